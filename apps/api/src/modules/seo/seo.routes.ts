import type { FastifyInstance } from 'fastify';
import { CACHE_KEYS } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { applyHead } from './page-head.ts';
import { SeoService } from './seo.service.ts';

/**
 * Search engines get each page's title, description, canonical URL, Open Graph tags and (for products)
 * schema.org JSON-LD in the HTML the server sends, before any JavaScript runs; plus sitemap and robots.
 */
export function registerSeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const seo = new SeoService(ctx);
  ctx.pageRenderers.push({
    apply: async (url, html, page) => {
      const head = await seo.headFor(url);
      // A page the shop does not have is never indexed, whatever its address looks like.
      return applyHead(html, page.status === 404 ? { ...head, noindex: true } : head);
    },
    // Cached pages carry sale prices: once a sale has ended they must be rendered again.
    beforeCachedPage: () => seo.saleEnds.check(),
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const xml = await ctx.cache.wrap(CACHE_KEYS.products, 'sitemap', () => seo.sitemap());
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(seo.robots()),
  );
}
