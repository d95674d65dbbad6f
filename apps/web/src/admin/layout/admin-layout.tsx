import { LogOut, Menu, Store, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigation } from 'react-router';
import { LANGUAGES } from '@kehribar/contracts/plain';
import { ErrorModalHost } from '../../shared/errors/error-modal.tsx';
import { LoadingBar } from '../../shared/loading/loading-bar.tsx';
import { switchLanguage } from '../../shared/navigation/preferences.ts';
import { logout } from '../../shared/session/session.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { ConfirmHost } from '../ui/confirm.tsx';
import { LeaveGuardHost } from '../ui/leave-guard.tsx';
import { OwnerOnlyGate } from '../ui/owner-only.tsx';
import { adminPath, menuFor } from './menu.ts';
import styles from './admin-layout.module.css';

/**
 * The back office frame: a fixed side menu on wide screens, a collapsible one on phones (closed after
 * each navigation), and the page. Hosts the confirmation dialog and the shared 'Hata' modal.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t, language } = useAdminText();
  const location = useLocation();
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.pathname);
  const { backOfficeRole } = useSession();
  if (open && openedAt !== location.pathname) {
    setOpen(false);
    setOpenedAt(location.pathname);
  }

  return (
    <div className={styles.shell}>
      <LoadingBar active={navigation.state !== 'idle'} />
      <aside className={styles.side}>
        <div className={styles.brand}>
          <Link to={adminPath('dashboard')} className={styles.brandText}>
            <span className={styles.shop}>{t('app.shop')}</span>
            <span className={styles.area}>{t('app.title')}</span>
          </Link>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => {
              setOpen((v) => !v);
              setOpenedAt(location.pathname);
            }}
          >
            {open ? <X size={16} aria-hidden="true" /> : <Menu size={16} aria-hidden="true" />}
            {t('app.menu')}
          </button>
        </div>
        <nav id="admin-nav" className={styles.nav} data-open={open} aria-label={t('app.navigation')}>
          {menuFor(backOfficeRole).map((group) => (
            <div key={group.group}>
              <p className={styles.group}>{t(group.group)}</p>
              <ul className={styles.list}>
                {group.items.map((item) => (
                  <li key={item.path}>
                    <NavLink to={adminPath(item.path)} className={styles.link}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className={styles.foot}>
            <div className={styles.footRow} role="group" aria-label={t('app.language')}>
              {LANGUAGES.map((code) => (
                <button
                  key={code}
                  type="button"
                  className={styles.lang}
                  aria-pressed={language === code}
                  onClick={() => language !== code && switchLanguage(code)}
                >
                  {code === 'tr-TR' ? 'TR' : 'EN'}
                </button>
              ))}
            </div>
            <div className={styles.footRow}>
              <Store size={14} aria-hidden="true" />
              <Link to="/">{t('app.toStore')}</Link>
            </div>
            <div className={styles.footRow}>
              <LogOut size={14} aria-hidden="true" />
              <button type="button" className={styles.plain} onClick={() => void logout()}>
                {t('app.logout')}
              </button>
            </div>
          </div>
        </nav>
      </aside>
      <main id="main" className={styles.main}>
        <OwnerOnlyGate>{children}</OwnerOnlyGate>
      </main>
      <ConfirmHost />
      <LeaveGuardHost />
      <ErrorModalHost />
    </div>
  );
}
