import { Gem, Search } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import type { CategoriesAndCollections } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { productsUrl, ROUTES } from '../../shared/navigation/links.ts';
import { openOverlay } from '../../shared/state/shop-state.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { activeFilterCount, type ProductFilters } from './filter-url.ts';
import styles from './products-page.module.css';

/** How many categories a fruitless search suggests browsing instead. */
const SUGGESTED_CATEGORIES = 6;

/**
 * Nothing matches: say so, and offer the way on. A search that found nothing offers a new search, every
 * piece, and the categories to browse; filters that found nothing offer to clear them.
 */
export function EmptyResults({
  filters,
  catalog,
  onClear,
}: {
  filters: ProductFilters;
  catalog?: CategoriesAndCollections | undefined;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { text } = useLocale();
  if (filters.title) {
    const categories = catalog?.categories.slice(0, SUGGESTED_CATEGORIES) ?? [];
    return (
      <div className={styles.empty} role="status">
        <span className={styles.emptyMark} aria-hidden="true">
          <Search size={26} strokeWidth={1.2} />
        </span>
        <h2 className={styles.emptyTitle}>{t('products.empty.searchTitle', { term: filters.title })}</h2>
        <p className={styles.emptyLead}>{t('products.empty.searchLead')}</p>
        <div className={styles.emptyActions}>
          <Button onClick={() => openOverlay('search')}>{t('products.empty.searchAgain')}</Button>
          <Button variant="secondary" onClick={onClear}>
            {t('products.empty.allProducts')}
          </Button>
        </div>
        {categories.length > 0 && (
          <nav className={styles.emptyBrowse} aria-label={t('products.empty.browse')}>
            <span className={styles.emptyBrowseLabel}>{t('products.empty.browse')}</span>
            <ul>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to={productsUrl({ categories: [category.id] })} className={styles.chip}>
                    {text(category.name, category.nameEN)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    );
  }
  const narrowed = activeFilterCount(filters) > 0;
  return (
    <div className={styles.empty} role="status">
      <span className={styles.emptyMark} aria-hidden="true">
        <Gem size={26} strokeWidth={1.2} />
      </span>
      <h2 className={styles.emptyTitle}>{t('products.empty.title')}</h2>
      <p className={styles.emptyLead}>{t('products.empty.lead')}</p>
      {narrowed ? (
        <Button variant="secondary" onClick={onClear}>
          {t('products.filters.clearAll')}
        </Button>
      ) : (
        <Link to={ROUTES.home} className={buttonClass({ variant: 'secondary' })}>
          {t('nav.home')}
        </Link>
      )}
    </div>
  );
}
