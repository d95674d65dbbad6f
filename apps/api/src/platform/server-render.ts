import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PREFERENCE_COOKIES,
  type Currency,
  type Language,
} from '@kehribar/contracts';
import type { AppContext } from '../context.ts';

/** What apps/web/src/entry-server.tsx offers (the web app's build is loaded at run time, not bundled). */
interface StorefrontRenderer {
  render(
    url: string,
    view: { language: Language; currency: Currency },
    indexHtml: string,
  ): Promise<{ status: number; html: string } | null>;
}
interface RendererModule {
  createPageRenderer(options: {
    distDir: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): StorefrontRenderer;
}

export type RenderPage = (
  request: FastifyRequest,
  indexHtml: string,
) => Promise<{ status: number; html: string } | null>;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The shopper's language and currency, from the cookies the storefront mirrors them into. */
export function viewFromCookies(header: string | undefined): { language: Language; currency: Currency } {
  const cookies = header ? parseCookie(header) : {};
  return {
    language: oneOf(LANGUAGES, cookies[PREFERENCE_COOKIES.language], DEFAULT_LANGUAGE),
    currency: oneOf(CURRENCIES, cookies[PREFERENCE_COOKIES.currency], DEFAULT_CURRENCY),
  };
}

/**
 * Loads the storefront's server renderer when it is built and switched on (SERVER_RENDERING). Its API
 * reads go through this app in-process (inject), as the shopper's own calls would, rate limits
 * included. Without it — or when it fails — pages are sent as the app shell and render in the browser.
 */
export async function loadServerRenderer(app: FastifyInstance, ctx: AppContext): Promise<RenderPage | null> {
  const { webRendererFile, webDistDir, serverRendering } = ctx.config;
  if (!serverRendering) return null;
  if (!fs.existsSync(webRendererFile) || !fs.existsSync(path.join(webDistDir, '.vite', 'manifest.json'))) {
    ctx.log.warn(`storefront server renderer not built (${webRendererFile}): pages render in the browser`);
    return null;
  }
  const module = (await import(pathToFileURL(webRendererFile).href)) as RendererModule;
  // The address of the shopper whose page is being rendered, for the in-process calls it makes.
  const shopperAddress = new AsyncLocalStorage<string>();
  const renderer = module.createPageRenderer({
    distDir: webDistDir,
    fetch: async (url, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: init.headers as Record<string, string>,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        remoteAddress: shopperAddress.getStore() ?? '127.0.0.1',
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.payload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
  return async (request, indexHtml) => {
    try {
      return await shopperAddress.run(request.ip, () =>
        renderer.render(request.url, viewFromCookies(request.headers.cookie), indexHtml),
      );
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed; sending the app shell');
      return null;
    }
  };
}
