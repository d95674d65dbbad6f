import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  couponInstant,
  DISCOUNT_TYPE,
  toDecimal,
  toMinor,
  type Coupon,
  type createCouponRequestSchema,
} from '@kehribar/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  collections,
  couponUsages,
  coupons,
  couponValidCollections,
  couponValidProducts,
  orders,
  products,
} from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { displayValue, liveUse, normaliseCode } from './coupon.service.ts';

type CreateCoupon = z.output<typeof createCouponRequestSchema>;

/** The back office's coupons: list with names and use counts, create with the form's rules, delete. */
export class CouponAdminService {
  constructor(private readonly ctx: AppContext) {}

  async list(now = new Date()): Promise<Coupon[]> {
    const db = this.ctx.db;
    const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), asc(coupons.id));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [productRows, collectionRows, usageRows] = await Promise.all([
      db
        .select({ couponId: couponValidProducts.couponId, id: products.id, title: products.title })
        .from(couponValidProducts)
        .innerJoin(products, eq(products.id, couponValidProducts.productId))
        .where(inArray(couponValidProducts.couponId, ids))
        .orderBy(asc(products.title)),
      db
        .select({ couponId: couponValidCollections.couponId, id: collections.id, name: collections.name })
        .from(couponValidCollections)
        .innerJoin(collections, eq(collections.id, couponValidCollections.collectionId))
        .where(inArray(couponValidCollections.couponId, ids))
        .orderBy(asc(collections.name)),
      // Paid orders and those awaiting payment, as checkout counts them (decision 018).
      db
        .select({ couponId: couponUsages.couponId, n: count() })
        .from(couponUsages)
        .innerJoin(orders, eq(orders.id, couponUsages.orderId))
        .where(and(inArray(couponUsages.couponId, ids), liveUse))
        .groupBy(couponUsages.couponId),
    ]);
    return rows.map((c) => {
      const ps = productRows.filter((p) => p.couponId === c.id);
      const cs = collectionRows.filter((p) => p.couponId === c.id);
      const usedCount = usageRows.find((u) => u.couponId === c.id)?.n ?? 0;
      return {
        id: c.id,
        couponCode: c.couponCode,
        discountType: c.discountType === DISCOUNT_TYPE.Rate ? DISCOUNT_TYPE.Rate : DISCOUNT_TYPE.Amount,
        discountValue: displayValue(c.discountType, c.discountValue),
        minPurchaseAmount: c.minPurchaseAmount === null ? null : toDecimal(c.minPurchaseAmount),
        minPurchaseQuantity: c.minPurchaseQuantity,
        validProducts: ps.map((p) => p.title),
        validProductIds: ps.map((p) => p.id),
        validCollections: cs.map((p) => p.name),
        validCollectionIds: cs.map((p) => p.id),
        isSingleUsePerCustomer: c.isSingleUsePerCustomer,
        totalUsages: c.totalUsages,
        usedCount,
        startDate: c.startDate.toISOString(),
        endDate: c.endDate.toISOString(),
        isActive:
          now >= c.startDate && now <= c.endDate && (c.totalUsages === null || usedCount < c.totalUsages),
      };
    });
  }

  async create(input: CreateCoupon): Promise<Coupon[]> {
    const code = normaliseCode(input.couponCode);
    await this.ctx.db
      .transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: coupons.id })
          .from(coupons)
          .where(eq(sql`upper(${coupons.couponCode})`, code));
        if (taken) throw conflict('CONFLICT', MESSAGES.couponCodeTaken);
        const productIds = [...new Set(input.validProducts)];
        const collectionIds = [...new Set(input.validCollections)];
        if (productIds.length > 0) {
          const found = await tx
            .select({ id: products.id })
            .from(products)
            .where(inArray(products.id, productIds));
          if (found.length !== productIds.length) throw badRequest(MESSAGES.couponProductsUnknown);
        }
        if (collectionIds.length > 0) {
          const found = await tx
            .select({ id: collections.id })
            .from(collections)
            .where(inArray(collections.id, collectionIds));
          if (found.length !== collectionIds.length) throw badRequest(MESSAGES.couponCollectionsUnknown);
        }
        const [coupon] = await tx
          .insert(coupons)
          .values({
            couponCode: code,
            discountType: input.discountType,
            // Rates are kept in basis points so 12.5 % stays an integer; amounts in kuruş.
            discountValue:
              input.discountType === DISCOUNT_TYPE.Rate
                ? Math.round(input.discountValue * 100)
                : toMinor(input.discountValue),
            minPurchaseAmount: input.minPurchaseAmount === null ? null : toMinor(input.minPurchaseAmount),
            minPurchaseQuantity: input.minPurchaseQuantity,
            isSingleUsePerCustomer: input.isSingleUsePerCustomer,
            totalUsages: input.totalUsages,
            startDate: couponInstant(input.startDate, 'start'),
            endDate: couponInstant(input.endDate, 'end'),
          })
          .returning({ id: coupons.id });
        if (productIds.length > 0)
          await tx
            .insert(couponValidProducts)
            .values(productIds.map((productId) => ({ couponId: coupon!.id, productId })));
        if (collectionIds.length > 0)
          await tx
            .insert(couponValidCollections)
            .values(collectionIds.map((collectionId) => ({ couponId: coupon!.id, collectionId })));
      })
      .catch((error: unknown) => {
        // Two admins saving the same code at once: the unique index decides.
        if (!(error instanceof AppError) && isUniqueViolation(error))
          throw conflict('CONFLICT', MESSAGES.couponCodeTaken);
        throw error;
      });
    return this.list();
  }

  async delete(code: string): Promise<Coupon[]> {
    const deleted = await this.ctx.db
      .delete(coupons)
      .where(eq(sql`upper(${coupons.couponCode})`, normaliseCode(code)))
      .returning({ id: coupons.id });
    if (deleted.length === 0) throw notFound(MESSAGES.couponNotFound);
    return this.list();
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
