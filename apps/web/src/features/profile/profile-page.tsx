import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** profile: the page frame; its content arrives with its own issue. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.profile.eyebrow')}
      title={t('pages.profile.title')}
      lead={t('pages.profile.lead')}
      actions={[{ to: '/products', label: t('nav.allProducts') }]}
    />
  );
}
