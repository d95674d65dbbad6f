import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** aboutUs: the page frame; its content arrives with its own issue. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.aboutUs.eyebrow')}
      title={t('pages.aboutUs.title')}
      lead={t('pages.aboutUs.lead')}
      actions={[{ to: '/products', label: t('nav.allProducts') }]}
    />
  );
}
