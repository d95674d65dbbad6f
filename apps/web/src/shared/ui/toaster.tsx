import { Toaster as Sonner } from 'sonner';
import { LIMITS } from '@kehribar/contracts/plain';
import { useMediaQuery } from './use-media-query.ts';

/** Toasts (sonner), dressed in the shop's tokens. Mounted lazily; use `notify` from toast.ts. */
export default function Toaster() {
  // On a phone the bottom holds the page's main buttons (add to cart, pay): toasts come from the top there.
  const phone = useMediaQuery(`(max-width: ${LIMITS.mobileBreakpoint}px)`);
  return (
    <Sonner
      position={phone ? 'top-center' : 'bottom-right'}
      closeButton
      toastOptions={{
        style: {
          background: 'var(--color-surface)',
          color: 'var(--color-ink)',
          border: '1px solid var(--color-line)',
          borderRadius: 'var(--radius)',
          fontFamily: 'var(--font-text)',
          boxShadow: 'var(--shadow-soft)',
        },
      }}
    />
  );
}
