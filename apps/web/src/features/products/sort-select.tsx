import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { PRODUCT_SORTS, type ProductSort } from '@kehribar/contracts';
import { isSort } from './filter-url.ts';
import styles from './products-page.module.css';

/** The sort dropdown: newest, popular, A–Z, Z–A, price up, price down, oldest (a native select). */
export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
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
            if (isSort(event.target.value)) onChange(event.target.value);
          }}
        >
          {PRODUCT_SORTS.map((sort) => (
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
