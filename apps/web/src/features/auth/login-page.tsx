import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { handleError } from '../../shared/errors/handle-error.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PasswordField, TextField } from '../../shared/ui/form/index.ts';
import { useForgotPassword, useResendConfirmation, useSignIn } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { InfoModal } from './info-modal.tsx';
import {
  loginModeSearch,
  loginSchema,
  otherModes,
  parseLoginMode,
  passwordEnabled,
  safeReturnUrl,
  type LoginMode,
  type LoginValues,
} from './login-mode.ts';
import styles from './login-page.module.css';

interface Notice {
  title: string;
  message: string;
}

/**
 * /login?returnUrl= (docs/product/storefront.md §2, §4, §5, §8): one form in three modes — sign in, forgot
 * password, resend confirmation (the password field disabled in the last two); links toggle them.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode = parseLoginMode(params.get('mode'));
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const schema = useMemo(() => loginSchema(mode), [mode]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const signIn = useSignIn();
  const forgot = useForgotPassword();
  const resend = useResendConfirmation();
  const pending = signIn.isPending || forgot.isPending || resend.isPending || signIn.isSuccess;

  const { register, handleSubmit, formState, clearErrors } = useForm<LoginValues>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  const { errors } = formState;

  const switchTo = (next: LoginMode) => {
    clearErrors();
    setParams(loginModeSearch(params, next), { replace: true });
  };

  const submit = handleSubmit(({ email, password }) => {
    const mail = email.trim();
    if (mode === 'forgot') {
      forgot.mutate(mail, {
        onSuccess: (answer) =>
          setNotice({
            title: t('auth.infoTitle'),
            message: answer?.message || t('auth.forgot.sent', { email: mail }),
          }),
      });
    } else if (mode === 'resend') {
      resend.mutate(mail, {
        onSuccess: (answer) =>
          setNotice({
            title: t('auth.resend.sentTitle'),
            message: answer?.message || t('auth.resend.sent', { email: mail }),
          }),
      });
    } else {
      signIn.mutate(
        { email: mail, password },
        {
          // docs/product/storefront.md §4: to returnUrl, and the page reloads with the customer's session.
          onSuccess: () => window.location.assign(returnUrl),
          // §8: the error modal, no redirect. An unconfirmed account is offered the resend mode.
          onError: (error) => {
            const unconfirmed = isApiError(error) && error.code === 'EMAIL_NOT_CONFIRMED';
            handleError(error, {
              fallback: 'SignIn failed',
              buttons: unconfirmed
                ? [
                    {
                      label: t('auth.resendShort'),
                      to: `${ROUTES.login}?${loginModeSearch(params, 'resend').toString()}`,
                    },
                    { label: t('auth.home'), to: '/' },
                  ]
                : undefined,
            });
          },
        },
      );
    }
  });

  const password = passwordEnabled(mode);
  return (
    <AuthLayout
      photo="login"
      eyebrow={t('auth.login.eyebrow')}
      title={t(`auth.${mode}.title`)}
      lead={t(`auth.${mode}.lead`)}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={ROUTES.register} className={styles.inlineLink}>
            {t('auth.login.toRegister')}
          </Link>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t(`auth.${mode}.title`)}
      >
        <TextField
          label={t('auth.fields.email')}
          type="email"
          inputMode="email"
          autoComplete={password ? 'username' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          error={errors.email?.message && t(errors.email.message)}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          maxLength={200}
          disabled={!password}
          error={password && errors.password?.message ? t(errors.password.message) : undefined}
          {...register('password')}
        />
        {mode === 'login' && (
          <button type="button" className={styles.forgotLink} onClick={() => switchTo('forgot')}>
            {t('auth.modes.forgot')}
          </button>
        )}
        <Button type="submit" block disabled={pending}>
          {pending ? t('auth.sending') : t(`auth.${mode}.submit`)}
        </Button>
        <div className={styles.modes}>
          {otherModes(mode)
            .filter((other) => !(mode === 'login' && other === 'forgot'))
            .map((other) => (
              <button key={other} type="button" className={styles.modeLink} onClick={() => switchTo(other)}>
                {t(`auth.modes.${other}`)}
              </button>
            ))}
        </div>
      </form>

      <InfoModal
        open={notice !== null}
        onClose={() => setNotice(null)}
        title={notice?.title}
        message={notice?.message ?? ''}
        actions={[
          {
            label: t('auth.backToLogin'),
            onClick: () => {
              setNotice(null);
              switchTo('login');
            },
          },
        ]}
      />
    </AuthLayout>
  );
}
