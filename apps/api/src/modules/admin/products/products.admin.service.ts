import { eq } from 'drizzle-orm';
import {
  DEFAULT_SIZE,
  toMinor,
  type Product,
  type Variant,
  type createProductRequestSchema,
  type createVariantRequestSchema,
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

type ProductInput = z.output<typeof createProductRequestSchema>;
type VariantInput = z.output<typeof createVariantRequestSchema>;

/** Minor units of the three prices (decimals are converted only here, through toMinor). */
const minorPrices = (p: { priceTRY: number; priceUSD: number; priceForeign: number }) => ({
  priceTRY: toMinor(p.priceTRY),
  priceUSD: toMinor(p.priceUSD),
  priceForeign: toMinor(p.priceForeign),
});

/** CreateProduct, UpdateProduct, DeleteProduct, CreateProductVariant, DeleteProductVariant. */
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
      ...minorPrices(input),
      gender: input.gender,
      size: input.size || DEFAULT_SIZE,
      categoryId: input.categoryId,
      subCategoryId: input.subCategoryId,
      collectionId: input.collectionId,
      stock: input.stock,
      // Search matches both languages' titles, folded the Turkish way.
      searchText: productSearchText(input),
    };
  }

  private async payload(id: string, view: View): Promise<Product> {
    const product = await this.reader.byId(id, view);
    if (!product) throw notFound(MESSAGES.productNotFound);
    return product;
  }

  async create(input: ProductInput, view: View): Promise<Product> {
    const id = await this.ctx.db.transaction(async (tx) => {
      await this.checkReferences(tx, input);
      const [row] = await tx.insert(products).values(this.columns(input)).returning({ id: products.id });
      return row!.id;
    });
    await invalidate(this.ctx.cache, 'product');
    return this.payload(id, view);
  }

  async update(id: string, input: ProductInput, view: View): Promise<Product> {
    await this.ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!existing) throw notFound(MESSAGES.productNotFound);
      await this.checkReferences(tx, input);
      await tx.update(products).set(this.columns(input)).where(eq(products.id, id));
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
    await removeStored(this.ctx.config.uploadsDir, files);
    await invalidate(this.ctx.cache, 'product');
  }

  async createVariant(input: VariantInput, view: View): Promise<Variant> {
    const [product] = await this.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product) throw notFound(MESSAGES.productNotFound);
    const [row] = await this.ctx.db
      .insert(productVariants)
      .values({
        productId: input.productId,
        variantName: input.variantName,
        variantNameEN: input.variantNameEN,
        ...minorPrices(input),
      })
      .returning({ id: productVariants.id });
    await invalidate(this.ctx.cache, 'product');
    const variant = await this.reader.variantById(row!.id, view);
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
