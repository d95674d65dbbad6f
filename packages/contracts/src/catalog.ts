import { z } from 'zod';
import { LIMITS, PRODUCT_SORTS } from './constants.ts';
import { decimalMoney, filterGender, imageFileSchema, intId, uuid } from './common.ts';

// ---- requests ----

export const productFinderRequestSchema = z.object({
  categoryIds: z.array(intId).max(50).default([]),
  subCategoryIds: z.array(intId).max(50).default([]),
  collectionIds: z.array(intId).max(50).default([]),
  genders: z.array(filterGender).max(2).default([]),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.productPageSize),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  /** Only pieces on sale now in the request's currency (docs/decisions/025-sale-prices-and-reference-price.md). */
  onSale: z.boolean().default(false),
});
export type ProductFinderRequest = z.input<typeof productFinderRequestSchema>;

/** A title search; without a sort, best match first (docs/product/storefront.md §4: every match, no paging). */
export const titleSearchQuerySchema = z.object({
  title: z.string().trim().min(1).max(100),
  sort: z.enum(PRODUCT_SORTS).optional(),
});
export const uuidQuerySchema = z.object({ id: uuid });
/** Products/GetProductsByIds: up to LIMITS.productsByIds ids, comma-separated (the browser's recently viewed). */
export const productIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(LIMITS.productsByIds * 37)
    .transform((ids) => ids.split(',').filter(Boolean))
    .pipe(z.array(uuid).min(1).max(LIMITS.productsByIds)),
});
export const intIdQuerySchema = z.object({ id: intId });

// ---- responses ----

export const pricesSchema = z.object({
  priceTRY: decimalMoney,
  priceUSD: decimalMoney,
  priceForeign: decimalMoney,
  /** The price paid now in the request's Currency: the sale price while a sale is on. */
  price: decimalMoney,
  currency: z.enum(['TRY', 'USD', 'EUR']),
  /**
   * The owner's sale prices and end date, shown while the sale runs (null otherwise), and the
   * reference price the shop computed: the lowest price in the 30 days before the sale began, null
   * where that currency is not on sale now (docs/decisions/025-sale-prices-and-reference-price.md).
   */
  salePriceTRY: decimalMoney.nullable(),
  salePriceUSD: decimalMoney.nullable(),
  salePriceForeign: decimalMoney.nullable(),
  saleEndDate: z.string().nullable(),
  /** When the running sale began (the start of its 30-day window); null when no sale runs. */
  saleStartDate: z.string().nullable(),
  referencePriceTRY: decimalMoney.nullable(),
  referencePriceUSD: decimalMoney.nullable(),
  referencePriceForeign: decimalMoney.nullable(),
  /** The reference in the request's Currency, struck through beside `price`; null when not on sale. */
  referencePrice: decimalMoney.nullable(),
  /** Whole percent off the reference, for the sale badge; null when not on sale. */
  discountPercent: z.number().int().nullable(),
});

export const variantSchema = pricesSchema.extend({
  id: z.string(),
  productId: z.string(),
  variantName: z.string(),
  variantNameEN: z.string(),
});
export type Variant = z.infer<typeof variantSchema>;

export const categorySizeInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEN: z.string(),
  sizeOptions: z.string().nullable(),
  isCustomSizeInput: z.boolean(),
});

export const productSchema = pricesSchema.extend({
  id: z.string(),
  title: z.string(),
  titleEN: z.string(),
  description: z.string(),
  descriptionEN: z.string(),
  color: z.string().nullable(),
  size: z.string(),
  gender: z.number().int(),
  genderName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  subCategoryId: z.number().int().nullable(),
  collectionId: z.number().int().nullable(),
  collectionName: z.string().nullable(),
  createdTime: z.string(),
  isBestSeller: z.boolean(),
  isExclusive: z.boolean(),
  /** Engraved or made to measure: excepted from the right of withdrawal (docs/decisions/024-after-sale.md). */
  personalised: z.boolean(),
  stock: z.number().int(),
  /** The product's own low-stock threshold; null = the shop's (docs/decisions/031-dashboard-figures.md). */
  lowStockThreshold: z.number().int().nullable(),
  productImageFiles: z.array(imageFileSchema),
  variants: z.array(variantSchema),
  category: categorySizeInfoSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  hasMore: z.boolean(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const subCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEN: z.string(),
  categoryId: z.number().int(),
  images: z.array(imageFileSchema),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEN: z.string(),
  isOnlyMan: z.boolean(),
  isOnlyWoman: z.boolean(),
  sizeOptions: z.string().nullable(),
  isCustomSizeInput: z.boolean(),
  /**
   * The highest instalment count for this category's products; null = the default, a single payment
   * (docs/decisions/028-try-for-residents-and-jewellery-instalments.md).
   */
  maxInstallments: z.number().int().nullable(),
  categoryImageFiles: z.array(imageFileSchema),
  subCategories: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEN: z.string(),
  isOnlyMan: z.boolean(),
  isOnlyWoman: z.boolean(),
  collectionImageFiles: z.array(imageFileSchema),
});
export type Collection = z.infer<typeof collectionSchema>;

export const categoriesAndCollectionsSchema = z.object({
  categories: z.array(categorySchema),
  collections: z.array(collectionSchema),
});
export type CategoriesAndCollections = z.infer<typeof categoriesAndCollectionsSchema>;

export const colorSchema = z.object({
  id: z.number().int(),
  colorName: z.string(),
  colorNameEN: z.string(),
  colorCode: z.string(),
});
export type Color = z.infer<typeof colorSchema>;

export const loginRegisterUrlsSchema = z.object({
  loginImageUrl: z.string().nullable(),
  registerImageUrl: z.string().nullable(),
});

export const productListSchema = z.array(productSchema);
export const imageListSchema = z.array(imageFileSchema);
export const categoryListSchema = z.array(categorySchema);
export const subCategoryListSchema = z.array(subCategorySchema);
export const collectionListSchema = z.array(collectionSchema);
export const colorListSchema = z.array(colorSchema);
export type LoginRegisterUrls = z.infer<typeof loginRegisterUrlsSchema>;

// ---- Products/CacheClear (admin) ----

/**
 * The cache key an admin types on the dashboard. The names of CACHE_KEYS ('home-content', 'products' …)
 * are accepted, as are their camelCase aliases ('homeContent'); case and surrounding spaces are ignored.
 * An unknown key is refused by the server with 400 and the list of valid keys.
 */
export const cacheClearQuerySchema = z.object({ cacheSetting: z.string().trim().min(1).max(100) });
export const cacheClearResponseSchema = z.object({
  /** The cache groups that were dropped (a product change also drops the home content that lists products). */
  cleared: z.array(z.string()),
});
export type CacheClearResponse = z.infer<typeof cacheClearResponseSchema>;
