import './app/zod-config.ts';
import './shared/ui/fonts.css';
import './shared/ui/tokens.css';
import './shared/ui/base.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { stopKeepingEarlyTaps } from './app/early-taps.ts';
import { createQueryClient } from './app/query-client.ts';
import { createRouter, loadMatchedRoutes } from './app/router.tsx';
import { readServerState, type ServerRenderState } from './app/server-state.ts';
import { getCurrency } from './shared/currency/currency.ts';
import { handleError } from './shared/errors/handle-error.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { getLanguage } from './shared/i18n/language.ts';
import { currentUrl, takeLastUrl } from './shared/navigation/last-url.ts';
import { mirrorPreferenceCookies } from './shared/navigation/preferences.ts';
import { startSession } from './shared/session/session.ts';
import { storage } from './shared/storage/storage.ts';

/** A server-rendered page is hydrated when it shows this URL in the shopper's language and currency. */
function matchesServerRender(state: ServerRenderState | null, url: string): state is ServerRenderState {
  return (
    !!state &&
    state.url === url &&
    state.view.language === getLanguage() &&
    state.view.currency === getCurrency()
  );
}

const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start(): Promise<void> {
  // After a language or currency switch the page reloads: go back to where the shopper was.
  const lastUrl = takeLastUrl(storage, currentUrl(window.location));
  if (lastUrl) window.history.replaceState(null, '', lastUrl);
  mirrorPreferenceCookies();

  // The session token, the translations and the page's code load side by side; pages wait only for
  // the words and the code.
  const session = startSession().then(
    () => null,
    (error: unknown) => error,
  );
  const url = window.location.pathname + window.location.search;
  const serverState = readServerState();
  const hydrating = matchesServerRender(serverState, url);
  await Promise.all([initI18n(getLanguage()), loadMatchedRoutes(url)]);

  const queryClient = createQueryClient();
  if (hydrating) hydrate(queryClient, serverState.queries);
  const router = createRouter(hydrating ? serverState.router : undefined);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} hydrating={hydrating} />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (hydrating) {
    // The server's page is on screen already: let the browser paint it before hydration takes the thread.
    // Not redundant with build/defer-app-start.ts: without this frame a phone's first tap on a product
    // link after start-up was lost (carousels.spec.ts, phone).
    await afterNextPaint();
    stopKeepingEarlyTaps();
    hydrateRoot(container, app);
  } else {
    stopKeepingEarlyTaps();
    createRoot(container).render(app);
  }

  // docs/product/storefront.md §8: start-up failures are logged and passed to the central handler.
  void session.then((error) => error && handleError(error));
}

void start();
