import { gt, min } from 'drizzle-orm';
import { CACHE_KEYS } from '@kehribar/contracts';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import type { Cache } from '../../platform/cache.ts';

/** How long the next sale end found is trusted before it is looked up again. */
const RECHECK_MS = 60_000;

/**
 * Cached product payloads carry sale prices, so they go stale when a sale ends with no write to clear
 * them (docs/decisions/025-sale-prices-and-reference-price.md). Each process keeps the next sale end
 * it knows of (looked up again every minute, so a sale written by another process is found) and clears
 * the product groups once that moment has passed. A check costs a comparison between look-ups.
 */
export class SaleEnds {
  private nextEnd: number | null = null;
  private checkedAt = -Infinity;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
  ) {}

  async check(now = Date.now()): Promise<void> {
    if (this.nextEnd !== null && now >= this.nextEnd) {
      this.nextEnd = null;
      this.checkedAt = -Infinity;
      await this.cache.invalidate(CACHE_KEYS.products, CACHE_KEYS.homeContent);
    }
    if (now - this.checkedAt < RECHECK_MS) return;
    this.pending ??= this.lookUp(now).finally(() => (this.pending = null));
    await this.pending;
  }

  private async lookUp(now: number): Promise<void> {
    const after = new Date(now);
    const [[p], [v]] = await Promise.all([
      this.db.select({ end: min(products.saleEndDate) }).from(products).where(gt(products.saleEndDate, after)),
      this.db
        .select({ end: min(productVariants.saleEndDate) })
        .from(productVariants)
        .where(gt(productVariants.saleEndDate, after)),
    ]);
    const ends = [p?.end, v?.end].filter((e): e is Date => e instanceof Date || typeof e === 'string');
    this.nextEnd = ends.length ? Math.min(...ends.map((e) => new Date(e).getTime())) : null;
    this.checkedAt = now;
  }
}
