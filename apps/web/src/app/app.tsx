import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markAppLive } from './app-live.ts';
import { refreshOnSameUrl } from './same-url-refresh.ts';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Providers } from './providers.tsx';
import { useIdlePreload } from './use-idle-preload.ts';

export function App({
  router,
  queryClient,
  hydrating,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  /** A server-rendered page: the frame's parts mark the app live as they hydrate (app-live.ts). */
  hydrating: boolean;
}) {
  useIdlePreload();
  useEffect(() => {
    if (!hydrating) markAppLive();
  }, [hydrating]);
  useEffect(() => refreshOnSameUrl(router, queryClient), [router, queryClient]);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
