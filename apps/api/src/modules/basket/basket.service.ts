import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { priceIn, toDecimal, type Basket, type BasketItemInput, type Currency } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { basketItems, baskets } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { fill, MESSAGES } from '../../platform/messages.ts';
import {
  ensureBasketId,
  findBasketId,
  lockBasketId,
  loadLines,
  type BasketLine,
  type DbOrTx,
} from './basket.repository.ts';
import { saveLine, saveLinePrepared, type LineWrite, type LineWriteOutcome } from './save-line.ts';
import { unitPricesOf } from './unit-prices.ts';

/**
 * The basket rules: lines are keyed by product, option and size; quantities stay within stock; names,
 * pictures and prices are always the catalogue's current ones, totalled on the server in minor units.
 */
export class BasketService {
  constructor(private readonly ctx: AppContext) {}

  async get(ownerKey: string, currency: Currency): Promise<Basket> {
    const basketId = await findBasketId(this.ctx.db, ownerKey);
    const lines = basketId ? await loadLines(this.ctx.db, basketId) : [];
    return present(ownerKey, lines, currency);
  }

  /**
   * Adds lines (or, with a basketItemId of this basket, updates that line). One line, the storefront's
   * case, is one statement that also answers with the basket; when another write to the same basket
   * slipped in between (see saveLine), or for several lines, the lines are written in a transaction that
   * holds the basket's lock.
   */
  async save(ownerKey: string, items: Partial<BasketItemInput>[], currency: Currency): Promise<Basket> {
    const writes = items.map((item) => lineWrite(ownerKey, item));
    if (writes.length === 0) return this.get(ownerKey, currency);
    if (writes.length === 1) {
      const outcome = await saveLinePrepared(this.ctx.database, writes[0]!);
      if (outcome.kind !== 'stale') return present(ownerKey, linesOf(outcome), currency);
    }
    const lines = await this.ctx.db.transaction(async (tx) => {
      await ensureBasketId(tx, ownerKey);
      let written: BasketLine[] = [];
      for (const write of writes) written = linesOf(await saveLine(tx, write));
      return written;
    });
    return present(ownerKey, lines, currency);
  }

  async setQuantities(
    ownerKey: string,
    items: { basketItemId: string; quantity: number }[],
    currency: Currency,
  ) {
    await this.ctx.db.transaction(async (tx) => {
      const basketId = await lockBasketId(tx, ownerKey);
      if (!basketId) throw notFound(MESSAGES.basketItemNotFound);
      for (const { basketItemId, quantity } of items) {
        const [line] = await tx
          .update(basketItems)
          .set({ quantity })
          .where(and(eq(basketItems.id, basketItemId), eq(basketItems.basketId, basketId)))
          .returning({ productId: basketItems.productId });
        if (!line) throw notFound(MESSAGES.basketItemNotFound);
        await assertWithinStock(tx, basketId, line.productId);
      }
    });
    return this.get(ownerKey, currency);
  }

  async clear(ownerKey: string, currency: Currency): Promise<Basket> {
    await this.ctx.db.transaction(async (tx) => {
      const basketId = await lockBasketId(tx, ownerKey);
      if (basketId) await tx.delete(basketItems).where(eq(basketItems.basketId, basketId));
    });
    return this.get(ownerKey, currency);
  }

  async removeProducts(ownerKey: string, productIds: string[], currency: Currency): Promise<Basket> {
    await this.ctx.db.transaction(async (tx) => {
      const basketId = await lockBasketId(tx, ownerKey);
      if (basketId) {
        await tx
          .delete(basketItems)
          .where(and(eq(basketItems.basketId, basketId), inArray(basketItems.productId, productIds)));
      }
    });
    return this.get(ownerKey, currency);
  }

  async removeItem(ownerKey: string, basketItemId: string, currency: Currency): Promise<Basket> {
    await this.ctx.db.transaction(async (tx) => {
      const basketId = await lockBasketId(tx, ownerKey);
      const deleted = basketId
        ? await tx
            .delete(basketItems)
            .where(and(eq(basketItems.id, basketItemId), eq(basketItems.basketId, basketId)))
            .returning({ id: basketItems.id })
        : [];
      if (deleted.length === 0) throw notFound(MESSAGES.basketItemNotFound);
    });
    return this.get(ownerKey, currency);
  }

  /**
   * After sign-in: the guest's lines move into the customer's basket (quantities of equal lines add up,
   * capped at stock), and the guest basket is removed.
   */
  async mergeInto(userKey: string, guestKey: string | null, currency: Currency): Promise<Basket> {
    if (guestKey) {
      await this.ctx.db.transaction(async (tx) => {
        const guestBasketId = await lockBasketId(tx, guestKey);
        if (!guestBasketId) return;
        const userBasketId = await ensureBasketId(tx, userKey);
        const guestLines = await tx.select().from(basketItems).where(eq(basketItems.basketId, guestBasketId));
        for (const { productId, variantId, size, color, quantity } of guestLines) {
          await addQuantity(tx, userBasketId, { productId, variantId, size, color }, quantity);
          await capAtStock(tx, userBasketId, productId);
        }
        await tx.delete(baskets).where(eq(baskets.id, guestBasketId));
      });
    }
    return this.get(userKey, currency);
  }
}

function lineWrite(ownerKey: string, item: Partial<BasketItemInput>): LineWrite {
  if (!item.productId) throw badRequest();
  return {
    ownerKey,
    productId: item.productId,
    variantId: item.variantId ?? null,
    size: (item.size ?? '').trim(),
    color: item.color ?? null,
    quantity: item.quantity ?? 1,
    basketItemId: item.basketItemId ?? null,
  };
}

/** The basket after a line write, or the error the shopper is told. */
function linesOf(outcome: LineWriteOutcome): BasketLine[] {
  switch (outcome.kind) {
    case 'written':
      return outcome.lines;
    case 'productNotFound':
      throw notFound(MESSAGES.productNotFound);
    case 'variantNotFound':
      throw notFound(MESSAGES.variantNotFound);
    case 'invalidSize':
      throw badRequest(MESSAGES.invalidSize);
    case 'lineNotFound':
      throw notFound(MESSAGES.basketItemNotFound);
    case 'outOfStock':
      throw outOfStock(outcome.stock);
    case 'stale':
      // Only a statement that does not hold the basket's lock can meet a newer basket.
      throw new Error('basket write met a newer basket while holding its lock');
  }
}

function outOfStock(stock: number): AppError {
  return stock === 0
    ? new AppError(409, 'OUT_OF_STOCK', MESSAGES.soldOut)
    : new AppError(409, 'OUT_OF_STOCK', fill(MESSAGES.outOfStock, { stock }));
}

async function addQuantity(
  tx: DbOrTx,
  basketId: string,
  line: { productId: string; variantId: string | null; size: string; color: string | null },
  quantity: number,
): Promise<void> {
  const [same] = await tx
    .select({ id: basketItems.id })
    .from(basketItems)
    .where(
      and(
        eq(basketItems.basketId, basketId),
        eq(basketItems.productId, line.productId),
        line.variantId ? eq(basketItems.variantId, line.variantId) : isNull(basketItems.variantId),
        eq(basketItems.size, line.size),
      ),
    );
  if (same) {
    await tx
      .update(basketItems)
      .set({ quantity: sql`${basketItems.quantity} + ${quantity}` })
      .where(eq(basketItems.id, same.id));
  } else {
    await tx.insert(basketItems).values({ basketId, ...line, quantity });
  }
}

async function quantityAndStock(tx: DbOrTx, basketId: string, productId: string) {
  const lines = await loadLines(tx, basketId);
  const ofProduct = lines.filter((l) => l.productId === productId);
  return {
    lines: ofProduct,
    total: ofProduct.reduce((sum, l) => sum + l.quantity, 0),
    stock: ofProduct[0]?.stock ?? 0,
  };
}

/** A product's stock is shared by all its lines (options, sizes). */
async function assertWithinStock(tx: DbOrTx, basketId: string, productId: string): Promise<void> {
  const { total, stock } = await quantityAndStock(tx, basketId, productId);
  if (total > stock) throw outOfStock(stock);
}

/** Merging never fails on stock: the newest lines shrink (or go) until the product fits. */
async function capAtStock(tx: DbOrTx, basketId: string, productId: string): Promise<void> {
  const { lines, stock } = await quantityAndStock(tx, basketId, productId);
  let room = stock;
  for (const line of lines) {
    const keep = Math.min(line.quantity, room);
    room -= keep;
    if (keep === line.quantity) continue;
    if (keep === 0) await tx.delete(basketItems).where(eq(basketItems.id, line.id));
    else await tx.update(basketItems).set({ quantity: keep }).where(eq(basketItems.id, line.id));
  }
}

export function present(ownerKey: string, lines: BasketLine[], currency: Currency): Basket {
  let totalMinor = 0;
  const items = lines.map((line) => {
    const { paid: prices, reference } = unitPricesOf(line);
    const unit = priceIn(prices, currency);
    const referenceHere = reference[currency];
    totalMinor += unit * line.quantity;
    return {
      basketItemId: line.id,
      productId: line.productId,
      productName: line.title,
      productNameEN: line.titleEN,
      productImageUrl: line.imageUrl,
      collectionId: line.collectionId,
      quantity: line.quantity,
      size: line.size,
      color: line.color,
      isVariant: Boolean(line.variantId),
      variantId: line.variantId,
      variantName: line.variantName,
      variantNameEN: line.variantNameEN,
      isNewItem: false,
      priceTRY: toDecimal(prices.priceTRY),
      priceUSD: toDecimal(prices.priceUSD),
      priceForeign: toDecimal(prices.priceForeign),
      price: toDecimal(unit),
      referencePrice: referenceHere === null ? null : toDecimal(referenceHere),
      lineTotal: toDecimal(unit * line.quantity),
      stock: line.stock,
    };
  });
  return {
    nonUserBasketId: ownerKey.startsWith('guest:') ? ownerKey.slice('guest:'.length) : null,
    basketItems: items,
    currency,
    itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
    totalAmount: toDecimal(totalMinor),
    calculatedTotalAmount: toDecimal(totalMinor),
  };
}
