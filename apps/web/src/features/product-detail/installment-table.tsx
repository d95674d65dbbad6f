import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { ENDPOINTS, type InstallmentTable as Table } from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../shared/ui/use-media-query.ts';
import styles from './installment-table.module.css';

/**
 * Payment/GetInstallmentTable under the 'products' root, so the server render reads it with the page
 * (entry-server.tsx); a failed read leaves nothing on the page (docs/decisions/041-product-page-instalments-size-guide-share.md).
 */
export const installmentTableQuery = (productId: string) => ({
  queryKey: ['products', 'installments', productId.toLowerCase()],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call(ENDPOINTS.Payment.GetInstallmentTable, {
      query: { productId },
      signal,
      background: true,
      auth: false,
    }),
  staleTime: 10 * 60_000,
  retry: false,
});

/**
 * The instalments per card family before any card is typed (docs/product/storefront.md §2), or
 * "Tek çekim" and why when the category allows a single payment (decision 028). Open on a wide screen,
 * collapsed to its summary on a phone.
 */
export function InstallmentTable({ productId }: { productId: string }) {
  const { data } = useQuery(installmentTableQuery(productId));
  if (!data) return null;
  return data.families.length === 0 ? <SinglePayment table={data} /> : <Families table={data} />;
}

function SinglePayment({ table }: { table: Table }) {
  const { t } = useTranslation();
  return (
    <section className={styles.single} aria-labelledby="installments-single" data-testid="installments">
      <CreditCard size={18} strokeWidth={1.4} aria-hidden="true" />
      <div>
        <h2 id="installments-single" className={styles.singleTitle}>
          {t('productExtras.installments.singleTitle')}
        </h2>
        <p>{t(`productExtras.installments.reason.${table.singlePaymentReason ?? 'provider'}`)}</p>
      </div>
    </section>
  );
}

function Families({ table }: { table: Table }) {
  const { t } = useTranslation();
  const { price } = useLocale();
  // The server cannot know the screen: it sends the table closed and the stylesheet shows it open on a
  // wide screen at once; the attribute follows after hydration so the summary's state tells the truth.
  const wide = useMediaQuery(WIDE_SCREEN);
  const money = (amount: number) => price(amount, table.currency);
  return (
    <details className={styles.details} open={wide || undefined} data-testid="installments">
      <summary className={styles.summary}>
        <CreditCard size={18} strokeWidth={1.4} aria-hidden="true" />
        <span className={styles.summaryTitle}>{t('productExtras.installments.title')}</span>
        <span className={styles.upTo}>
          {t('productExtras.installments.upTo', { count: table.maxInstallments })}
        </span>
      </summary>
      <h2 className={styles.wideTitle}>
        {t('productExtras.installments.title')}
        <span className={styles.upTo}>
          {t('productExtras.installments.upTo', { count: table.maxInstallments })}
        </span>
      </h2>
      {table.shownCurrency !== table.currency && (
        <p className={styles.note}>{t('productExtras.installments.inTry', { price: money(table.price) })}</p>
      )}
      <div className={styles.grid}>
        {table.families.map((family) => (
          <table key={`${family.bankName}-${family.cardFamilyName}`} className={styles.family}>
            <caption className={styles.caption}>
              <strong>{family.cardFamilyName}</strong> <span>{family.bankName}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('productExtras.installments.count')}</th>
                <th scope="col">{t('productExtras.installments.monthly')}</th>
                <th scope="col">{t('productExtras.installments.total')}</th>
              </tr>
            </thead>
            <tbody>
              {family.rows.map((row) => (
                <tr key={row.installmentNumber}>
                  <th scope="row">{row.installmentNumber}</th>
                  <td>{money(row.monthly)}</td>
                  <td>{money(row.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className={styles.note}>{t('productExtras.installments.note')}</p>
    </details>
  );
}
