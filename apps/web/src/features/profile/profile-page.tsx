import { LayoutDashboard, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, Navigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { logout, useSession } from '../../shared/session/session.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { AccountDetails } from './account-details.tsx';
import { AddressBook } from './address-book.tsx';
import { useUserInfo } from './api.ts';
import { MyData } from './my-data.tsx';
import { OrderList } from './order-list.tsx';
import styles from './profile-page.module.css';

/**
 * /profile (docs/product/storefront.md §2): account details, my orders, billing and shipping addresses, the admin
 * panel for admins, and logout. The route's guard sends guests to /login; a session that ends while
 * here (a refresh that fails) goes there too.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useUserInfo();
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(t('profile.title'));

  if (!session.isLoggedIn && !leaving) {
    return <Navigate to={`${ROUTES.login}?returnUrl=${encodeURIComponent(ROUTES.profile)}`} replace />;
  }

  const signOut = () => {
    setLeaving(true);
    void logout();
  };
  const isAdmin = session.isAdmin || !!user.data?.isAdmin;

  return (
    <section className={`container ${styles.page}`} aria-busy={user.isPending}>
      <PageHeader
        className={styles.hero}
        eyebrow={t('profile.eyebrow')}
        title={
          user.data ? t('profile.greeting', { name: user.data.firstName }) : <Skeleton text width="12ch" />
        }
        lead={t('profile.lead')}
      >
        <div className={styles.actions}>
          {isAdmin && (
            <Link to={ROUTES.adminPanel} className={buttonClass({ variant: 'secondary', size: 'small' })}>
              <LayoutDashboard size={16} strokeWidth={1.5} aria-hidden="true" />
              {t('profile.adminPanel')}
            </Link>
          )}
          <Button variant="ghost" size="small" onClick={signOut} disabled={leaving}>
            <LogOut size={16} strokeWidth={1.5} aria-hidden="true" />
            {leaving ? t('profile.loggingOut') : t('profile.logout')}
          </Button>
        </div>
      </PageHeader>

      <div className={styles.grid}>
        <aside className={styles.aside}>
          <AccountDetails user={user.data} loading={user.isPending} />
        </aside>
        <div className={styles.main}>
          <OrderList />
          <AddressBook user={user.data} loading={user.isPending} />
          {!isAdmin && <MyData onErased={() => setLeaving(true)} />}
        </div>
      </div>
    </section>
  );
}
