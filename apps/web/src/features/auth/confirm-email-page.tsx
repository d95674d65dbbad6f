import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** confirmEmail: the page frame; its content arrives with its own issue. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      eyebrow={t('pages.confirmEmail.eyebrow')}
      title={t('pages.confirmEmail.title')}
      lead={t('pages.confirmEmail.lead')}
      actions={[{ to: '/login', label: t('pages.register.toLogin') }]}
    />
  );
}
