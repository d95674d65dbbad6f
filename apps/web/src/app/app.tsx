import { RouterProvider } from 'react-router';
import { useState } from 'react';
import { Providers } from './providers.tsx';
import { createRouter } from './router.tsx';
import { useIdlePreload } from './use-idle-preload.ts';

export function App() {
  const [router] = useState(createRouter);
  useIdlePreload();
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
