import { Percent, Plus } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createVariantRequestSchema,
  ENDPOINTS,
  formatMoney,
  type Product,
  type Variant,
} from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import { newVariantDraft, type VariantDraft } from '../../lib/product-form.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { TextField } from '../../ui/fields.tsx';
import { Section } from '../../ui/page.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { VariantSaleForm } from './variant-sale-form.tsx';
import { useFormLeaveGuard } from '../../ui/leave-guard.tsx';

type VariantRequest = ReturnType<typeof createVariantRequestSchema.parse>;

const toNumber = (value: unknown) => (value === '' || value == null ? Number.NaN : Number(value));

/**
 * A product's variants: the list with each one's sale and delete, and a form to add one
 * (docs/product/back-office.md §2).
 */
export function VariantsPanel({ product }: { product: Product }) {
  const { t, language } = useAdminText();
  const confirmDelete = useConfirmDelete();
  const [saleOf, setSaleOf] = useState<string | null>(null);
  const empty = newVariantDraft(product.id);
  const form = useForm<VariantDraft, unknown, VariantRequest>({
    defaultValues: empty,
    resolver: adminResolver(createVariantRequestSchema),
  });
  useFormLeaveGuard(form);
  const errors = form.formState.errors;
  const add = useAdminMutation<VariantRequest, Variant>({
    mutationFn: (body) => api.call(ENDPOINTS.Products.CreateProductVariant, { body }),
    success: 'msg.variantAdded',
    failure: 'msg.variantAddFailed',
    onSuccess: () => form.reset(empty),
  });
  const remove = useAdminMutation<Variant>({
    mutationFn: (variant) => api.call(ENDPOINTS.Products.DeleteProductVariant, { body: { id: variant.id } }),
    success: 'msg.variantDeleted',
    failure: 'msg.variantDeleteFailed',
  });

  return (
    <Section title={t('variants.title')}>
      {product.variants.length === 0 ? (
        <EmptyState>{t('variants.empty')}</EmptyState>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={t('variants.title')}>
            <thead>
              <tr>
                <th scope="col">{t('variants.name')}</th>
                <th scope="col">{t('variants.nameEN')}</th>
                <th scope="col" className={styles.num}>
                  {t('products.priceTRY')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('products.priceUSD')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('products.priceEUR')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {product.variants.map((v) => (
                <Fragment key={v.id}>
                  <tr>
                    <td>{v.variantName}</td>
                    <td>{v.variantNameEN}</td>
                    <td className={styles.num}>
                      {formatMoney(v.priceTRY, 'TRY', language)}
                      {v.salePriceTRY !== null && ` → ${formatMoney(v.salePriceTRY, 'TRY', language)}`}
                    </td>
                    <td className={styles.num}>
                      {formatMoney(v.priceUSD, 'USD', language)}
                      {v.salePriceUSD !== null && ` → ${formatMoney(v.salePriceUSD, 'USD', language)}`}
                    </td>
                    <td className={styles.num}>
                      {formatMoney(v.priceForeign, 'EUR', language)}
                      {v.salePriceForeign !== null &&
                        ` → ${formatMoney(v.salePriceForeign, 'EUR', language)}`}
                    </td>
                    <td className={styles.rowActions}>
                      <button
                        type="button"
                        className={styles.btn}
                        aria-expanded={saleOf === v.id}
                        onClick={() => setSaleOf(saleOf === v.id ? null : v.id)}
                      >
                        <Percent size={14} aria-hidden="true" />
                        {t('sale.title')}
                      </button>
                      <DeleteButton
                        confirm={() => confirmDelete(v.variantName)}
                        onDelete={() => remove.mutate(v)}
                        busy={remove.isPending}
                      />
                    </td>
                  </tr>
                  {saleOf === v.id && (
                    <tr>
                      <td colSpan={6}>
                        <VariantSaleForm variant={v} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form
        className={`${styles.panel} ${styles.form}`}
        onSubmit={form.handleSubmit((body) => add.mutate(body))}
        noValidate
        aria-label={t('variants.add')}
      >
        <div className={styles.grid2}>
          <TextField
            label={t('variants.name')}
            error={errors.variantName}
            {...form.register('variantName')}
          />
          <TextField
            label={t('variants.nameEN')}
            error={errors.variantNameEN}
            {...form.register('variantNameEN')}
          />
        </div>
        <div className={styles.grid3}>
          {(['priceTRY', 'priceUSD', 'priceForeign'] as const).map((field) => (
            <TextField
              key={field}
              label={t(field === 'priceForeign' ? 'products.priceEUR' : `products.${field}`)}
              type="number"
              min={0.01}
              step="0.01"
              inputMode="decimal"
              error={errors[field]}
              {...form.register(field, { setValueAs: toNumber })}
            />
          ))}
        </div>
        <div className={styles.formActions}>
          <button type="submit" className={styles.btn} disabled={add.isPending}>
            <Plus size={15} aria-hidden="true" />
            {t('variants.add')}
          </button>
        </div>
      </form>
    </Section>
  );
}
