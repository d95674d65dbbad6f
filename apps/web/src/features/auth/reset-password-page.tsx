import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** resetPassword: the page frame; its content arrives with its own issue. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.resetPassword.eyebrow')}
      title={t('pages.resetPassword.title')}
      lead={t('pages.resetPassword.lead')}
      actions={[{ to: '/login', label: t('pages.register.toLogin') }]}
    />
  );
}
