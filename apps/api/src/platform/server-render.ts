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

/**
 * A page the storefront rendered; `browserOnly` for a page the browser renders alone (a session's pages,
 * the back office); `failed` when the render broke (the app shell is sent, and never cached).
 */
export type RenderResult = { status: number; html: string; cacheable: boolean } | 'browserOnly' | 'failed';
export type RenderPage = (request: FastifyRequest, indexHtml: string) => Promise<RenderResult>;

/**
 * The only headers a render's API reads carry. The renderer asks for public reads alone (entry-server.tsx,
 * PUBLIC_QUERY_ROOTS); dropping anything else here (Authorization, Cookie, a session id) makes that hold by
 * construction, so a rendered page can be cached and served to anyone (docs/decisions/034-page-cache.md).
 */
const RENDER_HEADERS = new Set(['accept-language', 'currency', 'content-type', 'accept']);

function publicHeaders(headers: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new Headers(headers).entries()) {
    if (RENDER_HEADERS.has(name)) out[name] = value;
  }
  return out;
}

interface Answer {
  status: number;
  contentType: string;
  payload: string | null;
}

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
  // One render: the address of the shopper whose page it is (for the in-process calls' rate limits), and
  // the answers it already has, so a read two parts of the page ask for (the footer's contact lines and the
  // home page's content are both GetAllContent) is made once.
  const renders = new AsyncLocalStorage<{
    address: string;
    answers: Map<string, Promise<Answer>>;
    /** A read failed (the page shows it loading): the page is sent, but not kept for others. */
    readFailed: boolean;
  }>();
  const ask = async (url: string, init: RequestInit): Promise<Answer> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: publicHeaders(init.headers),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: renders.getStore()?.address ?? '127.0.0.1',
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return {
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? 'application/json'),
      payload: empty ? null : answer.payload,
    };
  };
  const renderer = module.createPageRenderer({
    distDir: webDistDir,
    fetch: async (url, init) => {
      const answers = renders.getStore()?.answers;
      const key = `${init.method ?? 'GET'} ${url} ${JSON.stringify(publicHeaders(init.headers))} ${typeof init.body === 'string' ? init.body : ''}`;
      let pending = answers?.get(key);
      if (!pending) {
        pending = ask(url, init);
        answers?.set(key, pending);
      }
      const failed = () => {
        const render = renders.getStore();
        if (render) render.readFailed = true;
      };
      // A read that broke without an answer fails the page's part as a 5xx does: sent, never kept.
      const answer = await pending.catch((error: unknown) => {
        failed();
        throw error;
      });
      if (answer.status >= 500 || answer.status === 429) failed();
      return new Response(answer.payload, {
        status: answer.status,
        headers: { 'content-type': answer.contentType },
      });
    },
  });
  return async (request, indexHtml) => {
    try {
      const render = { address: request.ip, answers: new Map<string, Promise<Answer>>(), readFailed: false };
      const page = await renders.run(render, () =>
        renderer.render(request.url, viewFromCookies(request.headers.cookie), indexHtml),
      );
      return page ? { ...page, cacheable: !render.readFailed } : 'browserOnly';
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed; sending the app shell');
      return 'failed';
    }
  };
}
