import { FileDown } from 'lucide-react';
import { useState } from 'react';
import type { Order } from '@kehribar/contracts/plain';
import { downloadFile } from '../api/download.ts';
import { useTranslation } from '../i18n/react.tsx';
import { notify } from '../ui/toast.tsx';
import styles from './after-sale.module.css';

/**
 * The order's invoice for its shopper (docs/decisions/032-exports-and-invoices.md): the download goes
 * through the API with the shopper's token (a guest's link carries the order's token), so it is a button
 * rather than a plain link.
 */
export function InvoiceDownload({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!order.invoiceUrl) return null;
  const url = order.invoiceUrl;
  return (
    <div>
      <dt>{t('orders.invoice.title')}</dt>
      <dd>
        <button
          type="button"
          className={`${styles.track} ${styles.invoiceButton}`}
          data-testid="order-invoice-download"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            downloadFile(url, `fatura-${order.orderNumber}.pdf`)
              .catch(() => notify.error(t('orders.invoice.failed')))
              .finally(() => setBusy(false));
          }}
        >
          {t('orders.invoice.download')}
          <FileDown size={14} strokeWidth={1.5} aria-hidden="true" />
        </button>
      </dd>
    </div>
  );
}
