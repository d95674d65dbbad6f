import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import HomePage from '../features/home/home-page.tsx';
import { requireAdmin, requireCustomer } from './guards.ts';
import { PageSkeleton } from './page-skeleton.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = { default: ComponentType };

/** A route whose code is loaded on first visit (its own chunk). */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** The storefront routes of storefront.md §2 and the public pages of backoffice.md. */
const storefront: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: 'products', lazy: page(() => import('../features/products/products-page.tsx')) },
  { path: 'product/:id', lazy: page(() => import('../features/product-detail/product-detail-page.tsx')) },
  { path: 'login', lazy: page(() => import('../features/auth/login-page.tsx')) },
  { path: 'register', lazy: page(() => import('../features/auth/register-page.tsx')) },
  { path: 'account/confirmemail', lazy: page(() => import('../features/auth/confirm-email-page.tsx')) },
  { path: 'account/resetpassword', lazy: page(() => import('../features/auth/reset-password-page.tsx')) },
  {
    path: 'profile',
    loader: requireCustomer,
    lazy: page(() => import('../features/profile/profile-page.tsx')),
  },
  { path: 'about-us', lazy: page(() => import('../features/content/about-us-page.tsx')) },
  { path: 'stores', lazy: page(() => import('../features/content/stores-page.tsx')) },
  { path: 'contact-us', lazy: page(() => import('../features/content/contact-us-page.tsx')) },
  { path: 'natural-stones', lazy: page(() => import('../features/content/natural-stones-page.tsx')) },
  { path: 'blog', lazy: page(() => import('../features/content/blog-page.tsx')) },
  { path: 'certificates', lazy: page(() => import('../features/content/certificates-page.tsx')) },
  { path: 'basket', lazy: page(() => import('../features/basket/basket-page.tsx')) },
  { path: 'checkout', lazy: page(() => import('../features/checkout/checkout-page.tsx')) },
  { path: 'payment', lazy: page(() => import('../features/checkout/payment-page.tsx')) },
  { path: 'payment-result', lazy: page(() => import('../features/checkout/payment-result-page.tsx')) },
  { path: '*', lazy: page(() => import('../features/not-found/not-found-page.tsx')) },
];

export const routes: RouteObject[] = [
  {
    // The back office: its own chunk(s), never part of the storefront bundle.
    path: 'admin-panel/*',
    loader: requireAdmin,
    lazy: page(() => import('../admin/admin-app.tsx')),
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteError,
  },
  {
    path: '/',
    Component: RootLayout,
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

export function createRouter() {
  return createBrowserRouter(routes);
}
