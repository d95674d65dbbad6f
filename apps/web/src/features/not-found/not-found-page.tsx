import { useTranslation } from '../../shared/i18n/react.tsx';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** notFound: the page frame; its content arrives with its own issue. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.notFound.eyebrow')}
      title={t('pages.notFound.title')}
      lead={t('pages.notFound.lead')}
      actions={[
        { to: '/', label: t('nav.home') },
        { to: '/products', label: t('nav.allProducts') },
      ]}
    />
  );
}
