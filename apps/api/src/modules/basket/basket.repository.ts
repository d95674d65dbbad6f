import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LinePriceColumns } from './unit-prices.ts';
import { basketItems, baskets, productImages, products, productVariants } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * The basket row of an owner, created on first use, marked as changed now: one statement, which also
 * locks the row until the transaction ends, so two writes to one basket take turns. Every write to a
 * basket's lines goes through this or lockBasketId first: saveLine relies on it.
 */
export async function ensureBasketId(db: DbOrTx, ownerKey: string): Promise<string> {
  const [row] = await db
    .insert(baskets)
    .values({ ownerKey })
    .onConflictDoUpdate({ target: baskets.ownerKey, set: { updatedAt: sql`now()` } })
    .returning({ id: baskets.id });
  if (!row) throw new Error(`basket of ${ownerKey} could not be written`);
  return row.id;
}

/** The basket row of an owner, if there is one, marked as changed now and locked until the transaction ends. */
export async function lockBasketId(db: DbOrTx, ownerKey: string): Promise<string | undefined> {
  const [row] = await db
    .update(baskets)
    .set({ updatedAt: sql`now()` })
    .where(eq(baskets.ownerKey, ownerKey))
    .returning({ id: baskets.id });
  return row?.id;
}

export async function findBasketId(db: DbOrTx, ownerKey: string): Promise<string | undefined> {
  const [row] = await db.select({ id: baskets.id }).from(baskets).where(eq(baskets.ownerKey, ownerKey));
  return row?.id;
}

const vitrineImage = sql<string | null>`(
  select ${productImages.path} from ${productImages}
  where ${productImages.productId} = ${products.id}
  order by ${productImages.isVitrinePhoto} desc, ${productImages.sortOrder} asc
  limit 1)`;

/** The price and sale columns of a product or option (docs/decisions/025-sale-prices-and-reference-price.md). */
const saleColumnsOf = (t: 'products' | 'variants') => {
  const c = t === 'products' ? products : productVariants;
  return {
    priceTRY: c.priceTRY,
    priceUSD: c.priceUSD,
    priceForeign: c.priceForeign,
    salePriceTRY: c.salePriceTRY,
    salePriceUSD: c.salePriceUSD,
    salePriceForeign: c.salePriceForeign,
    referencePriceTRY: c.referencePriceTRY,
    referencePriceUSD: c.referencePriceUSD,
    referencePriceForeign: c.referencePriceForeign,
    saleStartedAt: c.saleStartedAt,
    saleEndDate: c.saleEndDate,
  };
};

/** Every line of a basket with the catalogue's current names, prices, stock and picture. */
export function loadLines(db: DbOrTx, basketId: string): Promise<BasketLine[]> {
  return db
    .select({
      id: basketItems.id,
      productId: basketItems.productId,
      variantId: basketItems.variantId,
      size: basketItems.size,
      color: basketItems.color,
      quantity: basketItems.quantity,
      title: products.title,
      titleEN: products.titleEN,
      collectionId: products.collectionId,
      stock: products.stock,
      product: saleColumnsOf('products'),
      variantName: productVariants.variantName,
      variantNameEN: productVariants.variantNameEN,
      variant: saleColumnsOf('variants'),
      imageUrl: vitrineImage,
    })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, basketItems.variantId))
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id)) as Promise<BasketLine[]>;
}

export interface BasketLine extends LinePriceColumns {
  id: string;
  productId: string;
  variantId: string | null;
  size: string;
  color: string | null;
  quantity: number;
  title: string;
  titleEN: string;
  collectionId: number | null;
  stock: number;
  variantName: string | null;
  variantNameEN: string | null;
  imageUrl: string | null;
}
