import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/** Turns the SPA's index.html into the HTML for one URL (titles, meta tags, JSON-LD). */
export type PageRenderer = (url: string, indexHtml: string) => Promise<string>;

/**
 * Serves uploads (long-lived, content-addressed file names) and the built web app. Every other GET
 * that is not an API or upload path gets index.html, so client-side routes survive a reload.
 */
export async function registerWeb(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> {
  fs.mkdirSync(ctx.config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: ctx.config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  const dist = ctx.config.webDistDir;
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    ctx.log.warn(`web app not built (${indexFile} missing): run npm run build`);
    return async (_request, reply) => reply.status(503).type('text/plain').send('The web app is not built yet.');
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
  return async (request, reply) => {
    // A file the build does not have (an old chunk after a deploy) is a 404, not the app's HTML: the
    // browser then fails the import cleanly instead of running HTML as JavaScript.
    if (/^\/assets\//.test(request.url) || /\.(js|css|map|webp|png|svg|woff2?)(\?|$)/.test(request.url)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    let html = indexHtml;
    for (const render of ctx.pageRenderers) html = await render(request.url, html);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
}
