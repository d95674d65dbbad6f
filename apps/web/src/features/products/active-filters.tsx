import { X } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import type { CategoriesAndCollections } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import type { FilterChange, ListKey, ProductFilters } from './filter-url.ts';
import styles from './products-page.module.css';

interface Chip {
  key: ListKey | 'onSale';
  id: number;
  label: string;
}

/**
 * The chosen filters as removable chips, with 'clear all'. (A title search is named, and cleared, by the
 * page heading: it takes no filters.)
 */
export function ActiveFilters({
  filters,
  catalog,
  onChange,
}: {
  filters: ProductFilters;
  catalog: CategoriesAndCollections | undefined;
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const subs = catalog?.categories.flatMap((c) => c.subCategories) ?? [];
  const named = (item: { name: string; nameEN: string } | undefined) =>
    item ? text(item.name, item.nameEN) : '…';
  const chips: Chip[] = [
    ...filters.categories.map((id) => ({
      key: 'categories' as const,
      id,
      label: named(catalog?.categories.find((c) => c.id === id)),
    })),
    ...filters.subCategories.map((id) => ({
      key: 'subCategories' as const,
      id,
      label: named(subs.find((s) => s.id === id)),
    })),
    ...filters.collections.map((id) => ({
      key: 'collections' as const,
      id,
      label: named(catalog?.collections.find((c) => c.id === id)),
    })),
    ...filters.genders.map((id) => ({ key: 'genders' as const, id, label: t(`products.gender.${id}`) })),
    ...(filters.onSale ? [{ key: 'onSale' as const, id: 1, label: t('sale.onSaleFilter') }] : []),
  ];
  const remove = (chip: Chip): FilterChange =>
    chip.key === 'onSale' ? { type: 'toggleOnSale' } : { type: 'remove', key: chip.key, id: chip.id };
  if (!chips.length) return <div className={styles.chips} />;
  return (
    <ul className={styles.chips} aria-label={t('products.filters.active')}>
      {chips.map((chip) => (
        <li key={`${chip.key}-${chip.id}`}>
          <button
            type="button"
            className={styles.chip}
            aria-label={t('products.filters.remove', { name: chip.label })}
            onClick={() => onChange(remove(chip))}
          >
            {chip.label}
            <X size={13} strokeWidth={1.8} aria-hidden="true" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className={styles.clearChips} onClick={() => onChange({ type: 'clearAll' })}>
            {t('products.filters.clearAll')}
          </button>
        </li>
      )}
    </ul>
  );
}
