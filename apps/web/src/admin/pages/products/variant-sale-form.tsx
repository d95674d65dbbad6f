import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ENDPOINTS, updateVariantRequestSchema, type Variant } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import { toLocalInput, type PriceDraft } from '../../lib/product-form.ts';
import styles from '../../ui/admin.module.css';
import { SaleFields } from './sale-fields.tsx';
import { keepAsSaved, useFormLeaveGuard } from '../../ui/leave-guard.tsx';

type VariantUpdate = ReturnType<typeof updateVariantRequestSchema.parse>;

interface VariantSaleDraft {
  id: string;
  variantName: string;
  variantNameEN: string;
  priceTRY: number;
  priceUSD: number;
  priceForeign: number;
  salePriceTRY: PriceDraft;
  salePriceUSD: PriceDraft;
  salePriceForeign: PriceDraft;
  saleEndDate: string;
}

/** One option's sale, saved with UpdateProductVariant (docs/decisions/025-sale-prices-and-reference-price.md). */
export function VariantSaleForm({ variant }: { variant: Variant }) {
  const { t } = useAdminText();
  const form = useForm<VariantSaleDraft, unknown, VariantUpdate>({
    defaultValues: {
      id: variant.id,
      variantName: variant.variantName,
      variantNameEN: variant.variantNameEN,
      priceTRY: variant.priceTRY,
      priceUSD: variant.priceUSD,
      priceForeign: variant.priceForeign,
      salePriceTRY: variant.salePriceTRY ?? '',
      salePriceUSD: variant.salePriceUSD ?? '',
      salePriceForeign: variant.salePriceForeign ?? '',
      saleEndDate: toLocalInput(variant.saleEndDate),
    },
    resolver: adminResolver(updateVariantRequestSchema),
  });
  const save = useAdminMutation<VariantUpdate, Variant>({
    mutationFn: (body) => api.call(ENDPOINTS.Products.UpdateProductVariant, { body }),
    success: 'msg.variantSaleSaved',
    failure: 'msg.variantSaleFailed',
  });
  useFormLeaveGuard(form);
  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={form.handleSubmit((body) => save.mutate(body, { onSuccess: () => keepAsSaved(form) }))}
      noValidate
      aria-label={t('variants.saleOf', { name: variant.variantName })}
    >
      <SaleFields register={form.register} errors={form.formState.errors} saved={variant} />
      <div className={styles.formActions}>
        <button type="submit" className={styles.btn} disabled={save.isPending}>
          <Save size={15} aria-hidden="true" />
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
