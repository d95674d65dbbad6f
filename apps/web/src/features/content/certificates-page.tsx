import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** certificates: the page frame; its content arrives with its own issue. */
export default function CertificatesPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.certificates.eyebrow')}
      title={t('pages.certificates.title')}
      lead={t('pages.certificates.lead')}
      actions={[{ to: '/about-us', label: t('footer.aboutUs') }]}
    />
  );
}
