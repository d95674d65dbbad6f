import type {
  Category,
  CreateProductRequest,
  CreateVariantRequest,
  Product,
} from '@kehribar/contracts/plain';

/** A price field's value: '' until the admin types one (an empty number input). */
export type PriceDraft = number | '';

/**
 * The product form's values (docs/product/back-office.md §2 products, §4, §9). Selects hold numbers; 0 means
 * "none chosen" for the category, sub-category and collection. Prices start empty, not at 0: a price
 * of 0 is refused (decision 020), and a form that starts there invites saving it.
 */
export interface ProductDraft {
  title: string;
  titleEN: string;
  description: string;
  descriptionEN: string;
  color: string;
  isBestSeller: boolean;
  isExclusive: boolean;
  personalised: boolean;
  priceTRY: PriceDraft;
  priceUSD: PriceDraft;
  priceForeign: PriceDraft;
  gender: 0 | 1 | 2;
  size: string;
  categoryId: number;
  subCategoryId: number;
  collectionId: number;
  stock: number;
  /** The product's own low-stock threshold; '' = the shop's (docs/decisions/031-dashboard-figures.md). */
  lowStockThreshold: number | '';
  /** Sale prices: '' for no sale in that currency (docs/decisions/025-sale-prices-and-reference-price.md). */
  salePriceTRY: PriceDraft;
  salePriceUSD: PriceDraft;
  salePriceForeign: PriceDraft;
  /** The sale's end as a datetime-local value (the owner's own clock), '' for no end. */
  saleEndDate: string;
}

/** No sale: every sale field empty. */
export const NO_SALE_DRAFT = {
  salePriceTRY: '',
  salePriceUSD: '',
  salePriceForeign: '',
  saleEndDate: '',
} as const;

/** An ISO moment → the value of a datetime-local input in the browser's time zone (minutes). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value → the ISO moment the contract takes; '' → null (no end). */
export function fromLocalInput(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A sale price input: '' → null (no sale in that currency), else its number. */
export const salePriceValue = (value: unknown): number | null =>
  value === '' || value == null ? null : Number(value);

/** docs/product/back-office.md §9: gender 2 (unisex), category 0, collection 1; prices empty, not the spec's 0 (decision 020). */
export const NEW_PRODUCT_DEFAULTS = { gender: 2, categoryId: 0, collectionId: 1, price: '' } as const;

/**
 * A new product's values. The spec's collection 1 is kept when that collection exists, else none;
 * a new piece starts with one in stock (unique amber pieces are the rule).
 */
export function newProductDraft(
  collectionIds: readonly number[] = [NEW_PRODUCT_DEFAULTS.collectionId],
): ProductDraft {
  return {
    title: '',
    titleEN: '',
    description: '',
    descriptionEN: '',
    color: '',
    isBestSeller: false,
    isExclusive: false,
    personalised: false,
    priceTRY: NEW_PRODUCT_DEFAULTS.price,
    priceUSD: NEW_PRODUCT_DEFAULTS.price,
    priceForeign: NEW_PRODUCT_DEFAULTS.price,
    gender: NEW_PRODUCT_DEFAULTS.gender,
    size: '',
    categoryId: NEW_PRODUCT_DEFAULTS.categoryId,
    subCategoryId: 0,
    collectionId: collectionIds.includes(NEW_PRODUCT_DEFAULTS.collectionId)
      ? NEW_PRODUCT_DEFAULTS.collectionId
      : 0,
    stock: 1,
    lowStockThreshold: '',
    ...NO_SALE_DRAFT,
  };
}

/** The new-option form's values (docs/product/back-office.md §2 variants). */
export type VariantDraft = Omit<
  CreateVariantRequest,
  | 'priceTRY'
  | 'priceUSD'
  | 'priceForeign'
  | 'salePriceTRY'
  | 'salePriceUSD'
  | 'salePriceForeign'
  | 'saleEndDate'
> & {
  priceTRY: PriceDraft;
  priceUSD: PriceDraft;
  priceForeign: PriceDraft;
};

/** A new option of the product: no name and no price in any currency until the admin types them. */
export function newVariantDraft(productId: string): VariantDraft {
  return { productId, variantName: '', variantNameEN: '', priceTRY: '', priceUSD: '', priceForeign: '' };
}

export function draftFromProduct(product: Product): ProductDraft {
  const gender = product.gender === 0 || product.gender === 1 ? product.gender : 2;
  return {
    title: product.title,
    titleEN: product.titleEN,
    description: product.description,
    descriptionEN: product.descriptionEN,
    color: product.color ?? '',
    isBestSeller: product.isBestSeller,
    isExclusive: product.isExclusive,
    personalised: product.personalised,
    priceTRY: product.priceTRY,
    priceUSD: product.priceUSD,
    priceForeign: product.priceForeign,
    gender,
    size: product.size === 'Standart' ? '' : product.size,
    categoryId: product.categoryId,
    subCategoryId: product.subCategoryId ?? 0,
    collectionId: product.collectionId ?? 0,
    stock: product.stock,
    lowStockThreshold: product.lowStockThreshold ?? '',
    // The product view shows a sale only while it runs: an ended sale comes back as empty fields.
    salePriceTRY: product.salePriceTRY ?? '',
    salePriceUSD: product.salePriceUSD ?? '',
    salePriceForeign: product.salePriceForeign ?? '',
    saleEndDate: toLocalInput(product.saleEndDate),
  };
}

/** docs/product/back-office.md §4: changing the category clears the sub-category. */
export function categoryChange(draft: ProductDraft, categoryId: number): ProductDraft {
  if (categoryId === draft.categoryId) return draft;
  return { ...draft, categoryId, subCategoryId: 0 };
}

/** The sub-categories of a category; the sub-category select shows only when there are some. */
export function subCategoriesOf(categories: readonly Category[] | undefined, categoryId: number) {
  return categories?.find((c) => c.id === categoryId)?.subCategories ?? [];
}

/** An empty price is no number: the contract refuses it as missing, never as 0. */
const priceOf = (price: PriceDraft): number => (price === '' ? Number.NaN : price);

/** The CreateProduct / UpdateProduct body (0 → null for the optional references). */
export function toProductRequest(draft: ProductDraft): CreateProductRequest {
  return {
    title: draft.title,
    titleEN: draft.titleEN,
    description: draft.description,
    descriptionEN: draft.descriptionEN,
    color: draft.color.trim() || null,
    isBestSeller: draft.isBestSeller,
    isExclusive: draft.isExclusive,
    personalised: draft.personalised,
    priceTRY: priceOf(draft.priceTRY),
    priceUSD: priceOf(draft.priceUSD),
    priceForeign: priceOf(draft.priceForeign),
    gender: draft.gender,
    size: draft.size,
    categoryId: draft.categoryId,
    subCategoryId: draft.subCategoryId || null,
    collectionId: draft.collectionId || null,
    stock: draft.stock,
    lowStockThreshold: draft.lowStockThreshold === '' ? null : draft.lowStockThreshold,
    salePriceTRY: salePriceValue(draft.salePriceTRY),
    salePriceUSD: salePriceValue(draft.salePriceUSD),
    salePriceForeign: salePriceValue(draft.salePriceForeign),
    saleEndDate: fromLocalInput(draft.saleEndDate),
  };
}
