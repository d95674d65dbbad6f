import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** productDetail: the page frame; its content arrives with its own issue. */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.productDetail.eyebrow')}
      title={t('pages.productDetail.title')}
      lead={t('pages.productDetail.lead')}
      actions={[{ to: '/products', label: t('nav.allProducts') }]}
    />
  );
}
