import { gt, min } from 'drizzle-orm';
import { CACHE_KEYS } from '@kehribar/contracts';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import type { Cache } from '../../platform/cache.ts';

const NEXT_END_KEY = '\u0000next-sale-end';

/**
 * Cached product payloads carry sale prices, so they go stale when a sale ends with no write to clear
 * them (docs/decisions/025-sale-prices-and-reference-price.md). The next sale end is itself cached in the
 * products group, so every product write (here or, through Redis, in another process) makes it looked up
 * again; once that moment has passed the product groups are cleared. A check costs a cache lookup.
 */
export class SaleEnds {
  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
  ) {}

  async check(now = Date.now()): Promise<void> {
    const next = await this.cache.wrap(CACHE_KEYS.products, NEXT_END_KEY, () => this.nextEnd(now));
    if (next.at !== null && now >= next.at) {
      await this.cache.invalidate(CACHE_KEYS.products, CACHE_KEYS.homeContent);
    }
  }

  private async nextEnd(now: number): Promise<{ at: number | null }> {
    const after = new Date(now);
    const [[p], [v]] = await Promise.all([
      this.db
        .select({ end: min(products.saleEndDate) })
        .from(products)
        .where(gt(products.saleEndDate, after)),
      this.db
        .select({ end: min(productVariants.saleEndDate) })
        .from(productVariants)
        .where(gt(productVariants.saleEndDate, after)),
    ]);
    const ends = [p?.end, v?.end].flatMap((e) => (e ? [new Date(e).getTime()] : []));
    return { at: ends.length ? Math.min(...ends) : null };
  }
}
