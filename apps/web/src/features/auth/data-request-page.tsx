import { useTranslation } from '../../shared/i18n/react.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { DataRequestForm } from './data-request-form.tsx';

/**
 * /kvkk-basvuru: anyone asks about their own data (KVKK art. 11) — a copy, erasure, correction or
 * something else; the shop answers within 30 days (docs/decisions/027-customer-data-rights.md).
 */
export default function DataRequestPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      photo="none"
      eyebrow={t('dataRequest.eyebrow')}
      title={t('dataRequest.title')}
      lead={t('dataRequest.lead')}
      wide
    >
      <DataRequestForm />
    </AuthLayout>
  );
}
