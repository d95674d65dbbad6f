import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { type Color, ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/ui/toast.tsx';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { TextField } from '../../ui/fields.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { QueryView } from '../../ui/states.tsx';
import { colorRequest, DEFAULT_COLOR_CODE, type ColorDraft } from './color-form.ts';
import { useLeaveGuard } from '../../ui/leave-guard.tsx';

const EMPTY: ColorDraft = { colorName: '', colorNameEN: '', colorCode: DEFAULT_COLOR_CODE };

/**
 * docs/product/back-office.md §2 available colours: swatch, name, code and 'Sil'; a picker (default #000000), the
 * Turkish and English names and 'Ekle'. Empty fields are refused with 'Renk adı ve renk kodu boş
 * olamaz.'
 */
export default function AvailableColorsPage() {
  const { t, isEnglish } = useAdminText();
  const colors = useQuery(adminReads.colors());
  const [draft, setDraft] = useState<ColorDraft>(EMPTY);
  useLeaveGuard(JSON.stringify(draft) !== JSON.stringify(EMPTY));
  const confirmDelete = useConfirmDelete();
  const add = useAdminMutation<ColorDraft, Color>({
    mutationFn: (body) => api.call(ENDPOINTS.Products.AddColor, { body }),
    success: 'msg.colorAdded',
    failure: 'msg.colorFailed',
    onSuccess: () => setDraft(EMPTY),
  });
  const remove = useAdminMutation<Color>({
    mutationFn: (color) => api.call(ENDPOINTS.Products.RemoveColor, { query: { colorId: color.id } }),
    success: 'msg.colorDeleted',
    failure: 'msg.colorDeleteFailed',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = colorRequest(draft);
    if (!body) {
      notify.error(t('msg.colorEmpty'));
      return;
    }
    add.mutate(body);
  };

  return (
    <AdminPage title={t('colors.title')}>
      <QueryView query={colors} empty={t('colors.empty')}>
        {(list) => (
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label={t('colors.title')} data-testid="colors-table">
              <thead>
                <tr>
                  <th scope="col">{t('colors.swatch')}</th>
                  <th scope="col">{t('colors.name')}</th>
                  <th scope="col">{t('colors.nameEN')}</th>
                  <th scope="col">{t('colors.code')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('common.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((color) => (
                  <tr key={color.id}>
                    <td>
                      <span
                        className={styles.swatch}
                        style={{ background: color.colorCode }}
                        aria-hidden="true"
                      />
                    </td>
                    <td>{isEnglish ? color.colorNameEN || color.colorName : color.colorName}</td>
                    <td>{color.colorNameEN}</td>
                    <td className={styles.mono}>{color.colorCode}</td>
                    <td>
                      <div className={styles.rowActions}>
                        <button
                          type="button"
                          className={styles.btnDanger}
                          aria-label={`${t('colors.delete')}: ${color.colorName}`}
                          disabled={remove.isPending}
                          onClick={async () => {
                            if (await confirmDelete(color.colorName)) remove.mutate(color);
                          }}
                        >
                          <Trash2 size={14} aria-hidden="true" />
                          {t('colors.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <Section title={t('colors.newTitle')}>
        <form
          className={`${styles.panel} ${styles.form}`}
          onSubmit={submit}
          noValidate
          aria-label={t('colors.newTitle')}
        >
          <div className={styles.grid4}>
            <div className={styles.field}>
              <label className={styles.label} htmlFor="color-picker">
                {t('colors.picker')}
              </label>
              <div className={styles.inlineForm} style={{ flexWrap: 'nowrap' }}>
                <input
                  id="color-picker"
                  type="color"
                  className={styles.input}
                  style={{ width: 56, padding: 2 }}
                  value={/^#[0-9a-f]{6}$/i.test(draft.colorCode) ? draft.colorCode : DEFAULT_COLOR_CODE}
                  onChange={(event) => setDraft((d) => ({ ...d, colorCode: event.target.value }))}
                />
                <input
                  className={`${styles.input} ${styles.mono}`}
                  value={draft.colorCode}
                  aria-label={t('colors.code')}
                  maxLength={20}
                  onChange={(event) => setDraft((d) => ({ ...d, colorCode: event.target.value }))}
                />
              </div>
            </div>
            <TextField
              label={t('colors.name')}
              value={draft.colorName}
              onChange={(event) => setDraft((d) => ({ ...d, colorName: event.target.value }))}
            />
            <TextField
              label={t('colors.nameEN')}
              value={draft.colorNameEN}
              onChange={(event) => setDraft((d) => ({ ...d, colorNameEN: event.target.value }))}
            />
            <div className={styles.field} style={{ alignContent: 'end' }}>
              <button type="submit" className={styles.btnPrimary} disabled={add.isPending}>
                <Plus size={15} aria-hidden="true" />
                {t('colors.add')}
              </button>
            </div>
          </div>
        </form>
      </Section>
    </AdminPage>
  );
}
