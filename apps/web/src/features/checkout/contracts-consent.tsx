import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from '../../shared/i18n/react.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CheckoutContracts } from '@kehribar/contracts/plain';
import { Modal } from '../../shared/ui/modal.tsx';
import { Checkbox } from '../../shared/ui/form/index.ts';
import styles from './payment.module.css';

type Doc = 'preInformationForm' | 'distanceSellingContract';

/**
 * The pre-information form and the distance selling contract, filled with this order's details by the
 * server, each readable in a dialog, and the acceptance the payment needs (Turkish distance-selling law).
 */
export function ContractsConsent({
  contracts,
  loading,
  failed,
  field,
  error,
}: {
  contracts: CheckoutContracts | undefined;
  loading: boolean;
  failed: boolean;
  field: UseFormRegisterReturn<'acceptContracts'>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Doc | null>(null);
  const titles: Record<Doc, string> = {
    preInformationForm: t('checkout.contracts.preInformation'),
    distanceSellingContract: t('checkout.contracts.distanceSelling'),
  };
  // Trans puts the translated words inside these buttons.
  const opener = (doc: Doc) => (
    <button type="button" className={styles.docLink} onClick={() => setOpen(doc)} />
  );

  return (
    <section className={styles.block} aria-labelledby="contracts-title">
      <h2 id="contracts-title" className={styles.blockTitle}>
        {t('checkout.contracts.title')}
      </h2>
      <div className={styles.docs}>
        {(['preInformationForm', 'distanceSellingContract'] as const).map((doc) => (
          <button key={doc} type="button" className={styles.doc} onClick={() => setOpen(doc)}>
            <FileText size={18} strokeWidth={1.4} aria-hidden="true" />
            <span>{titles[doc]}</span>
            <span className={styles.docRead}>{t('checkout.contracts.read')}</span>
          </button>
        ))}
      </div>
      <Checkbox
        className={styles.accept}
        label={
          <Trans
            i18nKey="checkout.contracts.accept"
            components={{ info: opener('preInformationForm'), contract: opener('distanceSellingContract') }}
          />
        }
        error={error}
        {...field}
      />
      <Modal
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open ? titles[open] : ''}
        size="lg"
        scrollableText
      >
        {loading && !contracts ? (
          <p className={styles.note}>{t('checkout.contracts.loading')}</p>
        ) : failed && !contracts ? (
          <p className={styles.note}>{t('checkout.contracts.failed')}</p>
        ) : (
          <div className={styles.docText} data-testid="contract-text">
            {open && contracts ? contracts[open] : ''}
          </div>
        )}
      </Modal>
    </section>
  );
}
