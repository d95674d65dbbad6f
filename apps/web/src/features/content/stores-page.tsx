import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** stores: the page frame; its content arrives with its own issue. */
export default function StoresPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.stores.eyebrow')}
      title={t('pages.stores.title')}
      lead={t('pages.stores.lead')}
      actions={[{ to: '/contact-us', label: t('footer.contactUs') }]}
    />
  );
}
