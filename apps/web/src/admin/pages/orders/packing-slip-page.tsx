import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { adminPath } from '../../layout/menu.ts';
import { orderLabel } from '../../lib/order-number.ts';
import styles from '../../ui/admin.module.css';
import { QueryView } from '../../ui/states.tsx';
import { PackingSlip, type SlipSeller } from './packing-slip.tsx';
import slip from './packing-slip.module.css';

/**
 * docs/product/back-office.md §2 `orders/{id}/packing-slip`: the order's packing slip, printed with the
 * browser's print (the frame and these buttons are left out of the print). The seller's name comes from
 * the static content the back office already reads (public, so Staff see it too).
 */
export default function PackingSlipPage() {
  const { t } = useAdminText();
  const { id = '' } = useParams();
  const order = useQuery(adminReads.order(id));
  const content = useQuery(adminReads.content());
  const s = content.data?.staticContent;
  const seller: SlipSeller = {
    name: s?.sellerTradeName || t('app.shop'),
    address: s?.sellerAddress ?? '',
    phone: s?.sellerPhone ?? '',
  };
  useDocumentTitle(
    order.data ? `${t('slip.title')} ${orderLabel(order.data)} · ${t('app.title')}` : t('slip.title'),
  );

  return (
    <>
      <div className={slip.toolbar}>
        <Link to={adminPath(`orders/${id}`)} className={styles.btn}>
          <ArrowLeft size={15} aria-hidden="true" />
          {t('slip.backToOrder')}
        </Link>
        <button
          type="button"
          className={styles.btnPrimary}
          disabled={!order.data || content.isPending}
          onClick={() => window.print()}
        >
          <Printer size={15} aria-hidden="true" />
          {t('slip.print')}
        </button>
      </div>
      <QueryView query={order}>{(o) => <PackingSlip order={o} seller={seller} />}</QueryView>
    </>
  );
}
