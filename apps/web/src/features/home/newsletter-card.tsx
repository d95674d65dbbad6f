import { Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PrivacyNotice } from '../../shared/ui/form/index.ts';
import { useSubscribe } from './api.ts';
import styles from './newsletter-card.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The newsletter card: an e-mail field, then a thank-you (docs/product/storefront.md §4). */
export function NewsletterCard() {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    subscribe.mutate(value);
  };

  return (
    <section className={`container render-when-near ${styles.section}`} aria-labelledby="newsletter-heading">
      <div className={styles.card}>
        {subscribe.isSuccess ? (
          <div className={styles.thanks} role="status">
            <span className={styles.check} aria-hidden="true">
              <Check size={24} strokeWidth={1.5} />
            </span>
            <h2 className={styles.title} id="newsletter-heading">
              {t('newsletter.thanksTitle')}
            </h2>
            <p className={styles.lead}>{subscribe.data?.message || t('newsletter.thanks')}</p>
          </div>
        ) : (
          <>
            <span className={styles.eyebrow}>{t('newsletter.eyebrow')}</span>
            <h2 className={styles.title} id="newsletter-heading">
              {t('newsletter.title')}
            </h2>
            <p className={styles.lead}>{t('newsletter.lead')}</p>
            <form className={styles.form} onSubmit={submit} noValidate>
              <label className="visually-hidden" htmlFor={`${errorId}-email`}>
                {t('newsletter.emailLabel')}
              </label>
              <input
                id={`${errorId}-email`}
                className={styles.input}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                placeholder={t('newsletter.placeholder')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={invalid}
                aria-describedby={invalid ? errorId : undefined}
                maxLength={254}
                required
              />
              <Button type="submit" className={styles.submit} disabled={subscribe.isPending}>
                {subscribe.isPending ? t('newsletter.sending') : t('newsletter.submit')}
              </Button>
            </form>
            {invalid ? (
              <p className={styles.error} id={errorId} role="alert">
                {t('newsletter.invalid')}
              </p>
            ) : null}
            <p className={styles.consent}>{t('newsletter.consent')}</p>
            <PrivacyNotice className={styles.consent} />
          </>
        )}
      </div>
    </section>
  );
}
