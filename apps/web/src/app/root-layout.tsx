import { useTranslation } from '../shared/i18n/react.tsx';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { BasketDialog } from '../features/basket/basket-dialog.tsx';
import { CookieNotice } from '../features/cookie-notice/cookie-notice.tsx';
import { FavoritesDialog } from '../features/favorites/favorites-dialog.tsx';
import { SiteFooter, SiteHeader } from '../features/layout/index.ts';
import { ErrorModalHost } from '../shared/errors/error-modal.tsx';
import { LoadingBar } from '../shared/loading/loading-bar.tsx';
import { PartLive } from './app-live.ts';
import styles from './root-layout.module.css';

/** The storefront frame: header, page, footer, and the shop-wide overlays. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      <a className={styles.skip} href="#main">
        {t('nav.skipToContent')}
      </a>
      <CookieNotice />
      <LoadingBar active={navigation.state !== 'idle'} />
      {/* Each boundary is hydrated as its own task (React's selective hydration): a server-rendered page
          answers between them, instead of once after one long task. */}
      <Suspense>
        <SiteHeader />
        <PartLive part="header" />
      </Suspense>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense>
          <Outlet />
          <PartLive part="page" />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
        <PartLive part="footer" />
      </Suspense>
      <BasketDialog />
      <FavoritesDialog />
      <ErrorModalHost />
      <ScrollRestoration
        // A fresh page load has the location key 'default' for every URL; keyed by path it starts at the top
        // instead of at the previous page's scroll position.
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </>
  );
}
