import { and, desc, eq } from 'drizzle-orm';
import type { Product } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { favorites, products } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { ProductReader } from '../catalog/index.ts';
import type { View } from '../catalog/index.ts';

/** A shopper's favourite products, newest first, keyed like the basket (customer or signed guest id). */
export class FavoritesService {
  private readonly reader: ProductReader;

  constructor(private readonly ctx: AppContext) {
    this.reader = new ProductReader(ctx.db);
  }

  async ids(ownerKey: string): Promise<string[]> {
    const rows = await this.ctx.db
      .select({ productId: favorites.productId })
      .from(favorites)
      .where(eq(favorites.ownerKey, ownerKey))
      .orderBy(desc(favorites.createdAt), desc(favorites.id));
    return rows.map((r) => r.productId);
  }

  async products(ownerKey: string, view: View): Promise<Product[]> {
    return this.reader.byIds(await this.ids(ownerKey), view);
  }

  /** Adding twice is harmless. */
  async add(ownerKey: string, productId: string): Promise<string[]> {
    const [product] = await this.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw notFound(MESSAGES.productNotFound);
    await this.ctx.db.insert(favorites).values({ ownerKey, productId }).onConflictDoNothing();
    return this.ids(ownerKey);
  }

  async remove(ownerKey: string, productId: string): Promise<string[]> {
    await this.ctx.db
      .delete(favorites)
      .where(and(eq(favorites.ownerKey, ownerKey), eq(favorites.productId, productId)));
    return this.ids(ownerKey);
  }
}
