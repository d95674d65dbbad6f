import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** login: the page frame; its content arrives with its own issue. */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.login.eyebrow')}
      title={t('pages.login.title')}
      lead={t('pages.login.lead')}
      actions={[{ to: '/register', label: t('pages.login.toRegister') }]}
    />
  );
}
