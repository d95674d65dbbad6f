import { Check, ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { type CategoriesAndCollections, type Category, FILTER_GENDERS } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { activeFilterCount, type FilterChange, type ProductFilters } from './filter-url.ts';
import styles from './filter-panel.module.css';

interface FilterPanelProps {
  filters: ProductFilters;
  catalog: CategoriesAndCollections | undefined;
  onChange: (change: FilterChange) => void;
}

/** Category (with sub-categories), collection, gender and on-sale choices; every box is a real checkbox. */
export function FilterPanel({ filters, catalog, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const count = activeFilterCount(filters);

  return (
    <div className={styles.panel}>
      <FilterGroup title={t('products.filters.category')}>
        {!catalog && <GroupSkeleton />}
        {catalog?.categories.map((category) => (
          <CategoryOption key={category.id} category={category} filters={filters} onChange={onChange} />
        ))}
      </FilterGroup>

      <FilterGroup title={t('products.filters.collection')}>
        {!catalog && <GroupSkeleton />}
        {catalog?.collections.map((collection) => (
          <CheckOption
            key={collection.id}
            label={text(collection.name, collection.nameEN)}
            checked={filters.collections.includes(collection.id)}
            onToggle={() => onChange({ type: 'toggle', key: 'collections', id: collection.id })}
          />
        ))}
      </FilterGroup>

      <FilterGroup title={t('products.filters.gender')}>
        {FILTER_GENDERS.map((gender) => (
          <CheckOption
            key={gender}
            label={t(`products.gender.${gender}`)}
            checked={filters.genders.includes(gender)}
            onToggle={() => onChange({ type: 'toggle', key: 'genders', id: gender })}
          />
        ))}
      </FilterGroup>

      <FilterGroup title={t('sale.onSale')}>
        <CheckOption
          label={t('sale.onSaleFilter')}
          checked={filters.onSale}
          onToggle={() => onChange({ type: 'toggleOnSale' })}
        />
      </FilterGroup>

      {count > 0 && (
        <button type="button" className={styles.clear} onClick={() => onChange({ type: 'clearAll' })}>
          {t('products.filters.clearAll')}
        </button>
      )}
    </div>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className={styles.group} aria-labelledby={id}>
      <legend className="visually-hidden">{title}</legend>
      <h2 className={styles.groupTitle} id={id} aria-hidden="true">
        {title}
      </h2>
      <div className={styles.options}>{children}</div>
    </fieldset>
  );
}

function GroupSkeleton() {
  return (
    <>
      {[70, 54, 82, 60].map((width, i) => (
        <Skeleton key={i} width={`${width}%`} height={14} className={styles.skeleton} />
      ))}
    </>
  );
}

function CheckOption({
  label,
  checked,
  onToggle,
  nested,
}: {
  label: string;
  checked: boolean;
  onToggle: () => void;
  nested?: boolean;
}) {
  return (
    <label className={[styles.option, nested && styles.nested].filter(Boolean).join(' ')}>
      <input type="checkbox" className={styles.input} checked={checked} onChange={onToggle} />
      <span className={styles.box} aria-hidden="true">
        <Check size={12} strokeWidth={2.4} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}

function CategoryOption({
  category,
  filters,
  onChange,
}: {
  category: Category;
  filters: ProductFilters;
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const name = text(category.name, category.nameEN);
  const subs = category.subCategories;
  const subChosen = subs.some((s) => filters.subCategories.includes(s.id));
  const [expanded, setExpanded] = useState(subChosen);
  const open = expanded || subChosen;
  const listId = useId();

  return (
    <div className={styles.category}>
      <div className={styles.categoryRow}>
        <CheckOption
          label={name}
          checked={filters.categories.includes(category.id)}
          onToggle={() => onChange({ type: 'toggle', key: 'categories', id: category.id })}
        />
        {subs.length > 0 && (
          <button
            type="button"
            className={styles.expand}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('products.filters.showSubCategories', { name })}
            onClick={() => setExpanded(!open)}
          >
            <ChevronDown size={16} strokeWidth={1.5} aria-hidden="true" />
          </button>
        )}
      </div>
      {open && (
        <div id={listId} className={styles.subs}>
          {subs.map((sub) => (
            <CheckOption
              key={sub.id}
              nested
              label={text(sub.name, sub.nameEN)}
              checked={filters.subCategories.includes(sub.id)}
              onToggle={() => onChange({ type: 'toggle', key: 'subCategories', id: sub.id })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
