import { Lock, X } from 'lucide-react';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../shared/i18n/react.tsx';
import styles from './payment.module.css';

/** The bank's 3-D Secure content holds a form to post; without one there is nothing to show. */
export function hasForm(html: string): boolean {
  try {
    return !!new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  } catch {
    return false;
  }
}

/**
 * The bank's 3-D Secure page in a full-screen overlay (storefront.md §4 'Payment'): the returned HTML
 * runs in a frame and submits itself (or is submitted here when it has no script of its own); the bank
 * finally posts to the shop, which sends the whole window to /payment-result. Closing hides it.
 */
export function ThreeDsOverlay({ html, onClose }: { html: string; onClose: () => void }) {
  const { t } = useTranslation();
  const submitted = useRef(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // The shop behind the overlay is out of reach (focus, clicks, screen readers) while it is open.
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      app?.removeAttribute('inert');
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    if (submitted.current) return;
    try {
      const frame = event.currentTarget;
      if (frame.contentWindow?.location.href !== 'about:srcdoc') return;
      const doc = frame.contentDocument;
      const form = doc?.querySelector('form');
      if (form && !doc?.querySelector('script')) {
        submitted.current = true;
        form.submit();
      }
    } catch {
      // The bank's own page (another origin): nothing to do here.
    }
  };

  return createPortal(
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby="three-ds-title"
      data-testid="three-ds-overlay"
    >
      <div className={styles.overlayBar}>
        <Lock size={16} strokeWidth={1.6} aria-hidden="true" />
        <div className={styles.overlayTitles}>
          <h2 id="three-ds-title" className={styles.overlayTitle}>
            {t('checkout.threeDs.title')}
          </h2>
          <p className={styles.overlayLead}>{t('checkout.threeDs.lead')}</p>
        </div>
        <button
          ref={closeRef}
          type="button"
          className={styles.overlayClose}
          onClick={onClose}
          aria-label={t('checkout.threeDs.close')}
        >
          <X size={20} strokeWidth={1.5} aria-hidden="true" />
        </button>
      </div>
      <iframe
        className={styles.overlayFrame}
        title={t('checkout.threeDs.frameTitle')}
        srcDoc={html}
        onLoad={onLoad}
      />
    </div>,
    document.body,
  );
}
