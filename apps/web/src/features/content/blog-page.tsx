import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** blog: the page frame; its content arrives with its own issue. */
export default function BlogPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.blog.eyebrow')}
      title={t('pages.blog.title')}
      lead={t('pages.blog.lead')}
      actions={[{ to: '/products', label: t('nav.allProducts') }]}
    />
  );
}
