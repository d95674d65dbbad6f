import { eq } from 'drizzle-orm';
import {
  DEFAULT_SIZE,
  type Product,
  type Variant,
  type createProductRequestSchema,
  type createVariantRequestSchema,
  type updateVariantRequestSchema,
} from '@kehribar/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import {
  categories,
  collections,
  products,
  productVariants,
  subCategories,
} from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { ProductReader, productSearchText } from '../../catalog/index.ts';
import type { View } from '../../catalog/index.ts';
import { invalidate } from '../shared/cache-effects.ts';
import { Gallery, PRODUCT_GALLERY, type Executor } from '../shared/galleries.ts';
import { refuseIfLastCouponTarget } from '../shared/coupon-guard.ts';
import { removeStored } from '../shared/stored-images.ts';
import { writePrices } from './sale-write.ts';

type ProductInput = z.output<typeof createProductRequestSchema>;
type VariantInput = z.output<typeof createVariantRequestSchema>;
type VariantUpdate = z.output<typeof updateVariantRequestSchema>;

/**
 * CreateProduct, UpdateProduct, DeleteProduct, CreateProductVariant, UpdateProductVariant,
 * DeleteProductVariant. Every write that sets prices goes through writePrices, which keeps the price
 * history and the sale's reference price (docs/decisions/025-sale-prices-and-reference-price.md).
 */
export class ProductAdmin {
  private readonly reader: ProductReader;
  private readonly gallery: Gallery<string>;

  constructor(private readonly ctx: AppContext) {
    this.reader = new ProductReader(ctx.db);
    this.gallery = new Gallery(ctx, PRODUCT_GALLERY);
  }

  /**
   * The category must exist, the sub-category must belong to it, and the collection must exist.
   * Unknown ids are 404; a sub-category of another category is 400.
   */
  private async checkReferences(db: Executor, input: ProductInput): Promise<void> {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) throw notFound(MESSAGES.categoryNotFound);
    if (input.subCategoryId !== null) {
      const [sub] = await db
        .select({ categoryId: subCategories.categoryId })
        .from(subCategories)
        .where(eq(subCategories.id, input.subCategoryId));
      if (!sub) throw notFound(MESSAGES.subCategoryNotFound);
      if (sub.categoryId !== input.categoryId) {
        throw badRequest(MESSAGES.subCategoryNotInCategory, [
          { path: 'body.subCategoryId', text: MESSAGES.subCategoryNotInCategory },
        ]);
      }
    }
    if (input.collectionId !== null) {
      const [collection] = await db
        .select({ id: collections.id })
        .from(collections)
        .where(eq(collections.id, input.collectionId));
      if (!collection) throw notFound(MESSAGES.collectionNotFound);
    }
  }

  private columns(input: ProductInput) {
    return {
      title: input.title,
      titleEN: input.titleEN,
      description: input.description,
      descriptionEN: input.descriptionEN,
      color: input.color,
      isBestSeller: input.isBestSeller,
      isExclusive: input.isExclusive,
      personalised: input.personalised,
      gender: input.gender,
      size: input.size || DEFAULT_SIZE,
      categoryId: input.categoryId,
      subCategoryId: input.subCategoryId,
      collectionId: input.collectionId,
      stock: input.stock,
      // Left out keeps the product's own threshold: writes that know nothing of it do not clear it.
      ...(input.lowStockThreshold !== undefined && { lowStockThreshold: input.lowStockThreshold }),
      // Search matches both languages' titles, folded the Turkish way.
      searchText: productSearchText(input),
    };
  }

  private async payload(id: string, view: View): Promise<Product> {
    const product = await this.reader.byId(id, view);
    if (!product) throw notFound(MESSAGES.productNotFound);
    return product;
  }

  async create(input: ProductInput, view: View, now = new Date()): Promise<Product> {
    const id = await this.ctx.db.transaction(async (tx) => {
      await this.checkReferences(tx, input);
      // The row must exist before its history; a new product has no earlier price, so a sale is refused.
      const [row] = await tx
        .insert(products)
        .values({ ...this.columns(input), priceTRY: 0, priceUSD: 0, priceForeign: 0, createdTime: now })
        .returning({ id: products.id });
      const prices = await writePrices(tx, { productId: row!.id, variantId: null }, null, input, now);
      await tx.update(products).set(prices).where(eq(products.id, row!.id));
      return row!.id;
    });
    await invalidate(this.ctx.cache, 'product');
    return this.payload(id, view);
  }

  async update(id: string, input: ProductInput, view: View, now = new Date()): Promise<Product> {
    await this.ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!existing) throw notFound(MESSAGES.productNotFound);
      await this.checkReferences(tx, input);
      const prices = await writePrices(tx, { productId: id, variantId: null }, existing, input, now);
      await tx
        .update(products)
        .set({ ...this.columns(input), ...prices })
        .where(eq(products.id, id));
    });
    await invalidate(this.ctx.cache, 'product');
    return this.payload(id, view);
  }

  /**
   * Deletes the product with its variants and pictures (rows cascade; the picture files are removed
   * after the commit). Orders keep their lines: order items hold the name and price, not a reference.
   * Refused (409) while it is the last product a running coupon is limited to.
   */
  async remove(id: string): Promise<void> {
    const files = await this.ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!existing) throw notFound(MESSAGES.productNotFound);
      await refuseIfLastCouponTarget(tx, { productId: id });
      const pictures = await this.gallery.filesOf(tx, id);
      await tx.delete(products).where(eq(products.id, id));
      return pictures;
    });
    await removeStored(this.ctx.storage, files);
    await invalidate(this.ctx.cache, 'product');
  }

  async createVariant(input: VariantInput, view: View, now = new Date()): Promise<Variant> {
    const id = await this.ctx.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, input.productId));
      if (!product) throw notFound(MESSAGES.productNotFound);
      const [row] = await tx
        .insert(productVariants)
        .values({
          productId: input.productId,
          variantName: input.variantName,
          variantNameEN: input.variantNameEN,
          priceTRY: 0,
          priceUSD: 0,
          priceForeign: 0,
        })
        .returning({ id: productVariants.id });
      const item = { productId: input.productId, variantId: row!.id };
      const prices = await writePrices(tx, item, null, input, now);
      await tx.update(productVariants).set(prices).where(eq(productVariants.id, row!.id));
      return row!.id;
    });
    await invalidate(this.ctx.cache, 'product');
    return this.variantPayload(id, view);
  }

  /** Names, prices and sale of an option; its product stays. */
  async updateVariant(input: VariantUpdate, view: View, now = new Date()): Promise<Variant> {
    await this.ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(productVariants)
        .where(eq(productVariants.id, input.id))
        .for('update');
      if (!existing) throw notFound(MESSAGES.variantNotFound);
      const item = { productId: existing.productId, variantId: existing.id };
      const prices = await writePrices(tx, item, existing, input, now);
      await tx
        .update(productVariants)
        .set({ variantName: input.variantName, variantNameEN: input.variantNameEN, ...prices })
        .where(eq(productVariants.id, input.id));
    });
    await invalidate(this.ctx.cache, 'product');
    return this.variantPayload(input.id, view);
  }

  private async variantPayload(id: string, view: View): Promise<Variant> {
    const variant = await this.reader.variantById(id, view);
    if (!variant) throw notFound(MESSAGES.variantNotFound);
    return variant;
  }

  async removeVariant(id: string): Promise<void> {
    const deleted = await this.ctx.db
      .delete(productVariants)
      .where(eq(productVariants.id, id))
      .returning({ id: productVariants.id });
    if (deleted.length === 0) throw notFound(MESSAGES.variantNotFound);
    await invalidate(this.ctx.cache, 'product');
  }
}
