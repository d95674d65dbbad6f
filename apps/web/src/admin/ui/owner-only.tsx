import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../shared/session/session-store.ts';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { adminPath, canUse, menuItemOf } from '../layout/menu.ts';
import styles from './admin.module.css';
import { AdminPage } from './page.tsx';

/**
 * Shows a back-office screen only to a role that may use it (docs/decisions/030-staff-roles-and-audit-log.md):
 * a Staff member who opens an owner's screen by its address is told it is the owner's, instead of a
 * screen whose every call the server would refuse.
 */
export function OwnerOnlyGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { backOfficeRole } = useSession();
  const item = menuItemOf(pathname);
  if (!item || canUse(backOfficeRole, item.needs)) return <>{children}</>;
  return <OwnerOnly />;
}

export function OwnerOnly() {
  const { t } = useAdminText();
  return (
    <AdminPage title={t('roles.ownerOnlyTitle')}>
      <div className={`${styles.panel} ${styles.state}`} role="status" data-testid="owner-only">
        <LockKeyhole size={28} aria-hidden="true" />
        <p>{t('roles.ownerOnlyBody')}</p>
        <Link to={adminPath('dashboard')} className={styles.btnPrimary}>
          {t('roles.ownerOnlyBack')}
        </Link>
      </div>
    </AdminPage>
  );
}
