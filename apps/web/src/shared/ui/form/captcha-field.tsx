import { API, LIMITS } from '@kehribar/contracts/plain';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Skeleton } from '../skeleton.tsx';
import styles from './captcha-field.module.css';

/** The widget's state names (altcha's State enum). */
type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

interface StateChangeDetail {
  state?: WidgetState;
  payload?: string | null;
}

let loading: Promise<unknown> | null = null;

/**
 * The widget's code (about 35 kB gzipped) loads with the first form that asks for it (sign-up, the KVKK request), the Turkish texts first so
 * the custom element starts with them.
 */
function loadAltcha(): Promise<unknown> {
  loading ??= import('altcha/i18n/tr')
    .then(() => import('altcha'))
    .then(() => {
      // The shop's own words say what the box is for; the widget's footer link would only distract.
      globalThis.$altcha.defaults.set({ hideFooter: true, minDuration: 400 });
    });
  return loading;
}

export interface CaptchaFieldProps {
  /** The solved payload (base64), or null while unsolved, expired or failed. */
  onChange: (payload: string | null) => void;
  error?: string;
}

/**
 * ALTCHA, self-hosted proof of work (docs/architecture.md §4): the widget fetches a challenge from
 * Account/Captcha and solves it in a worker, starting as soon as the shopper works on the form. The
 * payload is read from the widget's hidden input every 500 ms (docs/product/storefront.md §5, captcha polling) and
 * on its state events. Remount it (a new `key`) for a fresh challenge: a solution works once.
 */
export function CaptchaField({ onChange, error }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    let alive = true;
    loadAltcha().then(
      () => alive && setReady(true),
      (reason: unknown) => {
        console.error('[captcha] the widget could not load', reason);
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    const root = holder.current;
    if (!root) return;
    const emit = (value: string | null) => {
      if (value === last.current) return;
      last.current = value;
      report.current(value);
    };
    const read = () => {
      const input = root.querySelector<HTMLInputElement>('input[name="altcha"]');
      emit(input?.value ? input.value : null);
    };
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      if (detail?.state === 'verified' && detail.payload) emit(detail.payload);
      else if (detail?.state && detail.state !== 'verified') emit(null);
    };
    root.addEventListener('statechange', onState);
    const timer = window.setInterval(read, LIMITS.captchaPollMs);
    return () => {
      root.removeEventListener('statechange', onState);
      window.clearInterval(timer);
      emit(null);
    };
  }, [ready]);

  return (
    <div className={styles.captcha}>
      <span className={styles.label}>{t('common.captcha')}</span>
      <div ref={holder} className={styles.holder}>
        {ready ? (
          <altcha-widget
            className={styles.widget}
            challenge={API.Account.Captcha}
            name="altcha"
            auto="onfocus"
            language={i18n.language === 'en' ? 'en' : 'tr'}
          />
        ) : failed ? (
          <p className={styles.error} role="alert">
            {t('common.captchaUnavailable')}
          </p>
        ) : (
          <Skeleton height={58} className={styles.skeleton} />
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
