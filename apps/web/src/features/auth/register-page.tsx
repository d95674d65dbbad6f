import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** register: the page frame; its content arrives with its own issue. */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.register.eyebrow')}
      title={t('pages.register.title')}
      lead={t('pages.register.lead')}
      actions={[{ to: '/login', label: t('pages.register.toLogin') }]}
    />
  );
}
