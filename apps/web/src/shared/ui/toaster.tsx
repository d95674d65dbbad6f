import { Toaster as Sonner } from 'sonner';

/** Toasts (sonner), dressed in the shop's tokens. Mounted lazily; use `notify` from toast.ts. */
export default function Toaster() {
  return (
    <Sonner
      position="bottom-center"
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
