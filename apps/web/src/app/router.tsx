import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { requireAdmin, requireCustomer } from './guards.ts';
import {
  malformedListAddress,
  malformedOrderAddress,
  malformedProductAddress,
  missingListFilter,
  missingProduct,
} from './page-status.ts';
import { PageSkeleton } from './page-skeleton.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = { default: ComponentType };

/** Every page's code, each its own chunk loaded on first visit. */
const pageModules = import.meta.glob<PageModule>('../features/**/*-page.tsx');

/** What a route says about itself: the source of its page, so a server render can link its styles. */
export interface RouteHandle {
  /** The page's module as the build manifest names it, e.g. src/features/products/products-page.tsx. */
  page?: string;
  /** Public pages the server renders with their data (entry-server.tsx); the rest render in the browser. */
  serverRendered?: boolean;
  /** The shop's not-found page: the server answers it with 404. */
  notFound?: boolean;
  /** An address the page can never show (a malformed id or token): the server answers 404 at once. */
  malformed?: (address: URL) => boolean;
  /** After the server's reads: the address names something the shop does not have (404). */
  missing?: (address: URL, client: QueryClient) => boolean;
}

/** An address only the not-found route matches, for rendering that page in place of another. */
export const NOT_FOUND_URL = '/404';

/** A route whose page is loaded on first visit (its own chunk). */
function page(
  file: string,
  serverRendered = false,
  status: Pick<RouteHandle, 'notFound' | 'malformed' | 'missing'> = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  const key = `../features/${file}`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module ${key}`);
  const handle: RouteHandle = { page: `src/features/${file}`, serverRendered, ...status };
  return { handle, lazy: async () => ({ Component: (await load()).default }) };
}

/** The storefront routes of docs/product/storefront.md §2 and the public pages of docs/product/back-office.md. */
const storefront: RouteObject[] = [
  { index: true, ...page('home/home-page.tsx', true) },
  {
    path: 'products',
    ...page('products/products-page.tsx', true, {
      malformed: malformedListAddress,
      missing: missingListFilter,
    }),
  },
  {
    path: 'product/:id',
    ...page('product-detail/product-detail-page.tsx', true, {
      malformed: malformedProductAddress,
      missing: missingProduct,
    }),
  },
  { path: 'login', ...page('auth/login-page.tsx') },
  { path: 'register', ...page('auth/register-page.tsx') },
  { path: 'account/confirmemail', ...page('auth/confirm-email-page.tsx') },
  { path: 'account/resetpassword', ...page('auth/reset-password-page.tsx') },
  { path: 'profile', loader: requireCustomer, ...page('profile/profile-page.tsx') },
  { path: 'about-us', ...page('content/about-us-page.tsx', true) },
  { path: 'stores', ...page('content/stores-page.tsx', true) },
  { path: 'contact-us', ...page('content/contact-us-page.tsx') },
  { path: 'kvkk-basvuru', ...page('auth/data-request-page.tsx') },
  { path: 'natural-stones', ...page('content/natural-stones-page.tsx', true) },
  { path: 'blog', ...page('content/blog-page.tsx', true) },
  { path: 'certificates', ...page('content/certificates-page.tsx', true) },
  { path: 'basket', ...page('basket/basket-page.tsx') },
  { path: 'checkout', ...page('checkout/checkout-page.tsx') },
  { path: 'payment', ...page('checkout/payment-page.tsx') },
  {
    path: 'payment-result',
    ...page('checkout/payment-result-page.tsx', false, { malformed: malformedOrderAddress }),
  },
  { path: 'unsubscribe', ...page('newsletter/unsubscribe-page.tsx') },
  { path: 'back-in-stock/cancel', ...page('newsletter/stock-notice-cancel-page.tsx') },
  { path: '*', ...page('not-found/not-found-page.tsx', true, { notFound: true }) },
];

export const routes: RouteObject[] = [
  {
    // The back office: its own chunk(s), never part of the storefront bundle.
    path: 'admin-panel/*',
    loader: requireAdmin,
    lazy: async () => ({ Component: (await import('../admin/admin-app.tsx')).default }),
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteError,
  },
  {
    path: '/',
    Component: RootLayout,
    // The frame's own overlays (dialogs, search, menu) load on first use; if one fails, say so and offer
    // a reload rather than react-router's bare error screen.
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless: while a lazy page loads on first visit, the header and footer already show.
        HydrateFallback: PageSkeleton,
        ErrorBoundary: RouteError,
        children: storefront,
      },
    ],
  },
];

/**
 * Loads the code of the lazy routes the URL matches before the router starts, so hydrating a
 * server-rendered page finds the same components the server used (no fallback in between).
 */
export async function loadMatchedRoutes(url: string): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
