import { ShieldCheck } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import type { UseFormReturn } from 'react-hook-form';
import { CARD_MESSAGES } from '@kehribar/contracts/plain';
import { CardBrandMark } from './card-brand.tsx';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  sanitizeHolderName,
  type CardBrand,
} from './card-rules.ts';
import { TextField } from '../../shared/ui/form/index.ts';
import type { PaymentFormValues } from './payment-schema.ts';
import styles from './payment.module.css';

type CardField = 'cardName' | 'cardNumber' | 'expiration' | 'cvv';

const deleting = (event: ChangeEvent<HTMLInputElement>) =>
  ((event.nativeEvent as InputEvent).inputType ?? '').startsWith('delete');

/**
 * Holder name, number, expiry and CVC (docs/product/storefront.md §5): what may not be typed is dropped while
 * typing, the number is grouped 4-4-4-4 and the expiry gets its slash. A message shows only once the
 * field was left invalid (or the form was sent).
 */
export function CardFields({ form, brand }: { form: UseFormReturn<PaymentFormValues>; brand: CardBrand }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const error = (field: CardField) => {
    const problem = formState.errors[field];
    if (!problem) return undefined;
    // A well-formed expiry in the past has its own message; every other card error is the field's.
    const key = field === 'expiration' && problem.message === CARD_MESSAGES.expired ? 'expired' : field;
    return t(`checkout.card.errors.${key}`);
  };

  /** Rewrites the typed value before react-hook-form reads it. */
  const shaped = (
    field: CardField,
    shape: (value: string, event: ChangeEvent<HTMLInputElement>) => string,
  ) => {
    const registered = register(field);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = shape(event.target.value, event);
        if (next !== event.target.value) event.target.value = next;
        return registered.onChange(event);
      },
    };
  };

  return (
    <div className={styles.card}>
      <div className={styles.cardGrid}>
        <TextField
          className={styles.cardWide}
          label={t('checkout.card.name')}
          placeholder={t('checkout.card.namePlaceholder')}
          autoComplete="cc-name"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={60}
          error={error('cardName')}
          {...shaped('cardName', (v) => sanitizeHolderName(v))}
        />
        <TextField
          className={styles.cardWide}
          label={t('checkout.card.number')}
          placeholder="0000 0000 0000 0000"
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={19}
          error={error('cardNumber')}
          trailing={<CardBrandMark brand={brand} />}
          {...shaped('cardNumber', (v) => formatCardNumber(v))}
        />
        <TextField
          label={t('checkout.card.expiry')}
          placeholder={t('checkout.card.expiryPlaceholder')}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={5}
          error={error('expiration')}
          {...shaped('expiration', (v, event) => formatExpiry(v, deleting(event)))}
        />
        <TextField
          label={t('checkout.card.cvc')}
          placeholder="•••"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={3}
          title={t('checkout.card.cvcHint')}
          error={error('cvv')}
          {...shaped('cvv', (v) => formatCvc(v))}
        />
      </div>
      <p className={styles.secure}>
        <ShieldCheck size={16} strokeWidth={1.5} aria-hidden="true" />
        {t('checkout.card.secure')}
      </p>
    </div>
  );
}
