import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Info, Lock, Tag } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useNavigate } from 'react-router';
import {
  type Basket,
  chargeCurrency,
  CONTRACT_VERSION,
  type InstallmentPrice,
  type UserInfo,
} from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { storage } from '../../shared/storage/storage.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useCheckoutContracts, useCheckoutOrder, useInstallments } from './api.ts';
import { CardFields } from './card-fields.tsx';
import { binOf, brandOfAssociation, brandOfNumber } from './card-rules.ts';
import { withoutCoupon, type CheckoutDraft, type CheckoutReturnState } from './checkout-draft.ts';
import { detailsOf } from './checkout-schema.ts';
import { ContractsConsent } from './contracts-consent.tsx';
import { InstalmentOptions } from './instalment-options.tsx';
import { OrderSummary } from './order-summary.tsx';
import { emptyPayment, paymentFormSchema, type PaymentFormValues } from './payment-schema.ts';
import { ReviewCard } from './review-card.tsx';
import { bankFormOf, ThreeDsOverlay, type BankForm } from './three-ds-overlay.tsx';
import checkoutStyles from './checkout.module.css';
import styles from './payment.module.css';

export interface PaymentFormProps {
  basket: Basket;
  draft: CheckoutDraft;
  user: UserInfo | null;
}

/**
 * The payment step: the summary, the shipping step's answers, the card, the instalments for its BIN,
 * the distance-selling documents, and order/CheckoutOrder → the bank's 3-D Secure page in an overlay.
 */
export function PaymentForm({ basket, draft, user }: PaymentFormProps) {
  const { t } = useTranslation();
  const { price } = useLocale();
  const navigate = useNavigate();
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: emptyPayment,
    mode: 'onTouched',
  });
  const cardNumber = useWatch({ control: form.control, name: 'cardNumber' });
  const coupon = draft.discountShown ? draft.coupon : null;
  const couponCode = coupon?.couponDTO.couponCode ?? null;
  const total = coupon?.afterApplyTotal ?? basket.totalAmount;
  const currency = coupon?.currency ?? basket.currency;
  // A buyer billed in Türkiye pays in TRY whatever they browse in (decision 028); the server says how much.
  const billingCountry = draft.billingSeparate ? draft.billing.country : draft.shipping.country;
  const chargedIn = chargeCurrency(billingCountry, currency);

  // Instalments: asked for once more than 15 digits are typed; the first option is preselected.
  const bin = binOf(cardNumber);
  const installments = useInstallments(bin, couponCode, total, billingCountry);
  const detail = bin ? installments.data?.installmentDetails[0] : undefined;
  const options = detail?.installmentPrices ?? [];
  const [choice, setChoice] = useState<{ bin: string; option: InstallmentPrice } | null>(null);
  const chosen =
    (choice &&
      choice.bin === bin &&
      options.find((o) => o.installmentNumber === choice.option.installmentNumber)) ||
    options[0] ||
    null;
  const installmentNumber = chosen?.installmentNumber ?? 1;
  const brand = brandOfAssociation(detail?.cardAssociation) ?? brandOfNumber(cardNumber);

  const details = useMemo(
    () => detailsOf(draft, { installmentNumber, user, sessionId: storage.get('sessionId') }),
    [draft, installmentNumber, user],
  );
  const contracts = useCheckoutContracts(details);
  const checkout = useCheckoutOrder();
  const [threeDs, setThreeDs] = useState<BankForm | null>(null);
  const closeThreeDs = useCallback(() => setThreeDs(null), []);

  const back = () => {
    const state: CheckoutReturnState = { checkoutReturn: withoutCoupon(draft) };
    void navigate(ROUTES.checkout, { state });
  };

  const pay = (values: PaymentFormValues) => {
    checkout.mutate(
      {
        ...details,
        cardName: values.cardName.trim(),
        cardNumber: values.cardNumber,
        expiration: values.expiration,
        cvv: values.cvv,
        acceptContracts: true,
        contractVersion: contracts.data?.version ?? CONTRACT_VERSION,
        installmentPrice: chosen,
        afterDiscountTotalPrice: base ?? total,
        basketDTO: basket,
      },
      {
        onSuccess: (answer) => {
          const bankForm = bankFormOf(answer.htmlContent);
          if (!bankForm) {
            console.error('[payment] the 3-D Secure content holds no form', answer.orderNumber);
            return;
          }
          setThreeDs(bankForm);
        },
      },
    );
  };

  const charged = chosen ? { count: chosen.installmentNumber, total: chosen.totalPrice } : null;
  const inLira = chargedIn !== currency;
  const liraTotal = contracts.data?.currency === chargedIn ? contracts.data.total : undefined;
  const base = inLira ? liraTotal : total;
  const payable = charged && charged.count > 1 ? charged.total : base;

  return (
    <div className={checkoutStyles.layout}>
      <aside className={checkoutStyles.aside}>
        <div className={checkoutStyles.sticky}>
          <OrderSummary
            basket={basket}
            coupon={coupon}
            charged={
              inLira
                ? payable === undefined
                  ? null
                  : { count: installmentNumber, total: payable, currency: chargedIn }
                : charged
            }
            couponSlot={
              coupon ? (
                <p className={styles.appliedCode} data-testid="coupon-applied">
                  <Tag size={15} strokeWidth={1.5} aria-hidden="true" />
                  {t('checkout.coupon.appliedLine', { code: coupon.couponDTO.couponCode })}
                </p>
              ) : undefined
            }
          />
        </div>
      </aside>

      <form
        className={checkoutStyles.main}
        noValidate
        onSubmit={(event) => void form.handleSubmit(pay)(event)}
      >
        <ReviewCard draft={draft} onEdit={back} />

        {inLira && (
          <p className={styles.currencyNotice} role="note" data-testid="try-notice">
            <Info size={17} strokeWidth={1.6} aria-hidden="true" />
            <span>
              {t('checkout.tryNotice', {
                amount: liraTotal === undefined ? '…' : price(liraTotal, chargedIn),
              })}
            </span>
          </p>
        )}

        <section className={styles.block} aria-labelledby="card-title">
          <h2 id="card-title" className={styles.blockTitle}>
            {t('checkout.card.title')}
          </h2>
          <CardFields form={form} brand={brand} />
        </section>

        <InstalmentOptions
          waiting={!bin}
          loading={installments.isFetching && !installments.data}
          failed={installments.isError}
          detail={detail}
          currency={installments.data?.currency ?? currency}
          value={installmentNumber}
          singleOnly={contracts.data?.maxInstallments === 1}
          onChange={(option) => bin && setChoice({ bin, option })}
        />

        <ContractsConsent
          contracts={contracts.data}
          loading={contracts.isPending}
          failed={contracts.isError}
          field={form.register('acceptContracts')}
          error={form.formState.errors.acceptContracts ? t('checkout.contracts.required') : undefined}
        />

        <div className={checkoutStyles.actions}>
          <button type="button" className={checkoutStyles.back} onClick={back}>
            <ArrowLeft size={16} strokeWidth={1.6} aria-hidden="true" />
            {t('checkout.back')}
          </button>
          <Button
            type="submit"
            className={checkoutStyles.primary}
            disabled={checkout.isPending}
            data-testid="pay"
          >
            <Lock size={15} strokeWidth={1.6} aria-hidden="true" />
            {checkout.isPending ? t('checkout.paying') : t('checkout.pay')}
            {!checkout.isPending && payable !== undefined && (
              <span className={styles.payAmount}>{price(payable, chargedIn)}</span>
            )}
          </Button>
        </div>
      </form>

      {threeDs && <ThreeDsOverlay form={threeDs} onClose={closeThreeDs} />}
    </div>
  );
}
