import { CARRIERS, formatMoney, type AdminOrder, type OrderEvent } from '@kehribar/contracts';
import { useAdminText, type Translate } from '../../i18n/use-admin-text.ts';
import { carrierName } from '../../lib/carriers.ts';
import { formatDateTime } from '../../lib/format.ts';
import styles from '../../ui/admin.module.css';
import { Section } from '../../ui/page.tsx';

const CARRIER_KEY = new RegExp(`\\b(${CARRIERS.join('|')})\\b`, 'g');

/** A note in the owner's words: how a cancellation went back, when a parcel arrived; else as recorded. */
function noteOf(event: OrderEvent, t: Translate): string {
  const { note } = event;
  if (!note) return '';
  if (event.type === 'canceled' && (note === 'void' || note === 'refund'))
    return t(`after.cancelKind.${note}`);
  if (event.type === 'delivered') return formatDateTime(note) || note;
  // Shipping notes name the carrier by its key ('yurtici YK123'): the owner reads its name.
  if (event.type === 'shipped' || event.type === 'shipping_corrected')
    return note.replace(CARRIER_KEY, (key) => carrierName(key, t));
  return note;
}

/**
 * Every step of the order, oldest first, newest last (docs/decisions/024-after-sale.md point 2): when,
 * who (customer, shop or system, with the account's e-mail), what, the amount and the bank's reference.
 */
export function EventHistory({ order }: { order: AdminOrder }) {
  const { t, language } = useAdminText();
  const events = [...order.events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const title = t('after.historyTitle');
  return (
    <Section title={title}>
      {events.length === 0 ? (
        <p className={styles.muted}>{t('after.noEvents')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0}>
          <table className={styles.table} aria-label={title} data-testid="order-events">
            <thead>
              <tr>
                <th scope="col">{t('after.when')}</th>
                <th scope="col">{t('after.who')}</th>
                <th scope="col">{t('after.what')}</th>
                <th scope="col" className={styles.num}>
                  {t('after.amount')}
                </th>
                <th scope="col">{t('after.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e, i) => {
                const note = noteOf(e, t);
                return (
                  <tr key={`${e.at}-${i}`} data-event={e.type}>
                    <td className={styles.nowrap}>{formatDateTime(e.at)}</td>
                    <td>
                      {t(`after.actor.${e.actor}`)}
                      {e.actorEmail && <div className={styles.muted}>{e.actorEmail}</div>}
                    </td>
                    <td>
                      {t(`after.event.${e.type}`)}
                      {note && <div className={styles.muted}>{note}</div>}
                    </td>
                    <td className={`${styles.num} ${styles.nowrap}`}>
                      {e.amount != null ? formatMoney(e.amount, order.currency, language) : ''}
                    </td>
                    <td className={styles.mono}>{e.providerReference ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
