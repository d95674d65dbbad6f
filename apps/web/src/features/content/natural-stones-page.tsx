import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** naturalStones: the page frame; its content arrives with its own issue. */
export default function NaturalStonesPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.naturalStones.eyebrow')}
      title={t('pages.naturalStones.title')}
      lead={t('pages.naturalStones.lead')}
      actions={[{ to: '/products', label: t('nav.allProducts') }]}
    />
  );
}
