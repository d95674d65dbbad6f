import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDateTime } from '../../lib/format.ts';
import styles from '../../ui/admin.module.css';
import { Section } from '../../ui/page.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';

/** Who waits for a sold-out product or option (docs/decisions/042-back-in-stock-and-gift-note.md); Staff may see it. */
export const stockWaitersQuery = (productId?: string) => ({
  queryKey: ['admin', 'stock-waiters', productId ?? 'all'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call(ENDPOINTS.Products.GetStockWaiters, { query: { productId }, signal }),
  staleTime: 15_000,
});

/** How many addresses wait for each product, for the product list's column. */
export const stockWaitCountsQuery = () => ({
  queryKey: ['admin', 'stock-wait-counts'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call(ENDPOINTS.Products.GetStockWaitCounts, { signal }),
  staleTime: 15_000,
});

/** The product edit page's panel: each waiting address, the option asked for, the language and when. */
export function StockWaitersPanel({ productId }: { productId: string }) {
  const { t } = useAdminText();
  const waiters = useQuery(stockWaitersQuery(productId));
  return (
    <Section title={t('products.waitersTitle')}>
      <QueryView query={waiters}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>{t('products.waitersNone')}</EmptyState>
          ) : (
            <div className={styles.tableWrap} tabIndex={0}>
              <table
                className={styles.table}
                aria-label={t('products.waitersTitle')}
                data-testid="stock-waiters"
              >
                <thead>
                  <tr>
                    <th scope="col">{t('common.email')}</th>
                    <th scope="col">{t('products.waitersOption')}</th>
                    <th scope="col">{t('products.waitersLanguage')}</th>
                    <th scope="col">{t('products.waitersSince')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((w) => (
                    <tr key={w.id}>
                      <td>{w.email}</td>
                      <td>{w.variantName ?? '—'}</td>
                      <td>{w.language === 'en-EN' ? 'English' : 'Türkçe'}</td>
                      <td>{formatDateTime(w.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </Section>
  );
}
