import { Lock, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../shared/i18n/react.tsx';
import styles from './payment.module.css';

/** Where the bank's 3-D Secure content posts, and what. */
export interface BankForm {
  action: string;
  method: string;
  enctype: string;
  fields: [string, string][];
}

/**
 * The form in the bank's 3-D Secure content (iyzico's threeDSHtmlContent: a form that submits itself),
 * read without running anything in it. Null when it holds no form that posts to a web address.
 */
export function bankFormOf(html: string): BankForm | null {
  try {
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    const action = form?.getAttribute('action');
    if (!form || !action) return null;
    // Only a web address: a javascript: or data: action would be code, not a bank.
    const url = new URL(action, window.location.href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const fields = [...new FormData(form)].flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    );
    return {
      action: url.href,
      method: form.method,
      enctype: form.enctype,
      fields,
    };
  } catch {
    return null;
  }
}

/** The frame's name, which the bank's form is posted into. */
const FRAME_NAME = 'kehribar-three-ds';

/**
 * The frame's documents (iyzico's, the issuer's, the built-in sandbox bank's, and the shop's result
 * page the bank finally posts to) run sandboxed: they may post forms, run their scripts and take the
 * whole window to the result, but without allow-same-origin they have an origin of their own even when
 * served by the shop, so they can reach neither its storage nor its page (decision 017).
 */
const FRAME_SANDBOX = 'allow-forms allow-scripts allow-top-navigation';

/** Posts the bank's form into the frame, as its own script would, from a form of this page. */
function postInto(frameName: string, bank: BankForm): void {
  const form = document.createElement('form');
  form.hidden = true;
  form.method = bank.method;
  form.enctype = bank.enctype;
  form.action = bank.action;
  form.target = frameName;
  for (const [name, value] of bank.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * The bank's 3-D Secure page in a full-screen overlay (docs/product/storefront.md §4 'Payment'): the form of the
 * returned HTML is posted into a sandboxed frame (never shown as srcdoc, which would run the bank's
 * HTML as the shop's own page); the bank finally posts to the shop, whose result page takes the whole
 * window (build/leave-payment-frame.ts). Closing hides it.
 */
export function ThreeDsOverlay({ form, onClose }: { form: BankForm; onClose: () => void }) {
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

  // Once per payment: the frame is in the page by now, and StrictMode's second run must not post again.
  useEffect(() => {
    if (submitted.current) return;
    submitted.current = true;
    postInto(FRAME_NAME, form);
  }, [form]);

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
        name={FRAME_NAME}
        sandbox={FRAME_SANDBOX}
      />
    </div>,
    document.body,
  );
}
