import { useMutation } from '@tanstack/react-query';
import { BellRing, Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ENDPOINTS, type NotifyWhenInStockResponse } from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useSession } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PrivacyNotice, TextField } from '../../shared/ui/form/index.ts';
import styles from './back-in-stock-form.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Gelince haber ver" under a sold-out product (docs/decisions/042-back-in-stock-and-gift-note.md): a guest
 * leaves an address, a signed-in customer asks with one click (their account's address is used). The
 * chosen option goes with the request. Keyed by the product and option, so a new choice starts afresh.
 */
export function BackInStockForm({ productId, variantId }: { productId: string; variantId: string | null }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const ask = useMutation({
    mutationFn: (body: { email?: string }): Promise<NotifyWhenInStockResponse> =>
      api.call(ENDPOINTS.Products.NotifyWhenInStock, { body: { productId, variantId, ...body } }),
    meta: { errorModal: false },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoggedIn) return ask.mutate({});
    const address = email.trim();
    if (!EMAIL.test(address)) return setInvalid(true);
    setInvalid(false);
    ask.mutate({ email: address });
  };

  if (ask.isSuccess) {
    return (
      <p className={styles.done} role="status" data-testid="back-in-stock-done">
        <Check size={18} strokeWidth={1.6} aria-hidden="true" />
        {ask.data.message}
      </p>
    );
  }
  const failure = ask.error instanceof ApiError ? ask.error.serverMessage : undefined;
  return (
    <form className={styles.box} onSubmit={submit} noValidate aria-labelledby={`${productId}-notify`}>
      <p className={styles.title} id={`${productId}-notify`}>
        <BellRing size={17} strokeWidth={1.5} aria-hidden="true" />
        {t('backInStock.title')}
      </p>
      <p className={styles.lead}>{t(isLoggedIn ? 'backInStock.leadSignedIn' : 'backInStock.lead')}</p>
      <div className={styles.row}>
        {!isLoggedIn && (
          <TextField
            className={styles.email}
            label={t('backInStock.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={invalid ? t('backInStock.emailInvalid') : undefined}
            required
          />
        )}
        <Button type="submit" variant="secondary" className={styles.submit} disabled={ask.isPending}>
          {t('backInStock.submit')}
        </Button>
      </div>
      {(failure || ask.isError) && (
        <p className={styles.failure} role="alert">
          {failure ?? t('backInStock.failed')}
        </p>
      )}
      {!isLoggedIn && <PrivacyNotice />}
    </form>
  );
}
