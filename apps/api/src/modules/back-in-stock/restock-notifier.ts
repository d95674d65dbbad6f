import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { backInStockRequests, productVariants, products } from '../../db/schema/index.ts';
import { languageOf } from '../../platform/language.ts';
import { readSeller, sellerFooter } from '../orders/index.ts';
import { backInStockMail } from './back-in-stock-mails.ts';
import type { BackInStock } from './back-in-stock.service.ts';

/** A safety net only: cache clears start a round as soon as stock changes (back-in-stock.routes.ts). */
const POLL_MS = 60_000;
const BATCH = 50;

/**
 * Sends the one back-in-stock mail of every request whose product has stock again
 * (docs/decisions/042-back-in-stock-and-gift-note.md). It reads state, not events: a request waits only
 * while its product is sold out (BackInStock.request refuses an item in stock), so a waiting request
 * whose product now has stock is a restock, whichever path raised it: the owner's product form or stock
 * field, a cancelled or failed order releasing its units, a completed return. Each request is claimed
 * (row lock, SKIP LOCKED), its mail queued in the outbox and the request marked notified in one
 * transaction, so two processes or two rounds never mail an address twice.
 */
export class RestockNotifier {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly requests: BackInStock,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.kick(), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs a round now (or once more after the current one); resolves with the mails queued. */
  kick(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.sendDue()
      .catch((error: unknown) => {
        this.ctx.log.warn({ err: error }, 'back-in-stock round failed; the next one retries');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  /** Mails every waiting request whose product has stock; the number of mails queued. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const round = await this.ctx.db.transaction(async (tx) => {
        const due = await tx
          .select({
            id: backInStockRequests.id,
            productId: backInStockRequests.productId,
            email: backInStockRequests.email,
            language: backInStockRequests.language,
            title: products.title,
            titleEN: products.titleEN,
            variantName: productVariants.variantName,
            variantNameEN: productVariants.variantNameEN,
          })
          .from(backInStockRequests)
          .innerJoin(products, eq(products.id, backInStockRequests.productId))
          .leftJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
          .where(and(isNull(backInStockRequests.notifiedAt), gt(products.stock, 0)))
          .limit(BATCH)
          .for('update', { of: backInStockRequests, skipLocked: true });
        if (due.length === 0) return 0;
        const base = this.ctx.config.publicUrl;
        const { seller } = await readSeller(tx, base);
        for (const r of due) {
          const language = languageOf(r.language);
          const en = language === 'en-EN';
          const title = en ? r.titleEN || r.title : r.title;
          const option = en ? r.variantNameEN || r.variantName : r.variantName;
          await this.ctx.mailer.enqueue(
            backInStockMail({
              to: r.email,
              language,
              product: option ? `${title} (${option})` : title,
              productUrl: `${base}/product/${r.productId}`,
              cancel: this.requests.cancelLinks(r.id),
              sellerFooter: sellerFooter(seller, language),
            }),
            tx,
          );
          await tx
            .update(backInStockRequests)
            .set({ notifiedAt: new Date() })
            .where(eq(backInStockRequests.id, r.id));
        }
        return due.length;
      });
      sent += round;
      if (round < BATCH) return sent;
    }
  }
}
