import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ENDPOINTS, MAX_STOCK, type Product } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';

/** The typed stock, when it is one the server takes: a whole number from 0 to MAX_STOCK. */
export function stockOf(typed: string): number | null {
  if (!/^\d+$/.test(typed.trim())) return null;
  const stock = Number(typed.trim());
  return stock <= MAX_STOCK ? stock : null;
}

/**
 * A product's stock, edited in the product list (Products/UpdateStock): the field, and a save button
 * once the figure differs from the saved one. Enter saves too.
 */
export function StockField({ product }: { product: Pick<Product, 'id' | 'title' | 'stock'> }) {
  const { t } = useAdminText();
  const [typed, setTyped] = useState(String(product.stock));
  useEffect(() => setTyped(String(product.stock)), [product.stock]);
  const save = useAdminMutation<number, { id: string; stock: number }>({
    mutationFn: (stock) =>
      api.call(ENDPOINTS.Products.UpdateStock, { body: { productId: product.id, stock } }),
    success: (saved) => t('lists.stock.saved', { name: product.title, stock: saved.stock }),
    failure: 'lists.stock.failed',
  });
  const stock = stockOf(typed);
  const changed = typed.trim() !== String(product.stock);
  const submit = () => {
    if (stock !== null && changed) save.mutate(stock);
  };
  return (
    <form
      className={styles.inlineForm}
      style={{ flexWrap: 'nowrap', alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        className={styles.input}
        style={{ width: 78, minHeight: 30 }}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_STOCK}
        step={1}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-label={t('lists.stock.label', { name: product.title })}
        aria-invalid={stock === null || undefined}
        title={stock === null ? t('lists.stock.invalid') : undefined}
      />
      {changed && (
        <button
          type="submit"
          className={styles.btnPrimary}
          style={{ minHeight: 30 }}
          disabled={stock === null || save.isPending}
          title={stock === null ? t('lists.stock.invalid') : t('common.save')}
        >
          <Check size={14} aria-hidden="true" />
          <span className="visually-hidden">
            {t('common.save')}: {t('lists.stock.label', { name: product.title })}
          </span>
        </button>
      )}
    </form>
  );
}
