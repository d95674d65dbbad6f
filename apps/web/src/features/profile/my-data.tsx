import type { DeleteMyAccountResponse } from '@kehribar/contracts/plain';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { forgetSession } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PasswordField } from '../../shared/ui/form/index.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { useDeleteMyAccount, useExportMyData } from './api.ts';
import styles from './my-data.module.css';
import section from './section.module.css';

/**
 * "My data" (docs/decisions/027-customer-data-rights.md): download everything the shop holds about the
 * customer, and erase the account after the password and a statement of what is kept and why.
 * `onErased` tells the page the session is over, so it shows the confirmation instead of /login.
 */
export function MyData({ onErased }: { onErased: () => void }) {
  const { t } = useTranslation();
  const download = useExportMyData();
  const erase = useDeleteMyAccount();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [erased, setErased] = useState<DeleteMyAccountResponse | null>(null);

  const save = () =>
    download.mutate(undefined, {
      onSuccess: () => notify.success(t('profile.myData.downloaded')),
      onError: (error) =>
        notify.error((isApiError(error) && error.serverMessage) || t('profile.myData.downloadFailed')),
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password || erase.isPending || erased) return;
    erase.mutate(password, {
      onSuccess: (answer) => {
        onErased();
        setErased(answer);
        void forgetSession();
      },
    });
  };

  const refusal = erase.error
    ? (isApiError(erase.error) && erase.error.serverMessage) || t('profile.myData.eraseFailed')
    : null;

  return (
    <section className={section.section} aria-labelledby="profile-my-data">
      <div className={section.head}>
        <h2 className={section.title} id="profile-my-data">
          {t('profile.myData.title')}
        </h2>
      </div>
      <div className={styles.cards}>
        <div className={`${section.card} ${styles.card}`}>
          <Download size={20} strokeWidth={1.5} aria-hidden="true" className={styles.icon} />
          <div className={styles.text}>
            <h3 className={styles.cardTitle}>{t('profile.myData.downloadTitle')}</h3>
            <p>{t('profile.myData.downloadText')}</p>
          </div>
          <Button variant="secondary" size="small" onClick={save} disabled={download.isPending}>
            {download.isPending ? t('profile.myData.preparing') : t('profile.myData.download')}
          </Button>
        </div>
        <div className={`${section.card} ${styles.card}`}>
          <Trash2 size={20} strokeWidth={1.5} aria-hidden="true" className={styles.icon} />
          <div className={styles.text}>
            <h3 className={styles.cardTitle}>{t('profile.myData.eraseTitle')}</h3>
            <p>{t('profile.myData.eraseText')}</p>
          </div>
          <Button size="small" className={styles.danger} onClick={() => setAsking(true)}>
            {t('profile.myData.erase')}
          </Button>
        </div>
      </div>
      <p className={styles.note}>
        <ShieldCheck size={16} strokeWidth={1.5} aria-hidden="true" />
        <span>
          {t('profile.myData.requestNote')}{' '}
          <Link to={ROUTES.dataRequest}>{t('profile.myData.requestLink')}</Link>
        </span>
      </p>

      <Modal
        open={asking}
        onOpenChange={(open) => {
          if (open || erase.isPending) return;
          if (erased) return window.location.assign('/');
          setAsking(false);
          setPassword('');
          erase.reset();
        }}
        title={erased ? t('profile.myData.erasedTitle') : t('profile.myData.confirmTitle')}
        closable={!erase.isPending}
        size="md"
      >
        {erased ? (
          <div className={styles.dialog} role="status" data-testid="erase-confirmation">
            <p>{erased.message}</p>
            <p className={styles.muted}>{t('profile.myData.erasedMail')}</p>
            <Button onClick={() => window.location.assign('/')}>{t('profile.myData.backToShop')}</Button>
          </div>
        ) : (
          <form className={styles.dialog} onSubmit={submit} noValidate>
            <p>{t('profile.myData.confirmRemoved')}</p>
            <div className={styles.kept}>
              <strong>{t('profile.myData.keptTitle')}</strong>
              <p>{t('profile.myData.keptText')}</p>
            </div>
            <p className={styles.muted}>{t('profile.myData.confirmFinal')}</p>
            <PasswordField
              label={t('profile.myData.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={refusal ?? undefined}
            />
            <div className={styles.actions}>
              <Button type="submit" className={styles.danger} disabled={!password || erase.isPending}>
                {erase.isPending ? t('profile.myData.erasing') : t('profile.myData.confirmErase')}
              </Button>
              <Button
                variant="secondary"
                type="button"
                onClick={() => setAsking(false)}
                disabled={erase.isPending}
              >
                {t('profile.cancel')}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </section>
  );
}
