import { Heart, Menu, Search, ShoppingBag, UserRound } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { LIMITS } from '@kehribar/contracts/plain';
import { ROUTES } from '../../shared/navigation/links.ts';
import { openOverlay, useBasketCount, useFavoriteCount } from '../../shared/state/shop-state.ts';
import { IconButton, iconButtonClass } from '../../shared/ui/icon-button.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { Logo } from './logo.tsx';
import { LayoutOverlays } from './lazy-overlays.tsx';
import { openSearch, searchOnTyping } from './search-keys.ts';
import { TopBanner } from './top-banner.tsx';
import { useGoHome } from './use-go-home.ts';
import { useScrolled } from './use-scrolled.ts';
import styles from './site-header.module.css';

const ICON = { size: 21, strokeWidth: 1.4, 'aria-hidden': true } as const;

/**
 * The fixed top of every page: the free-shipping line and the navbar. After 50 px of scrolling the
 * line folds away and the bar shrinks and gains a shadow; a spacer of the full height keeps the page
 * from jumping.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const goHome = useGoHome();
  const scrolled = useScrolled(LIMITS.scrollThreshold);
  const basketCount = useBasketCount();
  const favoriteCount = useFavoriteCount();

  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <header className={[styles.header, scrolled && styles.scrolled].filter(Boolean).join(' ')}>
        <TopBanner className={styles.topbar} />
        <div className={styles.bar}>
          <div className={`container ${styles.row}`}>
            <div className={styles.start}>
              <IconButton
                className={styles.mobileOnly}
                label={t('nav.menu')}
                icon={<Menu {...ICON} />}
                aria-haspopup="dialog"
                onClick={() => openOverlay('menu')}
              />
              <IconButton
                className={styles.mobileOnly}
                label={t('nav.search')}
                icon={<Search {...ICON} />}
                aria-haspopup="dialog"
                onClick={openSearch}
              />
              <button
                type="button"
                className={styles.searchButton}
                aria-haspopup="dialog"
                onClick={openSearch}
                onKeyDown={(event) => {
                  if (searchOnTyping(event)) event.preventDefault();
                }}
              >
                <Search size={18} strokeWidth={1.4} aria-hidden="true" />
                {t('search.placeholderShort')}
              </button>
            </div>
            <Logo className={styles.logo} onClick={goHome} />
            <nav className={styles.end} aria-label={t('nav.account')}>
              <Link
                to={ROUTES.profile}
                className={iconButtonClass}
                aria-label={t('nav.profile')}
                title={t('nav.profile')}
              >
                <UserRound {...ICON} />
              </Link>
              <IconButton
                label={t('nav.favorites')}
                icon={<Heart {...ICON} />}
                count={favoriteCount}
                aria-haspopup="dialog"
                onClick={() => openOverlay('favorites')}
              />
              <IconButton
                label={t('nav.basket')}
                icon={<ShoppingBag {...ICON} />}
                count={basketCount}
                aria-haspopup="dialog"
                onClick={() => openOverlay('basket')}
              />
            </nav>
          </div>
          <nav className={styles.categories} aria-label={t('nav.categories')}>
            <CategoryMenu />
          </nav>
        </div>
      </header>
      <LayoutOverlays onHome={goHome} />
    </>
  );
}
