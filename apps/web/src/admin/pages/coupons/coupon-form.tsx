import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { type Coupon, type CreateCouponRequest, ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { fieldErrorText } from '../../lib/field-errors.ts';
import {
  couponDraftSchema,
  couponLocks,
  emptyCouponDraft,
  exclusiveChange,
  type CouponDraft,
  type ExclusiveField,
} from '../../lib/coupon-form.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import styles from '../../ui/admin.module.css';
import { CheckField, SelectField, TextField } from '../../ui/fields.tsx';
import { useFormLeaveGuard } from '../../ui/leave-guard.tsx';

type CouponRequest = ReturnType<typeof couponDraftSchema.parse>;

/** Writes an exclusive field's counterpart as exclusiveChange says (clears it when this one is filled). */
function applyExclusive(
  form: UseFormReturn<CouponDraft, unknown, CouponRequest>,
  field: ExclusiveField,
  value: string | string[],
) {
  const patch = exclusiveChange(field, value as never) as Partial<CouponDraft>;
  for (const [name, next] of Object.entries(patch)) {
    if (name !== field)
      form.setValue(name as ExclusiveField, next as never, { shouldValidate: form.formState.isSubmitted });
  }
}

const selected = (select: HTMLSelectElement) => Array.from(select.selectedOptions, (o) => o.value);

/**
 * The create tab (docs/product/back-office.md §2, §4, §5): code, type (Oran/Tutar), value, minimum amount or
 * quantity (each disables and clears the other), valid products or collections (each clears the
 * other), single use, total usage limit, start and end dates. Failures go to the 'Hata' modal.
 */
export function CouponForm({ onCreated }: { onCreated: () => void }) {
  const { t, isEnglish } = useAdminText();
  const products = useQuery(adminReads.products());
  const collections = useQuery(adminReads.collections());
  const [initial] = useState(() => emptyCouponDraft());
  const form = useForm<CouponDraft, unknown, CouponRequest>({
    defaultValues: initial,
    resolver: adminResolver(couponDraftSchema),
  });
  const { register, control, formState } = form;
  useFormLeaveGuard(form);
  const errors = formState.errors;
  const [amount, quantity, type, validProducts, validCollections] = useWatch({
    control,
    name: ['minPurchaseAmount', 'minPurchaseQuantity', 'discountType', 'validProducts', 'validCollections'],
  });
  const locks = couponLocks({ minPurchaseAmount: amount ?? '', minPurchaseQuantity: quantity ?? '' });
  const create = useAdminMutation<CreateCouponRequest, Coupon[]>({
    mutationFn: (body) => api.call(ENDPOINTS.Coupon.CreateCoupon, { body }),
    success: 'msg.couponAdded',
    errorDisplay: 'modal',
    onSuccess: () => {
      form.reset(emptyCouponDraft());
      onCreated();
    },
  });

  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={form.handleSubmit((body) => create.mutate(body))}
      noValidate
      aria-label={t('coupon.tabCreate')}
    >
      <div className={styles.grid3}>
        <TextField
          label={t('coupon.code')}
          required
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.couponCode}
          {...register('couponCode')}
        />
        <SelectField
          label={t('coupon.type')}
          required
          error={errors.discountType}
          {...register('discountType')}
        >
          <option value="0">{t('coupon.type.rate')}</option>
          <option value="1">{t('coupon.type.amountInput')}</option>
        </SelectField>
        <TextField
          label={t('coupon.value')}
          required
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          hint={type === '1' ? t('coupon.valueHintAmount') : t('coupon.valueHintRate')}
          error={errors.discountValue}
          {...register('discountValue')}
        />
        <TextField
          label={`${t('coupon.minAmount')} (${t('coupon.optional')})`}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          disabled={locks.minPurchaseAmount}
          error={errors.minPurchaseAmount}
          {...register('minPurchaseAmount', {
            onChange: (event) => applyExclusive(form, 'minPurchaseAmount', event.target.value),
          })}
        />
        <TextField
          label={`${t('coupon.minQuantity')} (${t('coupon.optional')})`}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          disabled={locks.minPurchaseQuantity}
          error={errors.minPurchaseQuantity}
          {...register('minPurchaseQuantity', {
            onChange: (event) => applyExclusive(form, 'minPurchaseQuantity', event.target.value),
          })}
        />
        <TextField
          label={`${t('coupon.totalUsagesLimit')} (${t('coupon.optional')})`}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.totalUsages}
          {...register('totalUsages')}
        />
      </div>
      <div className={styles.grid2}>
        <SelectField
          label={`${t('coupon.validProducts')} (${t('coupon.optional')}) — ${t('coupon.selected', { count: validProducts?.length ?? 0 })}`}
          multiple
          error={
            errors.validProducts?.message ? fieldErrorText(errors.validProducts, t, isEnglish) : undefined
          }
          {...register('validProducts', {
            onChange: (event) => applyExclusive(form, 'validProducts', selected(event.target)),
          })}
        >
          {products.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {isEnglish ? p.titleEN || p.title : p.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={`${t('coupon.validCollections')} (${t('coupon.optional')}) — ${t('coupon.selected', { count: validCollections?.length ?? 0 })}`}
          multiple
          error={
            errors.validCollections?.message
              ? fieldErrorText(errors.validCollections, t, isEnglish)
              : undefined
          }
          {...register('validCollections', {
            onChange: (event) => applyExclusive(form, 'validCollections', selected(event.target)),
          })}
        >
          {collections.data?.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {isEnglish ? c.nameEN || c.name : c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <p className={styles.hint}>{t('coupon.multiHint')}</p>
      <div className={styles.grid3}>
        <TextField
          label={t('coupon.startDate')}
          type="date"
          required
          error={errors.startDate}
          {...register('startDate')}
        />
        <TextField
          label={t('coupon.endDate')}
          type="date"
          required
          error={errors.endDate}
          {...register('endDate')}
        />
        <CheckField label={t('coupon.singleUse')} {...register('isSingleUsePerCustomer')} />
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={styles.btnPrimary} disabled={create.isPending}>
          <Save size={15} aria-hidden="true" />
          {create.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
