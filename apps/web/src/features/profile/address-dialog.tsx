import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressInput, addressInputSchema } from '@kehribar/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/react.tsx';
import type { z } from 'zod';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PrivacyNotice, TextField } from '../../shared/ui/form/index.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { useAddAddress } from './api.ts';
import styles from './address-dialog.module.css';

export type AddressKind = 'billing' | 'shipping';

type AddressForm = z.input<typeof addressInputSchema>;

type FieldName = 'firstName' | 'lastName' | 'addressLine' | 'city' | 'state' | 'postalCode' | 'country';
/** docs/product/storefront.md §5 'Address form': these are required; the names are optional. */
const REQUIRED: ReadonlySet<FieldName> = new Set(['addressLine', 'city', 'state', 'postalCode', 'country']);

const blank = (kind: AddressKind, country: string): AddressForm => ({
  firstName: '',
  lastName: '',
  addressLine: '',
  city: '',
  state: '',
  postalCode: '',
  country,
  isShipping: kind === 'shipping',
});

/** The add-address modal (docs/product/storefront.md §4): opened as a billing or a shipping address. */
export function AddressDialog({ kind, onClose }: { kind: AddressKind | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { isEnglish } = useLocale();
  const add = useAddAddress();
  const country = isEnglish ? 'Turkey' : 'Türkiye';
  const { register, handleSubmit, reset, formState } = useForm<AddressForm, unknown, AddressInput>({
    defaultValues: blank(kind ?? 'billing', country),
    resolver: zodResolver(addressInputSchema),
    mode: 'onTouched',
  });

  useEffect(() => {
    if (kind) reset(blank(kind, country));
  }, [kind, country, reset]);

  const submit = handleSubmit((values) => {
    add.mutate(
      { ...values, isShipping: kind === 'shipping' },
      {
        onSuccess: () => {
          notify.success(t('profile.addresses.saved'));
          onClose();
        },
      },
    );
  });

  const error = (name: FieldName) =>
    formState.errors[name]
      ? t(REQUIRED.has(name) ? 'profile.addresses.required' : 'profile.addresses.tooLong')
      : undefined;

  return (
    <Modal
      open={kind !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`profile.addresses.dialog.${kind ?? 'billing'}`)}
      description={t('profile.addresses.dialog.lead')}
      size="md"
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.row}>
          <TextField
            label={t('profile.addresses.fields.firstName')}
            note={t('profile.optional')}
            autoComplete="given-name"
            maxLength={60}
            error={error('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t('profile.addresses.fields.lastName')}
            note={t('profile.optional')}
            autoComplete="family-name"
            maxLength={60}
            error={error('lastName')}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('profile.addresses.fields.addressLine')}
          autoComplete="street-address"
          maxLength={300}
          required
          error={error('addressLine')}
          {...register('addressLine')}
        />
        <div className={styles.row}>
          <TextField
            label={t('profile.addresses.fields.city')}
            autoComplete="address-level1"
            maxLength={80}
            required
            error={error('city')}
            {...register('city')}
          />
          <TextField
            label={t('profile.addresses.fields.state')}
            autoComplete="address-level2"
            maxLength={80}
            required
            error={error('state')}
            {...register('state')}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('profile.addresses.fields.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={20}
            required
            error={error('postalCode')}
            {...register('postalCode')}
          />
          <TextField
            label={t('profile.addresses.fields.country')}
            autoComplete="country-name"
            maxLength={80}
            required
            error={error('country')}
            {...register('country')}
          />
        </div>
        <PrivacyNotice />
        <div className={styles.actions}>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('profile.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
