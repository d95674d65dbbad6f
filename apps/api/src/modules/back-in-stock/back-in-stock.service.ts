import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import { API, type Language, type StockWaiter, type StockWaitCounts } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { backInStockRequests, productVariants, products, users } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { languageOf } from '../../platform/language.ts';
import { MESSAGES, say } from '../../platform/messages.ts';
import type { DbOrTx } from '../basket/index.ts';
import { StockNoticeTokens } from './stock-notice-token.ts';

export interface StockNoticeInput {
  productId: string;
  variantId?: string | null;
  email?: string;
}

/** Who asks: a customer's id (their address stands in when none is typed), and the request's language. */
export interface Asker {
  userId: string | null;
  language: Language;
}

/**
 * "Gelince haber ver" (docs/decisions/042-back-in-stock-and-gift-note.md): a shopper leaves an address
 * for a sold-out product or option, once per address and item while it waits; the owner sees who waits;
 * the mail's link cancels one request without signing in. RestockNotifier sends the mails.
 */
export class BackInStock {
  private readonly tokens: StockNoticeTokens;

  constructor(private readonly ctx: AppContext) {
    this.tokens = new StockNoticeTokens(ctx.config.jwtSecret);
  }

  async request(input: StockNoticeInput, asker: Asker): Promise<{ email: string; message: string }> {
    const db = this.ctx.db;
    const address = (input.email ?? (await this.accountEmail(asker.userId)))?.trim().toLowerCase();
    if (!address) throw badRequest(MESSAGES.backInStockEmailRequired);
    const [product] = await db
      .select({ stock: products.stock, title: products.title, titleEN: products.titleEN })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product) throw notFound(MESSAGES.productNotFound);
    const variantId = input.variantId ?? null;
    if (variantId) {
      const [variant] = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, input.productId)));
      if (!variant) throw notFound(MESSAGES.backInStockVariantUnknown);
    }
    // An option shares its product's stock (docs/product/storefront.md §5), so the product's count decides.
    if (product.stock > 0) throw conflict('CONFLICT', MESSAGES.backInStockInStock);
    // The partial unique index makes a second request for the same address and item, while one waits, a no-op.
    await db
      .insert(backInStockRequests)
      .values({
        productId: input.productId,
        variantId,
        email: address,
        userId: asker.userId,
        language: asker.language,
      })
      .onConflictDoNothing();
    return {
      email: address,
      message: say(MESSAGES.backInStockRecorded, asker.language, {
        email: address,
        product: asker.language === 'en-EN' ? product.titleEN || product.title : product.title,
      }),
    };
  }

  /** Deletes the request the token names; the same answer when it is already gone. */
  async cancel(token: string | undefined, language: Language): Promise<{ message: string }> {
    const id = token ? this.tokens.verify(token) : undefined;
    if (!id) throw new AppError(400, 'INVALID_TOKEN', MESSAGES.stockNoticeLinkInvalid);
    await this.ctx.db.delete(backInStockRequests).where(eq(backInStockRequests.id, id));
    return { message: say(MESSAGES.stockNoticeCancelled, language) };
  }

  /** The storefront page and the one-click address that cancel one request. */
  cancelLinks(requestId: string): { page: string; oneClick: string } {
    const token = encodeURIComponent(this.tokens.sign(requestId));
    const base = this.ctx.config.publicUrl;
    return {
      page: `${base}/back-in-stock/cancel?token=${token}`,
      oneClick: `${base}${API.Products.CancelStockNotice}?token=${token}`,
    };
  }

  /** Who waits (not yet notified), oldest first: for one product, or for all. */
  async waiters(productId?: string): Promise<StockWaiter[]> {
    const waiting = isNull(backInStockRequests.notifiedAt);
    const rows = await this.ctx.db
      .select({
        id: backInStockRequests.id,
        productId: backInStockRequests.productId,
        productTitle: products.title,
        variantId: backInStockRequests.variantId,
        variantName: productVariants.variantName,
        email: backInStockRequests.email,
        language: backInStockRequests.language,
        createdAt: backInStockRequests.createdAt,
      })
      .from(backInStockRequests)
      .innerJoin(products, eq(products.id, backInStockRequests.productId))
      .leftJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
      .where(productId ? and(waiting, eq(backInStockRequests.productId, productId)) : waiting)
      .orderBy(asc(backInStockRequests.createdAt), asc(backInStockRequests.id))
      .limit(1000);
    return rows.map((r) => ({
      ...r,
      language: languageOf(r.language),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** How many addresses wait for each product that has any. */
  async waitCounts(): Promise<StockWaitCounts> {
    const rows = await this.ctx.db
      .select({ productId: backInStockRequests.productId, n: count() })
      .from(backInStockRequests)
      .where(isNull(backInStockRequests.notifiedAt))
      .groupBy(backInStockRequests.productId);
    return Object.fromEntries(rows.map((r) => [r.productId, r.n]));
  }

  /** Every request of an account or its address: for the customer's own data download (decision 027). */
  async recordsOf(email: string, userId: string) {
    const rows = await this.ctx.db
      .select({
        productId: backInStockRequests.productId,
        title: products.title,
        variantName: productVariants.variantName,
        email: backInStockRequests.email,
        language: backInStockRequests.language,
        createdAt: backInStockRequests.createdAt,
        notifiedAt: backInStockRequests.notifiedAt,
      })
      .from(backInStockRequests)
      .leftJoin(products, eq(products.id, backInStockRequests.productId))
      .leftJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
      .where(ofPerson(email, userId))
      .orderBy(asc(backInStockRequests.createdAt));
    return rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      notifiedAt: r.notifiedAt?.toISOString() ?? null,
    }));
  }

  /** Removes every request of an account or its address (erasure, decision 027). */
  async erase(email: string, userId: string, tx: Pick<DbOrTx, 'delete'> = this.ctx.db): Promise<void> {
    await tx.delete(backInStockRequests).where(ofPerson(email, userId));
  }

  private async accountEmail(userId: string | null): Promise<string | undefined> {
    if (!userId) return undefined;
    const [user] = await this.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return user?.email;
  }
}

const ofPerson = (email: string, userId: string) =>
  or(eq(backInStockRequests.email, email.toLowerCase()), eq(backInStockRequests.userId, userId));
