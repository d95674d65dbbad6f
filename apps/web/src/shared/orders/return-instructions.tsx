import type { Order } from '@kehribar/contracts';
import { useQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import { shopContactQuery } from '../queries/content.ts';
import styles from './after-sale.module.css';

/**
 * How to send a return back (docs/decisions/024-after-sale.md, 'The law, as read'): the shop's return
 * carrier and code, or its contact address when none is set; within 10 days; the refund follows within
 * 14 days of receipt, to the same card, in one go.
 */
export function ReturnInstructions({
  shipping,
  headingLevel,
}: {
  shipping: Order['returnShipping'];
  /** The level of its heading in the page or dialog it sits in. */
  headingLevel: 3 | 4 | 5 | 6;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const known = Boolean(shipping.carrier.trim() && shipping.code.trim());
  const contact = useQuery({ ...shopContactQuery, enabled: !known });
  const email = contact.data?.mailInfo?.trim();
  return (
    <div className={styles.instructions} data-testid="return-instructions">
      <Heading className={styles.instructionsTitle}>
        <PackageOpen size={18} strokeWidth={1.5} aria-hidden="true" />
        {t('orders.instructions.title')}
      </Heading>
      {known && (
        <dl className={styles.returnCode}>
          <div>
            <dt>{t('orders.instructions.carrierLabel')}</dt>
            <dd data-testid="return-carrier">{shipping.carrier}</dd>
          </div>
          <div>
            <dt>{t('orders.instructions.codeLabel')}</dt>
            <dd data-testid="return-code">{shipping.code}</dd>
          </div>
        </dl>
      )}
      <ol className={styles.instructionSteps}>
        <li>
          {known
            ? t('orders.instructions.carrier', { carrier: shipping.carrier, code: shipping.code })
            : email
              ? t('orders.instructions.fallback', { email })
              : t('orders.instructions.fallbackNoEmail')}
        </li>
        <li>{t('orders.instructions.within')}</li>
        <li>{t('orders.instructions.refund')}</li>
      </ol>
    </div>
  );
}
