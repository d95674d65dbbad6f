import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** basket: the page frame; its content arrives with its own issue. */
export default function BasketPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.basket.eyebrow')}
      title={t('pages.basket.title')}
      lead={t('pages.basket.lead')}
      actions={[{ to: '/products', label: t('basket.continueShopping') }]}
    />
  );
}
