import { Gift, Mail, MapPin, Package, Phone, Receipt } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { addressLines, type CheckoutDraft } from './checkout-draft.ts';
import styles from './payment.module.css';

/** The shipping step's answers, read-only (the gift note too, decision 042), with a way back to change them. */
export function ReviewCard({ draft, onEdit }: { draft: CheckoutDraft; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} aria-labelledby="review-title" data-testid="review">
      <h2 id="review-title" className={styles.blockTitle}>
        {t('checkout.review.title')}
        <button type="button" className={styles.edit} onClick={onEdit}>
          {t('checkout.review.edit')}
        </button>
      </h2>
      <dl className={styles.review}>
        <div className={styles.reviewRow}>
          <dt>{t('checkout.review.contact')}</dt>
          <dd>
            <span className={styles.reviewLine}>
              <Mail size={14} strokeWidth={1.5} aria-hidden="true" />
              {draft.email}
            </span>
            <span className={styles.reviewLine}>
              <Phone size={14} strokeWidth={1.5} aria-hidden="true" />
              {draft.phoneNumber}
            </span>
          </dd>
        </div>
        <div className={styles.reviewRow}>
          <dt>{t('checkout.review.shipping')}</dt>
          <dd data-testid="review-shipping">
            <span className={styles.reviewLine}>
              <MapPin size={14} strokeWidth={1.5} aria-hidden="true" />
              <span>
                {addressLines(draft.shipping).map((line, i) => (
                  <span key={i} className={styles.block1}>
                    {line}
                  </span>
                ))}
              </span>
            </span>
          </dd>
        </div>
        <div className={styles.reviewRow}>
          <dt>{t('checkout.review.billing')}</dt>
          <dd data-testid="review-billing">
            <span className={styles.reviewLine}>
              <Receipt size={14} strokeWidth={1.5} aria-hidden="true" />
              <span>
                {draft.billingSeparate
                  ? addressLines(draft.billing).map((line, i) => (
                      <span key={i} className={styles.block1}>
                        {line}
                      </span>
                    ))
                  : t('checkout.review.sameAsShipping')}
              </span>
            </span>
          </dd>
        </div>
        {(draft.giftNote || draft.giftPackage) && (
          <div className={styles.reviewRow}>
            <dt>{t('checkout.gift.title')}</dt>
            <dd data-testid="review-gift">
              {draft.giftNote && (
                <span className={styles.reviewLine}>
                  <Gift size={14} strokeWidth={1.5} aria-hidden="true" />
                  <span>
                    {t('checkout.gift.reviewNote')}: “{draft.giftNote}”
                  </span>
                </span>
              )}
              {draft.giftPackage && (
                <span className={styles.reviewLine}>
                  <Package size={14} strokeWidth={1.5} aria-hidden="true" />
                  <span>{t('checkout.gift.reviewPackage')}</span>
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
