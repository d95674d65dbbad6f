import { useEffect } from 'react';
import { preloadLayoutOverlays } from '../features/layout/index.ts';
import { preloadModal } from '../shared/ui/modal.tsx';
import { preloadToaster } from '../shared/ui/toast.tsx';

/** After the first page is up and the browser is idle, fetch the dialog, toast, search and menu code. */
export function useIdlePreload(): void {
  useEffect(() => {
    const run = () => {
      preloadModal();
      preloadLayoutOverlays();
      preloadToaster();
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 2500);
    return () => clearTimeout(id);
  }, []);
}
