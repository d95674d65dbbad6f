import { Send } from 'lucide-react';
import { useState } from 'react';
import {
  ORDER_STATUS,
  type AdminOrder,
  type Carrier,
  CARRIERS,
  ENDPOINTS,
  type ShippingUpdateRequest,
} from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/ui/toast.tsx';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { canShip } from '../../lib/format.ts';
import { orderLabel } from '../../lib/order-number.ts';
import styles from '../../ui/admin.module.css';

const isHttpUrl = (text: string) => /^https?:\/\/\S+\.\S+/i.test(text.trim());

const isCarrier = (value: string | null): value is Carrier => CARRIERS.includes(value as Carrier);

/**
 * The shipping code of an order without one (docs/product/back-office.md §2, §4, §5): code, carrier (Yurtiçi, Aras,
 * MNG, PTT or another with its tracking URL) and send. Only a paid order (status 1) can be shipped:
 * anything else is refused here with the spec's message, and the server's refusal is shown too. On a
 * shipped order it corrects a wrong code (docs/decisions/024-after-sale.md): the customer is mailed again.
 */
export function ShippingForm({ order, wrap = false }: { order: AdminOrder; wrap?: boolean }) {
  const { t } = useAdminText();
  const correcting = order.orderStatus === ORDER_STATUS.Shipped;
  const [code, setCode] = useState(correcting ? (order.shippingCode ?? '') : '');
  const [carrier, setCarrier] = useState<Carrier>(
    correcting && isCarrier(order.shippingCarrier) ? order.shippingCarrier : 'yurtici',
  );
  const [url, setUrl] = useState(correcting && carrier === 'custom' ? (order.trackingUrl ?? '') : '');
  const send = useAdminMutation<ShippingUpdateRequest, AdminOrder>({
    mutationFn: (body) => api.call(ENDPOINTS.Order.ShippingUpdate, { body }),
    success: correcting ? 'msg.shippingCorrected' : 'msg.shippingSent',
    failure: 'msg.shippingFailed',
  });

  const submit = () => {
    if (!canShip(order.orderStatus) && !correcting) {
      notify.error(t('msg.notPaid'));
      return;
    }
    const same =
      code.trim() === order.shippingCode &&
      carrier === order.shippingCarrier &&
      (carrier !== 'custom' || url.trim() === order.trackingUrl);
    if (correcting && same) {
      notify.error(t('after.sameCode'));
      return;
    }
    if (code.trim().length < 3) {
      notify.error(t('orders.codeShort'));
      return;
    }
    if (carrier === 'custom' && !isHttpUrl(url)) {
      notify.error(t('orders.urlRequired'));
      return;
    }
    send.mutate({
      orderId: order.id,
      shippingCode: code.trim(),
      carrier,
      trackingUrl: carrier === 'custom' ? url.trim() : null,
    });
  };

  const label = t(correcting ? 'after.correctFor' : 'orders.codeFor', { order: orderLabel(order) });
  return (
    <form
      className={styles.inlineForm}
      style={{ flexWrap: wrap ? 'wrap' : 'nowrap', alignItems: 'center' }}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        className={styles.input}
        style={{ width: 130, minHeight: 30 }}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={t('orders.codePlaceholder')}
        aria-label={label}
        maxLength={60}
      />
      <select
        className={styles.select}
        style={{ width: 'auto', minHeight: 30 }}
        value={carrier}
        onChange={(event) => setCarrier(event.target.value as Carrier)}
        aria-label={t('orders.carrier')}
      >
        {CARRIERS.map((c) => (
          <option key={c} value={c}>
            {t(`orders.carrier.${c}`)}
          </option>
        ))}
      </select>
      {carrier === 'custom' && (
        <input
          className={styles.input}
          style={{ width: 200, minHeight: 30 }}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://"
          aria-label={t('orders.trackingUrl')}
        />
      )}
      <button type="submit" className={styles.btn} disabled={send.isPending}>
        <Send size={14} aria-hidden="true" />
        {t(correcting ? 'after.correct' : 'orders.send')}
      </button>
    </form>
  );
}
