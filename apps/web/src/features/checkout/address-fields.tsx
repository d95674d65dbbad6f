import { useTranslation } from '../../shared/i18n/react.tsx';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutFormValues } from './checkout-schema.ts';
import { TextField } from '../../shared/ui/form/index.ts';
import styles from './checkout.module.css';

type Group = 'shipping' | 'billing';

/** First name, last name, address line, city, district, postal code and country of one address. */
export function AddressFields({
  group,
  register,
  errors,
}: {
  group: Group;
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}) {
  const { t } = useTranslation();
  const groupErrors = errors[group];
  const message = (key: keyof CheckoutFormValues[Group]) => {
    const m = groupErrors?.[key]?.message;
    return m ? t(m) : undefined;
  };
  const auto = (token: string) => `${group === 'shipping' ? 'shipping' : 'billing'} ${token}`;
  return (
    <div className={styles.fieldGrid} data-testid={`${group}-fields`}>
      <TextField
        label={t('checkout.address.firstName')}
        autoComplete={auto('given-name')}
        error={message('firstName')}
        {...register(`${group}.firstName`)}
      />
      <TextField
        label={t('checkout.address.lastName')}
        autoComplete={auto('family-name')}
        error={message('lastName')}
        {...register(`${group}.lastName`)}
      />
      <TextField
        className={styles.wide}
        label={t('checkout.address.addressLine')}
        placeholder={t('checkout.address.addressLinePlaceholder')}
        autoComplete={auto('street-address')}
        error={message('addressLine')}
        {...register(`${group}.addressLine`)}
      />
      <TextField
        label={t('checkout.address.city')}
        autoComplete={auto('address-level1')}
        error={message('city')}
        {...register(`${group}.city`)}
      />
      <TextField
        label={t('checkout.address.state')}
        autoComplete={auto('address-level2')}
        error={message('state')}
        {...register(`${group}.state`)}
      />
      <TextField
        label={t('checkout.address.zipCode')}
        autoComplete={auto('postal-code')}
        inputMode="numeric"
        error={message('zipCode')}
        {...register(`${group}.zipCode`)}
      />
      <TextField
        label={t('checkout.address.country')}
        autoComplete={auto('country-name')}
        error={message('country')}
        {...register(`${group}.country`)}
      />
    </div>
  );
}
