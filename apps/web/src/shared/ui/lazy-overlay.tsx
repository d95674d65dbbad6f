import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/*
 * Overlays (dialogs, drawers, the phone menu, the error modal) render nothing until they are opened,
 * so their code is kept out of the first page load: each is its own chunk, fetched when the browser is
 * idle after the first page is up (preloadOverlays, called by the app) or at the latest when it first
 * opens.
 */
const loaders = new Set<() => Promise<unknown>>();

/** A lazily loaded overlay component; `load` is a dynamic import picking the component. */
export function lazyOverlay<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  loaders.add(load);
  return lazy(() => load().then((component) => ({ default: component })));
}

/** Fetches the code of every lazy overlay ahead of its first opening. */
export function preloadOverlays(): void {
  loaders.forEach((load) => void load());
}

/** Mounts an overlay from its first opening on (it stays mounted, so it can animate closed). */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
