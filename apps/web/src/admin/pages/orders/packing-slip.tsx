import { formatMoney, type AdminOrder } from '@kehribar/contracts/plain';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDateTime } from '../../lib/format.ts';
import { orderLabel } from '../../lib/order-number.ts';
import styles from './packing-slip.module.css';

export interface SlipSeller {
  /** The trade name of the seller's identity (decision 029), or the shop's name when the owner has not set it. */
  name: string;
  address: string;
  phone: string;
}

/**
 * The sheet that goes into the parcel (docs/decisions/042-back-in-stock-and-gift-note.md): who sends, to
 * whom, what is inside and the gift note. A gift package carries no prices: no price column, no totals.
 */
export function PackingSlip({ order: o, seller }: { order: AdminOrder; seller: SlipSeller }) {
  const { t, language } = useAdminText();
  const english = language === 'en-EN';
  const priced = !o.giftPackage;
  const money = (amount: number) => formatMoney(amount, o.currency, language);
  const place = [o.state, o.city].filter(Boolean).join(' / ');

  return (
    <article className={styles.sheet} aria-label={t('slip.title')} data-testid="packing-slip">
      <header className={styles.head}>
        <div className={styles.seller}>
          <span className={styles.tradeName}>{seller.name}</span>
          {seller.address && <span className={styles.sellerLine}>{seller.address}</span>}
          {seller.phone && <span className={styles.sellerLine}>{seller.phone}</span>}
        </div>
        <div className={styles.meta}>
          <h1 className={styles.kind}>{t('slip.title')}</h1>
          <span className={styles.number}>{orderLabel(o)}</span>
          <span>{formatDateTime(o.orderCreateDate)}</span>
        </div>
      </header>

      <section aria-label={t('slip.deliverTo')}>
        <h2 className={styles.blockTitle}>{t('slip.deliverTo')}</h2>
        <address className={styles.address}>
          <span className={styles.recipient}>{o.contactName}</span>
          <br />
          {o.addressLine}
          <br />
          {[o.zipCode, place].filter(Boolean).join(' ')}
          {o.country && (
            <>
              <br />
              {o.country}
            </>
          )}
          <br />
          {[o.phoneNumber, o.email].filter(Boolean).join(' · ')}
        </address>
      </section>

      {o.giftPackage && <p className={styles.giftPackage}>{t('slip.giftPackage')}</p>}

      {o.giftNote && (
        <section className={styles.note} aria-label={t('orders.giftNote')} data-testid="slip-gift-note">
          <h2 className={styles.blockTitle}>{t('orders.giftNote')}</h2>
          <p className={styles.noteText}>{o.giftNote}</p>
        </section>
      )}

      <table className={styles.lines} aria-label={t('orders.items')}>
        <thead>
          <tr>
            <th scope="col">{t('orders.itemName')}</th>
            <th scope="col">{t('orders.itemVariant')}</th>
            <th scope="col">{t('orders.itemSize')}</th>
            <th scope="col" className={styles.num}>
              {t('orders.itemQuantity')}
            </th>
            {priced && (
              <>
                <th scope="col" className={styles.num}>
                  {t('orders.itemPrice')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('slip.lineTotal')}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {o.orderItems.map((item) => (
            <tr key={item.orderItemId}>
              <td>{english && item.productNameEN ? item.productNameEN : item.productName}</td>
              <td>{(english && item.variantNameEN ? item.variantNameEN : item.variantName) ?? '—'}</td>
              <td>{item.size}</td>
              <td className={styles.num}>{item.quantity}</td>
              {priced && (
                <>
                  <td className={styles.num}>{money(item.price)}</td>
                  <td className={styles.num}>{money(item.lineTotal)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>

      {priced && (
        <dl className={styles.totals} aria-label={t('slip.totals')}>
          <dt>{t('slip.subtotal')}</dt>
          <dd>{money(o.subtotal)}</dd>
          {o.discountAmount > 0 && (
            <>
              <dt>
                {o.appliedCoupon ? `${t('orders.discount')} (${o.appliedCoupon})` : t('orders.discount')}
              </dt>
              <dd>−{money(o.discountAmount)}</dd>
            </>
          )}
          <dt className={styles.grandTotal}>{t('orders.total')}</dt>
          <dd className={styles.grandTotal}>{money(o.totalPrice)}</dd>
        </dl>
      )}

      <p className={styles.thanks}>{t('slip.thanks')}</p>
    </article>
  );
}
