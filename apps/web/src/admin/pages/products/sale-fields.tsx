import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { formatMoney, type Variant } from '@kehribar/contracts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { fromLocalInput, salePriceValue } from '../../lib/product-form.ts';
import styles from '../../ui/admin.module.css';
import { TextField } from '../../ui/fields.tsx';

interface SaleDraft {
  salePriceTRY: unknown;
  salePriceUSD: unknown;
  salePriceForeign: unknown;
  saleEndDate: unknown;
}

const FIELDS = [
  ['salePriceTRY', 'referencePriceTRY', 'TRY'],
  ['salePriceUSD', 'referencePriceUSD', 'USD'],
  ['salePriceForeign', 'referencePriceForeign', 'EUR'],
] as const;

type SavedSale = Pick<
  Variant,
  | 'referencePriceTRY'
  | 'referencePriceUSD'
  | 'referencePriceForeign'
  | 'salePriceTRY'
  | 'salePriceUSD'
  | 'salePriceForeign'
>;

/**
 * A product's or option's sale (docs/decisions/025-sale-prices-and-reference-price.md): a sale price per
 * currency, empty for none, and an optional end. The reference price is never typed: the shop computes
 * it when the sale is saved and this shows it, with the percentage the storefront's badge will say.
 */
export function SaleFields<T extends FieldValues & SaleDraft>({
  register,
  errors,
  saved,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The saved product or option, whose running sale and reference prices are shown. */
  saved?: SavedSale;
}) {
  const { t, language } = useAdminText();
  const reference = ([saleField, referenceField, currency]: (typeof FIELDS)[number]) => {
    const sale = saved?.[saleField];
    const ref = saved?.[referenceField];
    if (sale == null || ref == null) return undefined;
    const percent = Math.floor(((ref - sale) * 100) / ref);
    return t('sale.reference', { price: formatMoney(ref, currency, language), percent });
  };
  return (
    <fieldset className={styles.form}>
      <legend className={styles.sectionTitle}>{t('sale.title')}</legend>
      <p className={styles.hint}>{t('sale.lead')}</p>
      <div className={styles.grid4}>
        {FIELDS.map((entry) => (
          <TextField
            key={entry[0]}
            label={t('sale.price', { currency: entry[2] })}
            type="number"
            min={0.01}
            step="0.01"
            inputMode="decimal"
            hint={reference(entry)}
            error={errors[entry[0]] as never}
            {...register(entry[0] as Path<T>, { setValueAs: salePriceValue })}
          />
        ))}
        <TextField
          label={t('sale.endDate')}
          type="datetime-local"
          hint={t('sale.endDateHint')}
          error={errors.saleEndDate as never}
          {...register('saleEndDate' as Path<T>, { setValueAs: fromLocalInput })}
        />
      </div>
    </fieldset>
  );
}
