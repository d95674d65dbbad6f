import { Gift } from 'lucide-react';
import { useId } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { GIFT_NOTE_MAX } from '@kehribar/contracts/plain';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Checkbox, TextAreaField } from '../../shared/ui/form/index.ts';
import type { CheckoutFormValues } from './checkout-schema.ts';
import styles from './checkout.module.css';
import gift from './gift-fields.module.css';

/**
 * The shipping step's optional gift note with its counter, and "gift package, no prices inside"
 * (docs/decisions/042-back-in-stock-and-gift-note.md). The counter is polite and only speaks near the end.
 */
export function GiftFields({
  control,
  register,
  error,
}: {
  control: Control<CheckoutFormValues>;
  register: UseFormRegister<CheckoutFormValues>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const counterId = useId();
  const note = useWatch({ control, name: 'giftNote' }) ?? '';
  const used = note.trim().length;
  const near = used > GIFT_NOTE_MAX - 25;
  return (
    <section className={styles.section} aria-labelledby="checkout-gift">
      <h2 id="checkout-gift" className={`${styles.sectionTitle} ${gift.title}`}>
        <Gift size={20} strokeWidth={1.4} aria-hidden="true" className={gift.icon} />
        {t('checkout.gift.title')}
      </h2>
      <TextAreaField
        label={t('checkout.gift.note')}
        hint={t('checkout.gift.noteHint')}
        rows={3}
        maxLength={GIFT_NOTE_MAX + 50}
        error={error}
        aria-describedby={counterId}
        {...register('giftNote')}
      />
      <p
        id={counterId}
        className={gift.counter}
        data-over={used > GIFT_NOTE_MAX}
        aria-live={near ? 'polite' : 'off'}
      >
        {t('checkout.gift.counter', { count: used, max: GIFT_NOTE_MAX })}
      </p>
      <Checkbox label={t('checkout.gift.package')} {...register('giftPackage')} />
    </section>
  );
}
