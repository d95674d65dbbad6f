import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** contactUs: the page frame; its content arrives with its own issue. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.contactUs.eyebrow')}
      title={t('pages.contactUs.title')}
      lead={t('pages.contactUs.lead')}
      actions={[{ to: '/stores', label: t('footer.stores') }]}
    />
  );
}
