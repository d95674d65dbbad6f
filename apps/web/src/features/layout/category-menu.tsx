import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import type { Category } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { productsUrl, ROUTES } from '../../shared/navigation/links.ts';
import { useCategoriesAndCollections } from '../../shared/queries/content.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import styles from './category-menu.module.css';

/** Desktop category menu: each category opens its sub-categories on hover, focus or the chevron. */
export function CategoryMenu() {
  const { t } = useTranslation();
  const { data, isPending } = useCategoriesAndCollections();
  const location = useLocation();
  const [openId, setOpenId] = useState<number | null>(null);

  // A navigation closes any open panel.
  useEffect(() => setOpenId(null), [location.key]);

  return (
    <ul className={styles.menu}>
      <li className={styles.item}>
        <Link
          to={ROUTES.products}
          className={styles.link}
          aria-current={location.pathname === ROUTES.products && !location.search ? 'page' : undefined}
        >
          {t('nav.allProducts')}
        </Link>
      </li>
      {isPending
        ? [88, 72, 96, 64, 80].map((width, i) => (
            <li key={i} className={styles.item}>
              <Skeleton width={width} height={10} className={styles.skeleton} />
            </li>
          ))
        : data?.categories.map((category) => (
            <CategoryItem
              key={category.id}
              category={category}
              open={openId === category.id}
              onOpenChange={(open) => setOpenId(open ? category.id : null)}
            />
          ))}
    </ul>
  );
}

interface CategoryItemProps {
  category: Category;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function CategoryItem({ category, open, onOpenChange }: CategoryItemProps) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const panelId = useId();
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const name = text(category.name, category.nameEN);
  const subs = category.subCategories;

  const hover = (next: boolean) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => onOpenChange(next), next ? 90 : 160);
  };
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  return (
    <li
      className={styles.item}
      data-open={open}
      onMouseEnter={subs.length ? () => hover(true) : undefined}
      onMouseLeave={subs.length ? () => hover(false) : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          onOpenChange(false);
          (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <Link to={productsUrl({ categories: [category.id] })} className={styles.link}>
        {name}
      </Link>
      {subs.length > 0 && (
        <>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('nav.showSubCategories', { name })}
            onClick={() => onOpenChange(!open)}
          >
            <ChevronDown size={14} strokeWidth={1.6} aria-hidden="true" />
          </button>
          {open && (
            <ul id={panelId} className={styles.panel}>
              {subs.map((sub) => (
                <li key={sub.id}>
                  <Link to={productsUrl({ subCategories: [sub.id] })}>{text(sub.name, sub.nameEN)}</Link>
                </li>
              ))}
              <li>
                <Link to={productsUrl({ categories: [category.id] })} className={styles.all}>
                  {t('nav.allIn', { name })}
                </Link>
              </li>
            </ul>
          )}
        </>
      )}
    </li>
  );
}
