import { Gem } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { activeFilterCount, type ProductFilters } from './filter-url.ts';
import styles from './products-page.module.css';

/** Nothing matches: say so, and offer the way back to everything. */
export function EmptyResults({ filters, onClear }: { filters: ProductFilters; onClear: () => void }) {
  const { t } = useTranslation();
  const narrowed = filters.title || activeFilterCount(filters) > 0;
  return (
    <div className={styles.empty} role="status">
      <span className={styles.emptyMark} aria-hidden="true">
        <Gem size={26} strokeWidth={1.2} />
      </span>
      <h2 className={styles.emptyTitle}>
        {filters.title ? t('products.empty.searchTitle', { term: filters.title }) : t('products.empty.title')}
      </h2>
      <p className={styles.emptyLead}>{t('products.empty.lead')}</p>
      {narrowed ? (
        <Button variant="secondary" onClick={onClear}>
          {filters.title ? t('products.empty.clearSearch') : t('products.filters.clearAll')}
        </Button>
      ) : (
        <Link to={ROUTES.home} className={buttonClass({ variant: 'secondary' })}>
          {t('nav.home')}
        </Link>
      )}
    </div>
  );
}
