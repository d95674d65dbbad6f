import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { handleError } from '../../shared/errors/handle-error.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { confirmEmail } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './status-page.module.css';

type Status = 'working' | 'failed';

/**
 * /account/confirmemail?token&email (docs/product/storefront.md §2, §5): Account/ConfirmEmail, then /login with a
 * toast. Missing parameters or a refused link go to the central error handler.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const [status, setStatus] = useState<Status>(token && email ? 'working' : 'failed');

  useEffect(() => {
    if (!token || !email) {
      handleError(new Error('Token or email not found in the URL'), { fallback: t('auth.confirm.missing') });
      return;
    }
    let alive = true;
    confirmEmail(email, token).then(
      (answer) => {
        if (!alive) return;
        notify.success(answer?.message || t('auth.confirm.done'));
        void navigate(ROUTES.login, { replace: true });
      },
      (error: unknown) => {
        if (!alive) return;
        setStatus('failed');
        handleError(error, {
          buttons: [
            { label: t('auth.resendShort'), to: `${ROUTES.login}?mode=resend` },
            { label: t('auth.home'), to: '/' },
          ],
        });
      },
    );
    return () => {
      alive = false;
    };
  }, [email, token, navigate, t]);

  return (
    <AuthLayout
      photo="none"
      eyebrow={t('auth.login.eyebrow')}
      title={t('auth.confirm.title')}
      lead={status === 'working' ? t('auth.confirm.working') : t('auth.confirm.failed')}
    >
      <div className={styles.status} aria-live="polite" aria-busy={status === 'working'}>
        {status === 'working' ? (
          <span className={styles.spinner} role="progressbar" aria-label={t('auth.confirm.working')} />
        ) : (
          <div className={styles.actions}>
            <Link to={`${ROUTES.login}?mode=resend`} className={buttonClass()}>
              {t('auth.resendShort')}
            </Link>
            <Link to="/" className={buttonClass({ variant: 'secondary' })}>
              {t('auth.home')}
            </Link>
          </div>
        )}
      </div>
    </AuthLayout>
  );
}
