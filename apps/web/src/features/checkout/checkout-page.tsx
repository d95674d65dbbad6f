import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** checkout: the page frame; its content arrives with its own issue. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.checkout.eyebrow')}
      title={t('pages.checkout.title')}
      lead={t('pages.checkout.lead')}
      actions={[{ to: '/products', label: t('basket.continueShopping') }]}
    />
  );
}
