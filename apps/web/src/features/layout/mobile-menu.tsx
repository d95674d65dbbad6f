import { ChevronDown, Heart, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { type Category, GENDER } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { productsUrl, ROUTES } from '../../shared/navigation/links.ts';
import { useCategoriesAndCollections } from '../../shared/queries/content.ts';
import { openOverlay, useOverlay } from '../../shared/state/shop-state.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { Logo } from './logo.tsx';
import { PreferenceSwitchers } from './preference-switchers.tsx';
import styles from './mobile-menu.module.css';

/** The phone menu: a drawer from the left with categories, sub-categories, genders and pages. */
export function MobileMenu({ onHome }: { onHome: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useOverlay('menu');
  const { data, isPending } = useCategoriesAndCollections();
  const close = () => setOpen(false);

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      placement="left"
      className={styles.drawer}
      title={
        <Logo
          className={styles.logo}
          onClick={() => {
            close();
            onHome();
          }}
        />
      }
      bodyClassName={styles.body}
    >
      <nav className={styles.section} aria-label={t('nav.categories')}>
        <h2 className={styles.heading}>{t('nav.categories')}</h2>
        <ul className={styles.list}>
          <li className={styles.row}>
            <Link to={ROUTES.products} className={styles.link} onClick={close}>
              {t('nav.allProducts')}
            </Link>
          </li>
          {isPending &&
            [0, 1, 2, 3].map((i) => (
              <li key={i} className={styles.row}>
                <Skeleton width="60%" height={18} className={styles.link} />
              </li>
            ))}
          {data?.categories.map((category) => (
            <MobileCategory key={category.id} category={category} onNavigate={close} />
          ))}
        </ul>
      </nav>

      <section className={styles.section} aria-labelledby="mobile-menu-gender">
        <h2 className={styles.heading} id="mobile-menu-gender">
          {t('nav.shopFor')}
        </h2>
        <div className={styles.genders}>
          <Link to={productsUrl({ genders: [GENDER.Man] })} className={styles.gender} onClick={close}>
            {t('nav.men')}
          </Link>
          <Link to={productsUrl({ genders: [GENDER.Woman] })} className={styles.gender} onClick={close}>
            {t('nav.women')}
          </Link>
        </div>
      </section>

      <section className={styles.section}>
        <Link to={ROUTES.profile} className={styles.small} onClick={close}>
          <UserRound size={18} strokeWidth={1.4} aria-hidden="true" />
          {t('nav.profile')}
        </Link>
        <button type="button" className={styles.small} onClick={() => openOverlay('favorites')}>
          <Heart size={18} strokeWidth={1.4} aria-hidden="true" />
          {t('nav.favorites')}
        </button>
        {(
          [
            [ROUTES.aboutUs, 'footer.aboutUs'],
            [ROUTES.naturalStones, 'footer.naturalStones'],
            [ROUTES.contactUs, 'footer.contactUs'],
          ] as const
        ).map(([to, key]) => (
          <Link key={to} to={to} className={styles.small} onClick={close}>
            {t(key)}
          </Link>
        ))}
      </section>

      <PreferenceSwitchers />
    </Modal>
  );
}

function MobileCategory({ category, onNavigate }: { category: Category; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const [expanded, setExpanded] = useState(false);
  const name = text(category.name, category.nameEN);
  const listId = `mobile-sub-${category.id}`;
  return (
    <li>
      <div className={styles.row}>
        <Link to={productsUrl({ categories: [category.id] })} className={styles.link} onClick={onNavigate}>
          {name}
        </Link>
        {category.subCategories.length > 0 && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={t('nav.showSubCategories', { name })}
            onClick={() => setExpanded((v) => !v)}
          >
            <ChevronDown size={18} strokeWidth={1.4} aria-hidden="true" />
          </button>
        )}
      </div>
      {expanded && (
        <ul id={listId} className={styles.subList}>
          {category.subCategories.map((sub) => (
            <li key={sub.id}>
              <Link to={productsUrl({ subCategories: [sub.id] })} onClick={onNavigate}>
                {text(sub.name, sub.nameEN)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
