import { Plus, Save } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type Category,
  ENDPOINTS,
  NEW_SUB_CATEGORY_NAMES,
  type SubCategory,
  subCategoryNamesSchema,
} from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';
import { fieldErrorText } from '../../lib/field-errors.ts';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { useLeaveGuard } from '../../ui/leave-guard.tsx';
import { Section } from '../../ui/page.tsx';
import { EmptyState } from '../../ui/states.tsx';

interface Names {
  name: string;
  nameEN: string;
}

type NameErrors = Partial<Record<keyof Names, string>>;

/** The names' problems in the admin's words (the contract's rule: trimmed, never blank); none when valid. */
function useNameCheck() {
  const { t, isEnglish } = useAdminText();
  return (names: Names): NameErrors | null => {
    const result = subCategoryNamesSchema.safeParse(names);
    if (result.success) return null;
    const errors: NameErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof Names;
      errors[key] ??= fieldErrorText({ type: issue.code, message: issue.message }, t, isEnglish);
    }
    return errors;
  };
}

/** A name cell of the table: the input, and under it why the name is refused. */
function NameInput({
  value,
  label,
  error,
  onChange,
}: {
  value: string;
  label: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <input
        className={`${styles.input} ${styles.cellInput}`}
        value={value}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={id} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** One sub-category row: its names editable in place, update and delete. */
function SubCategoryRow({ sub }: { sub: SubCategory }) {
  const { t } = useAdminText();
  const [names, setNames] = useState<Names>({ name: sub.name, nameEN: sub.nameEN });
  const [errors, setErrors] = useState<NameErrors>({});
  const check = useNameCheck();
  const confirmDelete = useConfirmDelete();
  const update = useAdminMutation<Names>({
    mutationFn: (body) =>
      api.call(ENDPOINTS.SubCategories.UpdateSubCategory, { body: { id: sub.id, ...body } }),
    success: 'msg.subUpdated',
    failure: 'msg.subUpdateFailed',
  });
  const remove = useAdminMutation({
    mutationFn: () => api.call(ENDPOINTS.SubCategories.DeleteSubCategory, { body: { id: sub.id } }),
    success: 'msg.subDeleted',
    failure: 'msg.subDeleteFailed',
  });
  const changed = names.name !== sub.name || names.nameEN !== sub.nameEN;
  useLeaveGuard(changed);
  const edit = (key: keyof Names) => (value: string) => {
    setNames((n) => ({ ...n, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  return (
    <tr>
      <td>
        <NameInput
          value={names.name}
          label={`${t('common.name')} (${sub.name})`}
          error={errors.name}
          onChange={edit('name')}
        />
      </td>
      <td>
        <NameInput
          value={names.nameEN}
          label={`${t('common.nameEN')} (${sub.nameEN})`}
          error={errors.nameEN}
          onChange={edit('nameEN')}
        />
      </td>
      <td>
        <div className={styles.rowActions}>
          <button
            type="button"
            className={styles.btn}
            disabled={!changed || update.isPending}
            onClick={() => {
              const problems = check(names);
              setErrors(problems ?? {});
              if (!problems) update.mutate(names);
            }}
          >
            <Save size={14} aria-hidden="true" />
            {t('common.update')}
          </button>
          <DeleteButton
            confirm={() => confirmDelete(sub.name)}
            onDelete={() => remove.mutate()}
            busy={remove.isPending}
          />
        </div>
      </td>
    </tr>
  );
}

/**
 * The sub-category table of a category (docs/product/back-office.md §2): add (with the default names 'Yeni Alt
 * Kategori' / 'New Sub Category'), update, delete.
 */
export function SubCategoriesPanel({ category }: { category: Category }) {
  const { t } = useAdminText();
  const [draft, setDraft] = useState<Names>({ ...NEW_SUB_CATEGORY_NAMES });
  const [errors, setErrors] = useState<NameErrors>({});
  const check = useNameCheck();
  useLeaveGuard(draft.name !== NEW_SUB_CATEGORY_NAMES.name || draft.nameEN !== NEW_SUB_CATEGORY_NAMES.nameEN);
  const edit = (key: keyof Names) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const add = useAdminMutation<Names>({
    mutationFn: (body) =>
      api.call(ENDPOINTS.SubCategories.CreateSubCategory, { body: { ...body, categoryId: category.id } }),
    success: 'msg.subAdded',
    failure: 'msg.subAddFailed',
    onSuccess: () => setDraft({ ...NEW_SUB_CATEGORY_NAMES }),
  });
  return (
    <Section title={t('categories.subTitle')}>
      {category.subCategories.length === 0 && <EmptyState>{t('categories.subEmpty')}</EmptyState>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const problems = check(draft);
          setErrors(problems ?? {});
          if (!problems) add.mutate(draft);
        }}
      >
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={t('categories.subTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('common.name')}</th>
                <th scope="col">{t('common.nameEN')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {category.subCategories.map((sub) => (
                <SubCategoryRow key={`${sub.id}:${sub.name}:${sub.nameEN}`} sub={sub} />
              ))}
              <tr>
                <td>
                  <NameInput
                    value={draft.name}
                    label={`${t('categories.subAdd')}: ${t('common.name')}`}
                    error={errors.name}
                    onChange={edit('name')}
                  />
                </td>
                <td>
                  <NameInput
                    value={draft.nameEN}
                    label={`${t('categories.subAdd')}: ${t('common.nameEN')}`}
                    error={errors.nameEN}
                    onChange={edit('nameEN')}
                  />
                </td>
                <td>
                  <div className={styles.rowActions}>
                    <button type="submit" className={styles.btnPrimary} disabled={add.isPending}>
                      <Plus size={14} aria-hidden="true" />
                      {t('categories.subAdd')}
                    </button>
                  </div>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </form>
    </Section>
  );
}
