import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, passwordRuleBroken } from '@kehribar/contracts/plain';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { handleError } from '../../shared/errors/handle-error.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PasswordField } from '../../shared/ui/form/index.ts';
import { useResetPassword } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { InfoModal } from './info-modal.tsx';
import styles from './login-page.module.css';

/** The new password's rules that need no word list; the server also refuses common passwords. */
const schemaFor = (email: string) =>
  z.object({
    newPassword: z
      .string()
      .min(1, 'auth.errors.required')
      .min(LIMITS.passwordMin, 'auth.errors.password')
      .max(128, 'auth.errors.password')
      .refine((value) => passwordRuleBroken(value, email) !== 'isEmail', 'auth.errors.passwordIsEmail'),
  });

/**
 * /account/resetpassword?token&email (docs/product/storefront.md §2, §8): one new-password field (with a show/hide
 * toggle) and a submit; success says so in a 'Bilgilendirme' modal with a home button.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const missing = !token || !email;
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ newPassword: string }>({
    defaultValues: { newPassword: '' },
    resolver: zodResolver(schemaFor(email)),
    mode: 'onTouched',
  });

  useEffect(() => {
    if (missing)
      handleError(new Error('Token or email not found in the URL'), { fallback: t('auth.confirm.missing') });
  }, [missing, t]);

  const submit = handleSubmit(({ newPassword }) => {
    if (missing) {
      handleError(new Error('Token or email not found in the URL'), { fallback: t('auth.confirm.missing') });
      return;
    }
    reset.mutate({ email, token, newPassword }, { onSuccess: () => setDone(true) });
  });

  return (
    <AuthLayout
      photo="login"
      eyebrow={t('auth.login.eyebrow')}
      title={t('auth.reset.title')}
      lead={t('auth.reset.lead')}
    >
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('auth.reset.title')}
      >
        {email && (
          <p className={styles.forAccount}>
            {t('auth.reset.forAccount')} <strong>{email}</strong>
          </p>
        )}
        <PasswordField
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          maxLength={128}
          hint={t('auth.fields.passwordHint')}
          error={formState.errors.newPassword?.message && t(formState.errors.newPassword.message)}
          {...register('newPassword')}
        />
        <Button type="submit" block disabled={reset.isPending || done}>
          {reset.isPending ? t('auth.sending') : t('auth.reset.submit')}
        </Button>
      </form>

      <InfoModal
        open={done}
        onClose={() => void navigate('/')}
        closable={false}
        icon={<KeyRound size={22} strokeWidth={1.5} />}
        message={t('auth.reset.success')}
        actions={[
          { label: t('auth.home'), onClick: () => void navigate('/') },
          { label: t('auth.reset.toLogin'), onClick: () => void navigate(ROUTES.login) },
        ]}
      />
    </AuthLayout>
  );
}
