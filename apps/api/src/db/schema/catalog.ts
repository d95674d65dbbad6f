import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const now = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A sale on a product or option (docs/decisions/025-sale-prices-and-reference-price.md): the sale
 * price per currency (null: none), when the sale began, when it ends, and the reference price the
 * shop computed from price_history when the sale was written. The reference looks only at the 30 days
 * before the sale began, so it cannot change afterwards and is kept rather than recomputed on reads.
 */
const saleColumns = () => ({
  salePriceTRY: integer('sale_price_try'),
  salePriceUSD: integer('sale_price_usd'),
  salePriceForeign: integer('sale_price_foreign'),
  referencePriceTRY: integer('reference_price_try'),
  referencePriceUSD: integer('reference_price_usd'),
  referencePriceForeign: integer('reference_price_foreign'),
  saleStartedAt: timestamp('sale_started_at', { withTimezone: true }),
  saleEndDate: timestamp('sale_end_date', { withTimezone: true }),
});

export const categories = pgTable('categories', {
  id: serial().primaryKey(),
  name: text().notNull(),
  nameEN: text('name_en').notNull(),
  isOnlyMan: boolean('is_only_man').notNull().default(false),
  isOnlyWoman: boolean('is_only_woman').notNull().default(false),
  sizeOptions: text('size_options'),
  isCustomSizeInput: boolean('is_custom_size_input').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Left out of the storefront's menus, filters and listings (docs/decisions/033-home-page-the-owner-controls.md). */
  hidden: boolean().notNull().default(false),
  /**
   * The highest instalment count for this category; null = the default, a single payment
   * (docs/decisions/028-try-for-residents-and-jewellery-instalments.md).
   */
  maxInstallments: integer('max_installments'),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    nameEN: text('name_en').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryId)],
);

export const collections = pgTable('collections', {
  id: serial().primaryKey(),
  name: text().notNull(),
  nameEN: text('name_en').notNull(),
  isOnlyMan: boolean('is_only_man').notNull().default(false),
  isOnlyWoman: boolean('is_only_woman').notNull().default(false),
});

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    titleEN: text('title_en').notNull(),
    description: text().notNull().default(''),
    descriptionEN: text('description_en').notNull().default(''),
    color: text(),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    /** Prices in minor units (kuruş, cent); priceForeign is EUR. */
    priceTRY: integer('price_try').notNull(),
    priceUSD: integer('price_usd').notNull(),
    priceForeign: integer('price_foreign').notNull(),
    gender: smallint().notNull().default(2),
    size: text().notNull().default('Standart'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    stock: integer().notNull().default(0),
    /** Units sold; the 'popular' sort. */
    soldCount: integer('sold_count').notNull().default(0),
    /** Engraved or made to measure: the right of withdrawal does not apply (docs/decisions/024-after-sale.md). */
    personalised: boolean().notNull().default(false),
    /** Shown as low stock at or under this many units; null = the shop's setting (shop_settings). */
    lowStockThreshold: integer('low_stock_threshold'),
    /**
     * The approved reviews' count and the sum of their ratings, kept by the moderation that changes them
     * (docs/decisions/043-reviews-from-buyers.md), so the average is read without counting reviews.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    ...saleColumns(),
    /** Folded (Turkish-aware) text of both languages' titles, searched with pg_trgm. */
    searchText: text('search_text').notNull().default(''),
    createdTime: now().$type<Date>(),
  },
  (t) => [
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_low_stock_threshold_nonnegative', sql`${t.lowStockThreshold} >= 0`),
    check(
      'products_prices_nonnegative',
      sql`${t.priceTRY} >= 0 AND ${t.priceUSD} >= 0 AND ${t.priceForeign} >= 0`,
    ),
    index('products_category_idx').on(t.categoryId),
    index('products_collection_idx').on(t.collectionId),
    index('products_created_idx').on(t.createdTime),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantName: text('variant_name').notNull(),
    variantNameEN: text('variant_name_en').notNull(),
    priceTRY: integer('price_try').notNull(),
    priceUSD: integer('price_usd').notNull(),
    priceForeign: integer('price_foreign').notNull(),
    ...saleColumns(),
  },
  (t) => [index('product_variants_product_idx').on(t.productId)],
);

/**
 * Every price a product or option had, per currency, from when (docs/decisions/025-sale-prices-and-reference-price.md):
 * written by every write that changes a price. `kind` 'regular' is the plain price; 'sale' a sale price
 * (null: the sale was taken off) with the end date it had. The reference price of a sale is computed
 * from these rows.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for the product's own price. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    currency: text().$type<'TRY' | 'USD' | 'EUR'>().notNull(),
    kind: text().$type<'regular' | 'sale'>().notNull(),
    price: integer(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** A sale's end date, when it had one. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [index('price_history_item_idx').on(t.productId, t.variantId, t.currency, t.validFrom)],
);

/** Columns every stored picture has: the largest WebP path and its responsive variants. */
const imageColumns = () => ({
  id: uuid().primaryKey().defaultRandom(),
  path: text().notNull(),
  fileName: text('file_name').notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  /** Widths of the WebP variants written next to `path` (name-{width}.webp). */
  variantWidths: integer('variant_widths').array().notNull(),
  isVitrinePhoto: boolean('is_vitrine_photo').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: now(),
});

export const productImages = pgTable(
  'product_images',
  {
    ...imageColumns(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const categoryImages = pgTable('category_images', {
  ...imageColumns(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
});

export const subCategoryImages = pgTable('sub_category_images', {
  ...imageColumns(),
  subCategoryId: integer('sub_category_id')
    .notNull()
    .references(() => subCategories.id, { onDelete: 'cascade' }),
});

export const collectionImages = pgTable('collection_images', {
  ...imageColumns(),
  collectionId: integer('collection_id')
    .notNull()
    .references(() => collections.id, { onDelete: 'cascade' }),
});

export const colors = pgTable('colors', {
  id: serial().primaryKey(),
  colorName: text('color_name').notNull(),
  colorNameEN: text('color_name_en').notNull(),
  colorCode: text('color_code').notNull(),
});

export const favorites = pgTable(
  'favorites',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'user:{uuid}' for customers, 'guest:{nonUser_…}' for guests. */
    ownerKey: text('owner_key').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [uniqueIndex('favorites_owner_product_uq').on(t.ownerKey, t.productId)],
);

/**
 * The shop's settings that are not content: one row (id 1), created with its defaults by the migration.
 * The dashboard's low-stock threshold (docs/decisions/031-dashboard-figures.md).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint().primaryKey().default(1),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(2),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_low_stock_nonnegative', sql`${t.lowStockThreshold} >= 0`),
  ],
);
