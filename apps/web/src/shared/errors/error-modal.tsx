import { lazyOverlay, OnceOpened } from '../ui/lazy-overlay.tsx';
import { dismissErrorModal, useCurrentError } from './error-store.ts';

const ErrorModal = lazyOverlay(() => import('./error-modal-dialog.tsx').then((m) => m.ErrorModal));

/**
 * The generic error modal (docs/product/storefront.md §8). Mount once inside the router. Its code loads when the
 * browser is idle, or with the first error shown.
 */
export function ErrorModalHost() {
  const error = useCurrentError();
  return (
    <OnceOpened open={error !== undefined}>
      <ErrorModal error={error} onDismiss={dismissErrorModal} />
    </OnceOpened>
  );
}
