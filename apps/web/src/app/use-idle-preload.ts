import { useEffect } from 'react';
import { preloadOverlays } from '../shared/ui/lazy-overlay.tsx';
import { preloadModal } from '../shared/ui/modal.tsx';
import { preloadToaster } from '../shared/ui/toast.tsx';

/** After the first page is up and the browser is idle, fetch the code of the dialogs, overlays and toasts. */
export function useIdlePreload(): void {
  useEffect(() => {
    const run = () => {
      preloadModal();
      preloadOverlays();
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
