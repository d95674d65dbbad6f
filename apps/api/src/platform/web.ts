import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import { securityHeaders } from './security-headers.ts';
import { loadServerRenderer } from './server-render.ts';
import { S3Storage } from './storage/index.ts';
import { registerStoredUploads } from './storage/serve-uploads.ts';

/** Turns the SPA's index.html into the HTML for one URL (titles, meta tags, JSON-LD). */
export type PageRenderer = (url: string, indexHtml: string) => Promise<string>;

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
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    // A file the build does not have (an old chunk after a deploy) is a 404, not the app's HTML: the
    // browser then fails the import cleanly instead of running HTML as JavaScript.
    if (/^\/assets\//.test(request.url) || /\.(js|css|map|webp|png|svg|woff2?)(\?|$)/.test(request.url)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const page = renderPage ? await renderPage(request, indexHtml) : null;
    let html = page?.html ?? indexHtml;
    for (const render of ctx.pageRenderers) html = await render(request.url, html);
    return (
      reply
        .status(page?.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pagePolicy)
        // The page is rendered in the language and currency of the shopper's cookies.
        .header('vary', 'Cookie')
        .send(html)
    );
  });
}

/** API and upload paths the app does not have are the API's 404s, never the storefront's HTML. */
const isApiPath = (url: string) => /^\/(api|uploads)(\/|$)/i.test(url);
