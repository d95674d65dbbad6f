import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** payment: the page frame; its content arrives with its own issue. */
export default function PaymentPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.payment.eyebrow')}
      title={t('pages.payment.title')}
      lead={t('pages.payment.lead')}
      actions={[{ to: '/checkout', label: t('pages.payment.back') }]}
    />
  );
}
