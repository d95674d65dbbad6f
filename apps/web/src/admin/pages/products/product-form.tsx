import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type Category,
  type CreateProductRequest,
  type Product,
  createProductRequestSchema,
  parseSizeOptions,
} from '@kehribar/contracts';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import type { ProductDraft } from '../../lib/product-form.ts';
import { subCategoriesOf } from '../../lib/product-form.ts';
import { sizeModeOf } from '../../lib/size-mode.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import styles from '../../ui/admin.module.css';
import { CheckField, SelectField, TextArea, TextField } from '../../ui/fields.tsx';
import { SaleFields } from './sale-fields.tsx';
import { keepAsSaved, useFormLeaveGuard } from '../../ui/leave-guard.tsx';

export type ProductRequest = ReturnType<typeof createProductRequestSchema.parse>;

export interface ProductFormProps {
  initial: ProductDraft;
  categories: readonly Category[];
  collections: readonly { id: number; name: string; nameEN: string }[];
  saving: boolean;
  /** Saves the request; `saved` runs once the server took it. */
  onSave: (request: ProductRequest, saved?: () => void) => void;
  /** The saved product, whose running sale and computed reference prices the sale fields show. */
  saved?: Product;
}

const toNumber = (value: unknown) => (value === '' || value == null ? Number.NaN : Number(value));
/** Empty leaves the product on the shop's low-stock threshold. */
const toThreshold = (value: unknown) => (value === '' || value == null ? null : Number(value));

/**
 * The product's fields (docs/product/back-office.md §2): titles and descriptions in both languages, category (a real
 * one is required before saving), sub-category (shown only when the category has some; cleared when
 * the category changes), collection, gender, colour, size, three prices, the sale, stock and the flags.
 * Checked with the contract's CreateProduct schema.
 */
export function ProductForm({ initial, categories, collections, saving, onSave, saved }: ProductFormProps) {
  const { t, isEnglish } = useAdminText();
  const colors = useQuery(adminReads.colors());
  const form = useForm<ProductDraft, unknown, ProductRequest>({
    defaultValues: initial,
    resolver: adminResolver(createProductRequestSchema),
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  useFormLeaveGuard(form);
  const errors = formState.errors;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const color = useWatch({ control, name: 'color' });
  const subs = subCategoriesOf(categories, categoryId);
  const category = categories.find((c) => c.id === categoryId);
  const mode = category ? sizeModeOf(category) : 'standard';
  const name = (tr: string, en: string) => (isEnglish && en ? en : tr);
  const colorNames = colors.data?.map((c) => c.colorName) ?? [];

  const sizeHint =
    mode === 'selectable'
      ? t('products.sizeOptionsHint', { options: parseSizeOptions(category?.sizeOptions).join(', ') })
      : mode === 'manual'
        ? t('products.sizeManualHint')
        : t('products.sizeHint');

  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={handleSubmit((body) => onSave(body, () => keepAsSaved(form)))}
      noValidate
      aria-label={t('products.editTitle')}
    >
      <div className={styles.grid2}>
        <TextField label={t('products.name')} error={errors.title} {...register('title')} />
        <TextField label={t('products.nameEN')} error={errors.titleEN} {...register('titleEN')} />
        <TextArea
          label={t('products.description')}
          error={errors.description}
          rows={4}
          {...register('description')}
        />
        <TextArea
          label={t('products.descriptionEN')}
          error={errors.descriptionEN}
          rows={4}
          {...register('descriptionEN')}
        />
      </div>
      <div className={styles.grid4}>
        <SelectField
          label={t('products.category')}
          error={errors.categoryId ? t('products.chooseCategoryError') : undefined}
          {...register('categoryId', {
            setValueAs: Number,
            // docs/product/back-office.md §4: a new category clears the sub-category.
            onChange: () => setValue('subCategoryId', 0),
          })}
        >
          <option value={0}>{t('products.chooseCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {name(c.name, c.nameEN)}
            </option>
          ))}
        </SelectField>
        {subs.length > 0 && (
          <SelectField
            label={t('products.subCategory')}
            error={errors.subCategoryId}
            {...register('subCategoryId', { setValueAs: Number })}
          >
            <option value={0}>{t('products.noSubCategory')}</option>
            {subs.map((s) => (
              <option key={s.id} value={s.id}>
                {name(s.name, s.nameEN)}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('products.collection')}
          error={errors.collectionId}
          {...register('collectionId', { setValueAs: Number })}
        >
          <option value={0}>{t('products.noCollection')}</option>
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {name(c.name, c.nameEN)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('products.gender')}
          error={errors.gender}
          {...register('gender', { setValueAs: Number })}
        >
          {([0, 1, 2] as const).map((g) => (
            <option key={g} value={g}>
              {t(`products.gender.${g}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('products.color')} error={errors.color} {...register('color')}>
          <option value="">{t('products.noColor')}</option>
          {color && !colorNames.includes(color) && <option value={color}>{color}</option>}
          {colors.data?.map((c) => (
            <option key={c.id} value={c.colorName}>
              {name(c.colorName, c.colorNameEN)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('products.size')} hint={sizeHint} error={errors.size} {...register('size')} />
        <TextField
          label={t('products.stock')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.stock}
          {...register('stock', { setValueAs: toNumber })}
        />
        <TextField
          label={t('products.lowStockThreshold')}
          hint={t('products.lowStockThresholdHint')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.lowStockThreshold}
          {...register('lowStockThreshold', { setValueAs: toThreshold })}
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
            {...register(field, { setValueAs: toNumber })}
          />
        ))}
      </div>
      <SaleFields register={register} errors={errors} saved={saved} />
      <div className={styles.formActions}>
        <CheckField label={t('products.bestSeller')} {...register('isBestSeller')} />
        <CheckField label={t('products.exclusive')} {...register('isExclusive')} />
        <CheckField label={t('products.personalised')} {...register('personalised')} />
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={styles.btnPrimary} disabled={saving}>
          <Save size={15} aria-hidden="true" />
          {saving ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

export type { CreateProductRequest };
