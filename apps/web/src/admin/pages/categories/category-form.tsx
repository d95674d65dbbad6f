import { Save } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { type CreateCategoryRequest, createCategoryRequestSchema } from '@kehribar/contracts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { throughContract } from '../../lib/through-contract.ts';
import {
  optionsAfterModeChange,
  SIZE_MODES,
  sizeOptionsMissing,
  toCategoryRequest,
  type CategoryDraft,
} from '../../lib/size-mode.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import styles from '../../ui/admin.module.css';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { ScopeField } from '../collections/scope-field.tsx';
import { keepAsSaved, useFormLeaveGuard } from '../../ui/leave-guard.tsx';

const draftSchema = throughContract(
  z
    .object({
      name: z.string(),
      nameEN: z.string(),
      scope: z.enum(['both', 'man', 'woman']),
      sizeMode: z.enum(['manual', 'selectable', 'standard']),
      // A disabled input may hand over no value.
      sizeOptions: z.string().default(''),
      maxInstallments: z.string().default(''),
    })
    .superRefine((draft, ctx) => {
      if (sizeOptionsMissing(draft.sizeMode, draft.sizeOptions)) {
        ctx.addIssue({ code: 'custom', path: ['sizeOptions'], message: 'selectable' });
      }
    }),
  toCategoryRequest,
  createCategoryRequestSchema,
);

/** The counts the owner may allow; MAX_INSTALLMENTS (docs/decisions/028-try-for-residents-and-jewellery-instalments.md) still caps them. */
const INSTALMENT_COUNTS = [1, 2, 3, 4, 6, 9, 12] as const;

export type CategoryRequest = z.output<typeof draftSchema>;

/**
 * A category's fields (docs/product/back-office.md §2, §4): names, gender scope (both, men, women — the two flags),
 * size mode (manual, selectable with comma-separated options, standard) and the highest instalment count.
 * Leaving selectable clears the options.
 */
export function CategoryForm({
  initial,
  saving,
  onSave,
}: {
  initial: CategoryDraft;
  saving: boolean;
  onSave: (body: CreateCategoryRequest, saved?: () => void) => void;
}) {
  const { t } = useAdminText();
  const form = useForm<CategoryDraft, unknown, CategoryRequest>({
    defaultValues: initial,
    resolver: adminResolver(draftSchema),
  });
  const { register, handleSubmit, setValue, getValues, control, formState } = form;
  useFormLeaveGuard(form);
  const errors = formState.errors;
  const mode = useWatch({ control, name: 'sizeMode' });

  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={handleSubmit((body) => onSave(body, () => keepAsSaved(form)))}
      noValidate
      aria-label={t('categories.editTitle')}
    >
      <div className={styles.grid2}>
        <TextField label={t('common.name')} error={errors.name} {...register('name')} />
        <TextField label={t('common.nameEN')} error={errors.nameEN} {...register('nameEN')} />
      </div>
      <div className={styles.grid3}>
        <ScopeField {...register('scope')} />
        <SelectField
          label={t('categories.sizeMode')}
          {...register('sizeMode', {
            onChange: (event: { target: { value: string } }) =>
              setValue(
                'sizeOptions',
                optionsAfterModeChange(
                  event.target.value as CategoryDraft['sizeMode'],
                  getValues('sizeOptions'),
                ),
              ),
          })}
        >
          {SIZE_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`categories.sizeMode.${m}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('categories.sizeOptions')}
          hint={t('categories.sizeOptionsHint')}
          disabled={mode !== 'selectable'}
          error={errors.sizeOptions ? t('categories.sizeOptionsRequired') : undefined}
          {...register('sizeOptions')}
        />
      </div>
      <div className={styles.grid3}>
        <SelectField
          label={t('categories.maxInstallments')}
          hint={t('categories.maxInstallmentsHint')}
          {...register('maxInstallments')}
        >
          <option value="">{t('categories.maxInstallments.default')}</option>
          {INSTALMENT_COUNTS.map((n) => (
            <option key={n} value={String(n)}>
              {n === 1
                ? t('categories.maxInstallments.single')
                : t('categories.maxInstallments.count', { n })}
            </option>
          ))}
        </SelectField>
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
