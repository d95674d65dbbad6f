// The storefront's server renderer (built by `vite build --ssr` into dist-server/, loaded by the API):
// public pages arrive as HTML with their data, so the shopper sees them before any script has run, and
// the browser hydrates them (main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { type Currency, type Language, STORAGE_KEYS } from '@kehribar/contracts/plain';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { NOT_FOUND_URL, routes, type RouteHandle } from './app/router.tsx';
import { serializeState } from './app/server-state.ts';
import { fetchOnServerWith } from './shared/api/client.ts';
import { TranslationProvider } from './shared/i18n/react.tsx';
import { createTranslator, type Translator } from './shared/i18n/translator.ts';
import { toUiLanguage, type UiLanguage } from './shared/i18n/language.ts';
import { createMemoryStore, serveStoresFrom, type ServerStores } from './shared/storage/storage.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface ServerView {
  language: Language;
  currency: Currency;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Reads that need no session: anything else (basket, favourites, the shopper) is left for the browser,
 * which renders it after hydration exactly as it does for a page it renders alone.
 */
const PUBLIC_QUERY_ROOTS = new Set(['products', 'content', 'catalog']);
/** Render, fetch what the render asked for, render again: a page's data is at most this many steps deep. */
const MAX_DATA_ROUNDS = 3;

const renders = new AsyncLocalStorage<ServerStores>();
serveStoresFrom(() => renders.getStore() ?? { local: createMemoryStore(), session: createMemoryStore() });

/** The styles and scripts of the lazy page modules a URL matched, beyond those index.html loads. */
function pageAssets(manifest: Manifest, pages: string[]): string {
  const entry = manifest['index.html'];
  const loaded = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    manifest[key].imports?.forEach((next) => visit(next, into));
  };
  if (entry) visit('index.html', loaded);
  const needed = new Set<string>();
  pages.forEach((page) => visit(page, needed));
  const tags: string[] = [];
  for (const key of needed) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    chunk.css?.forEach((css) => tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`));
    tags.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk.file}">`);
  }
  return tags.join('');
}

function waitingPublicQueries(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return (
        on &&
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])) &&
        !tried.has(query.queryHash)
      );
    });
}

export function createPageRenderer(options: { distDir: string; fetch: Fetch }) {
  const read = (file: string) => fs.readFileSync(path.join(options.distDir, file), 'utf8');
  const manifest = JSON.parse(read('.vite/manifest.json')) as Manifest;
  const translators = new Map<UiLanguage, Translator>(
    (['tr', 'en'] as const).map((code) => [
      code,
      createTranslator(code, JSON.parse(read(`assets/i18n/${code}.json`))),
    ]),
  );
  fetchOnServerWith(options.fetch);
  const handler = createStaticHandler(routes);

  /**
   * The page for a URL in the shopper's language and currency, inside index.html; null when the page
   * is one the browser renders alone (a session's pages, the back office) or the router redirects. An
   * address whose product, category or order is malformed or unknown gets the shop's not-found page with
   * status 404 (docs/decisions/034-page-cache.md).
   */
  async function render(url: string, view: ServerView, indexHtml: string): Promise<RenderedPage | null> {
    // Decided before the router runs anything: the loaders of a session's pages (route guards) would ask
    // for a token, and the server has none to give.
    const leaf = matchRoutes(routes, url)?.at(-1)?.route.handle as RouteHandle | undefined;
    const address = new URL(url, 'http://kehribar.local');
    if (leaf?.malformed?.(address)) return notFound(view, indexHtml);
    if (!leaf?.serverRendered) return null;
    const page = await renderAt(url, view, indexHtml, leaf);
    return page === 'missing' ? notFound(view, indexHtml) : page;
  }

  /**
   * The not-found page, for the address asked for. It carries no state: the browser renders the address
   * afresh (for a page of its own, such as an order followed by its token, that is the page the shopper
   * wanted; for a missing product, its own message), instead of hydrating another route's HTML.
   */
  async function notFound(view: ServerView, indexHtml: string): Promise<RenderedPage> {
    const page = await renderAt(NOT_FOUND_URL, view, indexHtml, undefined, false);
    if (page === 'missing' || page === null) throw new Error('the not-found page did not render');
    return { status: 404, html: page.html };
  }

  async function renderAt(
    url: string,
    view: ServerView,
    indexHtml: string,
    leaf: RouteHandle | undefined,
    withState = true,
  ): Promise<RenderedPage | 'missing' | null> {
    const address = new URL(url, 'http://kehribar.local');
    const context = await handler.query(new Request(address));
    if (context instanceof Response) return null;
    const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);

    const stores: ServerStores = {
      local: createMemoryStore({
        [STORAGE_KEYS.language]: view.language,
        [STORAGE_KEYS.currency]: view.currency,
      }),
      session: createMemoryStore(),
    };
    const code = toUiLanguage(view.language);
    const queryClient = createQueryClient();
    // A read that fails on the server is left to the browser at once: no retries holding the page back.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <TranslationProvider translator={translators.get(code)!}>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </TranslationProvider>
    );

    return renders.run(stores, async () => {
      const tried = new Set<string>();
      let html = renderToString(app);
      for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
        const waiting = waitingPublicQueries(queryClient, tried);
        if (!waiting.length) break;
        waiting.forEach((query) => tried.add(query.queryHash));
        await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
        if (leaf?.missing?.(address, queryClient)) {
          queryClient.clear();
          return 'missing';
        }
        // A read that failed is left to the browser: rendered as still loading, as the browser starts it.
        queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
        html = renderToString(app);
      }
      const state = withState
        ? serializeState({
            url,
            view,
            queries: dehydrate(queryClient),
            router: {
              loaderData: context.loaderData,
              actionData: context.actionData,
              errors: context.errors,
            },
          })
        : '';
      const pages = handles.flatMap((handle) => (handle?.page ? [handle.page] : []));
      // Replacers are functions: a '$&' or "$'" in a product's text must stay text, not a pattern.
      const page = indexHtml
        .replace(/<html lang="[^"]*"/, `<html lang="${code}"`)
        // The page shows without its scripts: its pictures and styles go first, hydration after.
        .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
        .replace('</head>', () => `${pageAssets(manifest, pages)}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${state}`);
      queryClient.clear();
      return { status: leaf?.notFound ? 404 : context.statusCode, html: page };
    });
  }

  return { render };
}
