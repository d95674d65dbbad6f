import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { PRODUCT_SORTS } from '@kehribar/contracts/plain';
import { isListSort, type ListSort } from './filter-url.ts';
import styles from './products-page.module.css';

/**
 * The sort dropdown: newest, popular, A–Z, Z–A, price up, price down, oldest (a native select); a title
 * search also offers its best-match order, first.
 */
export function SortSelect({
  value,
  onChange,
  searching = false,
}: {
  value: ListSort;
  onChange: (sort: ListSort) => void;
  searching?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('products.sort.label')}
      </label>
      <div className={styles.selectWrap}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => {
            if (isListSort(event.target.value)) onChange(event.target.value);
          }}
        >
          {(searching ? (['relevance', ...PRODUCT_SORTS] as const) : PRODUCT_SORTS).map((sort) => (
            <option key={sort} value={sort}>
              {t(`products.sort.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronDown size={15} strokeWidth={1.6} aria-hidden="true" />
      </div>
    </div>
  );
}
