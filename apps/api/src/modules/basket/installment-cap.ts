import { eq, inArray } from 'drizzle-orm';
import { basketInstallmentCap } from '@kehribar/contracts';
import { categories, products } from '../../db/schema/index.ts';
import type { DbOrTx } from './basket.repository.ts';

/**
 * The highest instalment count for these products: the lowest cap of their categories, within the
 * shop's MAX_INSTALLMENTS (docs/decisions/028-try-for-residents-and-jewellery-instalments.md).
 */
export async function installmentCapOf(
  db: Pick<DbOrTx, 'select'>,
  productIds: readonly string[],
  globalMax: number,
): Promise<number> {
  if (productIds.length === 0) return basketInstallmentCap([], globalMax);
  const rows = await db
    .select({ cap: categories.maxInstallments })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(inArray(products.id, [...productIds]));
  return basketInstallmentCap(
    rows.map((r) => r.cap),
    globalMax,
  );
}
