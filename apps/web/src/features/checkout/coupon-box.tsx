import { Tag, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import type { Basket, CouponPriceResult } from '@kehribar/contracts/plain';
import { errorMessageFor } from '../../shared/errors/handle-error.ts';
import { notify } from '../../shared/ui/toast.tsx';
import { useApplyCoupon } from './api.ts';
import styles from './coupon-box.module.css';

export interface CouponBoxProps {
  basket: Basket;
  coupon: CouponPriceResult | null;
  /** The e-mail typed so far (single-use coupons are checked against it), or null. */
  email: () => string | null;
  onChange: (coupon: CouponPriceResult | null) => void;
}

/**
 * The discount-code box (docs/product/storefront.md §4 'Coupon', §8): applied only when the field is non-empty;
 * success and removal are announced with the spec's toasts; a code that does not apply says why.
 */
export function CouponBox({ basket, coupon, email, onChange }: CouponBoxProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon();

  const submit = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    const couponCode = code.trim();
    if (!couponCode || apply.isPending) return;
    setError(null);
    apply.mutate(
      { couponCode, basket, email: email() },
      {
        onSuccess: (result) => {
          onChange(result);
          setCode('');
          notify.success(result.message || t('checkout.coupon.applied'));
        },
        onError: (failure) => {
          console.warn('[coupon]', failure);
          setError(errorMessageFor(failure, t('checkout.coupon.failed'), t('errors.unknown')));
        },
      },
    );
  };

  const remove = () => {
    onChange(null);
    setError(null);
    notify.info(t('checkout.coupon.removed'));
  };

  if (coupon) {
    const couponCode = coupon.couponDTO.couponCode;
    return (
      <div className={styles.applied} data-testid="coupon-applied">
        <Tag size={16} strokeWidth={1.5} aria-hidden="true" />
        <span className={styles.code}>{t('checkout.coupon.appliedLine', { code: couponCode })}</span>
        <button
          type="button"
          className={styles.remove}
          onClick={remove}
          aria-label={t('checkout.coupon.removeLabel', { code: couponCode })}
        >
          <X size={14} strokeWidth={1.8} aria-hidden="true" />
          {t('checkout.coupon.remove')}
        </button>
      </div>
    );
  }

  // Its own <form> would nest inside the checkout form: a div with Enter handled keeps the markup valid.
  return (
    <div className={styles.box}>
      <label htmlFor={inputId} className={styles.label}>
        {t('checkout.coupon.label')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          placeholder={t('checkout.coupon.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
          }}
        />
        <button
          type="button"
          className={styles.apply}
          disabled={!code.trim() || apply.isPending}
          onClick={submit}
        >
          {apply.isPending ? t('checkout.coupon.applying') : t('checkout.coupon.apply')}
        </button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className={styles.error} role="alert" data-testid="coupon-error">
          {error}
        </p>
      )}
    </div>
  );
}
