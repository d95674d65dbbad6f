import { Gift } from 'lucide-react';
import type { Order } from '@kehribar/contracts/plain';
import { useTranslation } from '../i18n/react.tsx';
import styles from './order-gift.module.css';

/** The order's gift note and gift-package choice, for the shopper's order views (decision 042); nothing without them. */
export function OrderGift({ order }: { order: Pick<Order, 'giftNote' | 'giftPackage'> }) {
  const { t } = useTranslation();
  if (!order.giftNote && !order.giftPackage) return null;
  return (
    <section className={styles.gift} aria-label={t('orders.gift.title')} data-testid="order-gift">
      <h2 className={styles.title}>
        <Gift size={16} strokeWidth={1.5} aria-hidden="true" />
        {t('orders.gift.title')}
      </h2>
      {order.giftNote && (
        <blockquote className={styles.note} aria-label={t('orders.gift.note')}>
          {order.giftNote}
        </blockquote>
      )}
      {order.giftPackage && <p className={styles.package}>{t('orders.gift.package')}</p>}
    </section>
  );
}
