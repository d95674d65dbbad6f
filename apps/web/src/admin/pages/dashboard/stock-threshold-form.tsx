import { Save } from 'lucide-react';
import { useState } from 'react';
import { ENDPOINTS, type StockSettings } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';
import { TextField } from '../../ui/fields.tsx';
import dash from './dashboard.module.css';

/**
 * The shop-wide low-stock threshold (Products/UpdateStockSettings); a product's own number, set on its
 * form, wins over it (docs/decisions/031-dashboard-figures.md).
 */
export function StockThresholdForm({ current }: { current: number }) {
  const { t } = useAdminText();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string>();
  const save = useAdminMutation<number, StockSettings>({
    mutationFn: (lowStockThreshold) =>
      api.call(ENDPOINTS.Products.UpdateStockSettings, { body: { lowStockThreshold } }),
    success: (data) => t('dash.thresholdSaved', { threshold: data.lowStockThreshold }),
  });
  return (
    <form
      className={dash.thresholdForm}
      onSubmit={(event) => {
        event.preventDefault();
        const n = Number(value);
        if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n > 1_000_000) {
          setError(t('dash.thresholdInvalid'));
          return;
        }
        setError(undefined);
        save.mutate(n);
      }}
    >
      <TextField
        label={t('dash.threshold')}
        hint={t('dash.thresholdHint')}
        error={error}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={dash.thresholdField}
      />
      <button type="submit" className={styles.btn} disabled={save.isPending || value === String(current)}>
        <Save size={15} aria-hidden="true" />
        {t('common.save')}
      </button>
    </form>
  );
}
