import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import {
  type Address,
  type Basket,
  checkoutDetailsSchema,
  type CouponPriceResult,
  email as emailSchema,
  type UserInfo,
} from '@kehribar/contracts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { Button } from '../../shared/ui/button.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { AddressFields } from './address-fields.tsx';
import { rememberBillingChoice } from './billing-choice.ts';
import { emptyAddress, saveDraft, type PaymentNavigationState } from './checkout-draft.ts';
import { checkoutFormSchema, detailsOf, draftOf, type CheckoutFormValues } from './checkout-schema.ts';
import { CouponBox } from './coupon-box.tsx';
import { Checkbox, PrivacyNotice, TextField } from '../../shared/ui/form/index.ts';
import { OrderSummary } from './order-summary.tsx';
import { SavedAddressSelect } from './saved-address-select.tsx';
import { GiftFields } from './gift-fields.tsx';
import styles from './checkout.module.css';

export interface CheckoutFormProps {
  basket: Basket;
  user: UserInfo | null;
  saved: readonly Address[];
  defaults: CheckoutFormValues;
}

/** The shipping step: contact, delivery and billing addresses, the summary with the coupon box. */
export function CheckoutForm({ basket, user, saved, defaults }: CheckoutFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [coupon, setCoupon] = useState<CouponPriceResult | null>(null);
  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { register, handleSubmit, setValue, getValues, control, formState } = form;
  const { errors } = formState;
  const [shippingAddressId, billingAddressId, sameAddress] = useWatch({
    control,
    name: ['shippingAddressId', 'billingAddressId', 'sameAddress'],
  });
  const isCustomer = !!user;
  const defaultCountry = t('checkout.address.defaultCountry');
  const typingNew = !shippingAddressId || (!sameAddress && !billingAddressId);
  const message = (m: string | undefined) => (m ? t(m) : undefined);

  /** Choosing 'new address' starts from empty fields (docs/product/storefront.md §4). */
  const choose = (group: 'shipping' | 'billing', id: string) => {
    setValue(group === 'shipping' ? 'shippingAddressId' : 'billingAddressId', id, { shouldDirty: true });
    if (!id) setValue(group, emptyAddress(defaultCountry), { shouldValidate: false });
    form.clearErrors(group);
  };

  const typedEmail = () => {
    const value = getValues('email').trim();
    return emailSchema.safeParse(value).success ? value : null;
  };

  const onValid = (values: CheckoutFormValues) => {
    const draft = draftOf(values, saved, coupon, isCustomer);
    const details = detailsOf(draft, { installmentNumber: 1, user });
    const checked = checkoutDetailsSchema.safeParse(details);
    if (!checked.success) {
      console.warn('[checkout] details refused by the contract', checked.error.issues);
      notify.error(t('checkout.errors.form'));
      return;
    }
    saveDraft(draft);
    rememberBillingChoice({ same: !draft.billingSeparate, addressId: draft.billingAddressId });
    const state: PaymentNavigationState = { checkoutDraft: draft };
    void navigate(ROUTES.payment, { state });
  };

  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <div className={styles.sticky}>
          <OrderSummary
            basket={basket}
            coupon={coupon}
            couponSlot={<CouponBox basket={basket} coupon={coupon} email={typedEmail} onChange={setCoupon} />}
          />
        </div>
      </aside>

      <form className={styles.main} noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <section className={styles.section} aria-labelledby="checkout-contact">
          <h2 id="checkout-contact" className={styles.sectionTitle}>
            {t('checkout.contact.title')}
          </h2>
          <div className={`${styles.fieldGrid} ${styles.contactGrid}`}>
            <TextField
              label={t('checkout.contact.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              error={message(errors.email?.message)}
              {...register('email')}
            />
            <TextField
              label={t('checkout.contact.phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder={t('checkout.contact.phonePlaceholder')}
              error={message(errors.phoneNumber?.message)}
              {...register('phoneNumber')}
            />
          </div>
          <PrivacyNotice />
          <Checkbox label={t('checkout.contact.newsletter')} {...register('subscribeToNewsletter')} />
        </section>

        <GiftFields control={control} register={register} error={message(errors.giftNote?.message)} />

        <section className={styles.section} aria-labelledby="checkout-shipping">
          <h2 id="checkout-shipping" className={styles.sectionTitle}>
            {t('checkout.address.shippingTitle')}
          </h2>
          {isCustomer && saved.length > 0 && (
            <SavedAddressSelect
              kind="shipping"
              addresses={saved}
              value={shippingAddressId}
              onChange={(id) => choose('shipping', id)}
            />
          )}
          {!shippingAddressId && <AddressFields group="shipping" register={register} errors={errors} />}
        </section>

        <section className={styles.section} aria-labelledby="checkout-billing">
          <h2 id="checkout-billing" className={styles.sectionTitle}>
            {t('checkout.address.billingTitle')}
          </h2>
          <Checkbox label={t('checkout.address.same')} {...register('sameAddress')} />
          {!sameAddress && (
            <>
              {isCustomer && saved.length > 0 && (
                <SavedAddressSelect
                  kind="billing"
                  addresses={saved}
                  value={billingAddressId}
                  onChange={(id) => choose('billing', id)}
                />
              )}
              {!billingAddressId && <AddressFields group="billing" register={register} errors={errors} />}
            </>
          )}
          {isCustomer && typingNew && (
            <Checkbox
              className={styles.saveAddress}
              label={t('checkout.address.saveNew')}
              {...register('saveNewAddress')}
            />
          )}
        </section>

        <div className={styles.actions}>
          <Link to={ROUTES.basket} className={styles.back}>
            <ArrowLeft size={16} strokeWidth={1.6} aria-hidden="true" />
            {t('checkout.backToBasket')}
          </Link>
          <Button type="submit" className={styles.primary}>
            {t('checkout.continue')}
            <ArrowRight size={16} strokeWidth={1.6} aria-hidden="true" />
          </Button>
        </div>
      </form>
    </div>
  );
}
