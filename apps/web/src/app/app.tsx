import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Providers } from './providers.tsx';
import { useIdlePreload } from './use-idle-preload.ts';

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}) {
  useIdlePreload();
  // A server-rendered page looks ready before its buttons work; this marks when they do (the journeys
  // wait for it, and it tells a support session whether the app started).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
