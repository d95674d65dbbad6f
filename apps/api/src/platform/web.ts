import fs from 'node:fs';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import { htmlOf, PageCache, pageAnswer, type PageAnswer } from './page-cache.ts';
import { securityHeaders } from './security-headers.ts';
import { loadServerRenderer, viewFromCookies } from './server-render.ts';
import { S3Storage } from './storage/index.ts';
import { registerStoredUploads } from './storage/serve-uploads.ts';

/** What a module puts into the HTML of the pages it knows (the SEO module: titles, meta tags, JSON-LD). */
export interface PageRenderer {
  /** Turns the page's HTML for one URL into the HTML sent; `status` is the page's (404: not indexed). */
  apply(url: string, html: string, page: { status: number }): Promise<string>;
  /**
   * Runs before a cached page is served, for data that goes stale with time alone (a sale's end): it
   * clears the catalogue groups then, which makes the cached pages stale too.
   */
  beforeCachedPage?(): Promise<void>;
}

/** Pages larger than this are sent but not kept. */
const MAX_CACHED_PAGE_BYTES = 512 * 1024;
/** Addresses longer than this are rendered but not kept: no page of the shop needs one. */
const MAX_CACHED_URL_LENGTH = 512;
const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'], cache: new Map() });

/**
 * Serves uploads (long-lived, content-addressed file names) and the built web app. Every other GET
 * that is not an API or upload path gets index.html, so client-side routes survive a reload.
 */
export async function registerWeb(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.storage instanceof S3Storage) {
    registerStoredUploads(app, ctx.storage);
  } else {
    fs.mkdirSync(ctx.config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: ctx.config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  }

  const dist = ctx.config.webDistDir;
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    ctx.log.warn(`web app not built (${indexFile} missing): run npm run build`);
    app.get('/*', { schema: { hide: true } }, async (request, reply) =>
      isApiPath(request.url)
        ? reply.callNotFound()
        : reply.status(503).type('text/plain').send('The web app is not built yet.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    // The build writes .br and .gz beside each script and style (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      // filePath is the .br or .gz file when a compressed one is sent.
      const hashed =
        filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+(\.br|\.gz)?$/.test(filePath);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  // The page's policy runs the app's own inline scripts by their hashes, taken from the very file it
  // sends: no 'unsafe-inline', and no per-answer nonce, so a page stays cacheable (decision 017).
  const pagePolicy = securityHeaders(ctx.config, inlineScriptHashes(indexHtml))['content-security-policy']!;
  const renderPage = await loadServerRenderer(app, ctx);
  const pages = new PageCache(ctx.cache);

  /**
   * The page's answer and whether it may be kept for others (not when one of its reads failed); null when
   * the render failed (the app shell then goes out, not kept).
   */
  async function buildPage(
    request: FastifyRequest,
  ): Promise<{ answer: PageAnswer; cacheable: boolean } | null> {
    const rendered = renderPage ? await renderPage(request, indexHtml) : 'browserOnly';
    if (rendered === 'failed') return null;
    const page = rendered === 'browserOnly' ? { status: 200, html: indexHtml, cacheable: true } : rendered;
    let html = page.html;
    for (const renderer of ctx.pageRenderers) html = await renderer.apply(request.url, html, page);
    const answer = await pageAnswer(page.status, html);
    return { answer, cacheable: page.cacheable && answer.size <= MAX_CACHED_PAGE_BYTES };
  }

  // Every answer of this route is compressed once by pageAnswer and sent in the encoding the request
  // accepts, so @fastify/compress has nothing to do here: its three hooks per request are left out, as on
  // the cached JSON reads (decision 035). A GET has no body to decompress.
  app.get('/*', { schema: { hide: true }, compress: false, decompress: false }, async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    // A file the build does not have (an old chunk after a deploy) is a 404, not the app's HTML: the
    // browser then fails the import cleanly instead of running HTML as JavaScript.
    if (/^\/assets\//.test(request.url) || /\.(js|css|map|webp|png|svg|woff2?)(\?|$)/.test(request.url)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // Every page is rendered as for an anonymous visitor (server-render.ts sends no credentials with its
    // reads), so one cached page serves everyone who asks in the same language and currency.
    const view = viewFromCookies(request.headers.cookie);
    let page: PageAnswer | null = null;
    if (request.url.length <= MAX_CACHED_URL_LENGTH) {
      for (const renderer of ctx.pageRenderers) await renderer.beforeCachedPage?.();
      let uncached: PageAnswer | null = null;
      page = await pages.get(`${view.language}|${view.currency}|${request.url}`, async () => {
        const built = await buildPage(request);
        if (built && !built.cacheable) uncached = built.answer;
        return built?.cacheable ? built.answer : null;
      });
      page ??= uncached;
    } else {
      page = (await buildPage(request))?.answer ?? null;
    }
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pagePolicy)
      // The page is rendered in the language and currency of the shopper's cookies.
      .header('vary', 'Cookie, Accept-Encoding');
    if (!page) {
      // The render failed: the app shell renders the page in the browser (compressed, and not kept).
      let html = indexHtml;
      for (const renderer of ctx.pageRenderers)
        html = await renderer.apply(request.url, html, { status: 200 });
      page = await pageAnswer(200, html);
    }
    return sendPage(request, reply, page);
  });
}

/** A page answer: 304 when the browser has it, else the body in the encoding the request accepts. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageAnswer): FastifyReply {
  reply.header('etag', page.etag);
  if (page.status === 200 && ifNoneMatch(request.headers['if-none-match'], page.etag)) {
    return reply.status(304).send();
  }
  reply.status(page.status);
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity');
  // A Content-Encoding already set tells @fastify/compress the body is compressed: it leaves it alone.
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(htmlOf(page));
}

/** If-None-Match holds the ETag (a list, a weak form of it, or '*'). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** API and upload paths the app does not have are the API's 404s, never the storefront's HTML. */
const isApiPath = (url: string) => /^\/(api|uploads)(\/|$)/i.test(url);
