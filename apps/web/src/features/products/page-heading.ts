import type { CategoriesAndCollections } from '@kehribar/contracts/plain';
import type { ProductFilters } from './filter-url.ts';

type T = (key: string, values?: Record<string, unknown>) => string;
type Text = (tr: string, en: string | null | undefined) => string;

/**
 * The list's eyebrow and heading (docs/product/storefront.md §2): a search; one category ("Kategori"),
 * one sub-category (its category's name) or one collection ("Koleksiyon"); a one-gender list; or all
 * products. A chosen gender is the eyebrow of a named list.
 */
export function pageHeading(
  filters: ProductFilters,
  catalog: CategoriesAndCollections | undefined,
  t: T,
  text: Text,
): { eyebrow: string; title: string } {
  if (filters.title)
    return {
      eyebrow: t('products.searchEyebrow'),
      title: t('products.searchTitle', { term: filters.title }),
    };
  const gender = filters.genders.length === 1 ? t(`products.gender.${filters.genders[0]}`) : undefined;
  const named: { name: string; nameEN: string | null; eyebrow: string }[] = [];
  for (const id of filters.categories) {
    const category = catalog?.categories.find((c) => c.id === id);
    if (category) named.push({ ...category, eyebrow: t('products.categoryEyebrow') });
  }
  for (const id of filters.subCategories) {
    const parent = catalog?.categories.find((c) => c.subCategories.some((s) => s.id === id));
    const sub = parent?.subCategories.find((s) => s.id === id);
    if (parent && sub) named.push({ ...sub, eyebrow: text(parent.name, parent.nameEN) });
  }
  for (const id of filters.collections) {
    const collection = catalog?.collections.find((c) => c.id === id);
    if (collection) named.push({ ...collection, eyebrow: t('products.eyebrow') });
  }
  const chosen = filters.categories.length + filters.subCategories.length + filters.collections.length;
  const [one] = named;
  if (chosen === 1 && one) return { eyebrow: gender ?? one.eyebrow, title: text(one.name, one.nameEN) };
  if (chosen === 0 && gender)
    return { eyebrow: t('products.eyebrow'), title: t('products.forGender', { gender }) };
  return { eyebrow: gender ?? t('products.eyebrow'), title: t('products.title') };
}
