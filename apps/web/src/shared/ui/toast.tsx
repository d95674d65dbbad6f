import { lazy, Suspense, useEffect } from 'react';
import type { ExternalToast } from 'sonner';
import { createStore, useStore } from '../state/create-store.ts';

/*
 * Toasts come from sonner, loaded on the first toast (or when the browser is idle), so the first page
 * load does not carry it. `notify` waits until the toaster is on screen before showing anything.
 */
const loadSonner = () => import('sonner');
const LazyToaster = lazy(() => import('./toaster.tsx'));
const mountStore = createStore(false);
let mounted: Promise<void> | null = null;
let markMounted: () => void = () => undefined;

function ensureToaster(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    markMounted = resolve;
    mountStore.set(true);
  });
  return mounted;
}

type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';

async function show(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  const [{ toast }] = await Promise.all([loadSonner(), ensureToaster()]);
  if (kind === 'message') toast(message, options);
  else toast[kind](message, options);
}

export const notify = {
  message: (message: string, options?: ExternalToast) => void show('message', message, options),
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
  info: (message: string, options?: ExternalToast) => void show('info', message, options),
  warning: (message: string, options?: ExternalToast) => void show('warning', message, options),
};

/** Loads the toaster ahead of time (when the browser is idle). */
export const preloadToaster = (): void => void ensureToaster();

function Ready() {
  useEffect(() => markMounted(), []);
  return null;
}

/** Mount once near the root: renders sonner's <Toaster> once a toast is wanted. */
export function ToastHost() {
  const wanted = useStore(mountStore);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
      <Ready />
    </Suspense>
  );
}
