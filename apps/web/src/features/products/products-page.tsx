import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** products: the page frame; its content arrives with its own issue. */
export default function ProductsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.products.eyebrow')}
      title={t('pages.products.title')}
      lead={t('pages.products.lead')}
      actions={[{ to: '/', label: t('nav.home') }]}
    />
  );
}
