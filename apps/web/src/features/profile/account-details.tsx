import type { UserInfo } from '@kehribar/contracts/plain';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import styles from './account-details.module.css';
import section from './section.module.css';
import { formatDate } from '../../shared/i18n/format-date.ts';

/** Account details: name, e-mail, phone and birth date. */
export function AccountDetails({ user, loading }: { user: UserInfo | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const rows: [string, string | undefined][] = [
    [t('profile.details.name'), user && `${user.firstName} ${user.lastName}`.trim()],
    [t('profile.details.email'), user?.email],
    [t('profile.details.phone'), user?.phoneNumber],
    [t('profile.details.birthDate'), user ? formatDate(user.birthDate, language) || '—' : undefined],
  ];
  return (
    <section className={section.section} aria-labelledby="profile-details">
      <div className={section.head}>
        <h2 className={section.title} id="profile-details">
          {t('profile.details.title')}
        </h2>
      </div>
      <dl className={`${section.card} ${styles.list}`}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>
              {loading || value === undefined ? <Skeleton text width="70%" /> : value || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
