import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** paymentResult: the page frame; its content arrives with its own issue. */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.paymentResult.eyebrow')}
      title={t('pages.paymentResult.title')}
      lead={t('pages.paymentResult.lead')}
      actions={[{ to: '/', label: t('nav.home') }]}
    />
  );
}
