/**
 * What a refund gives back, line by line (iyzico refunds per basket item, docs/decisions/024-after-sale.md).
 * Pure and zod-free: the server refunds by it, and the back office shows the same amount before sending.
 * Amounts are minor units.
 */

export interface RefundableLine {
  id: string;
  quantity: number;
  /** What the card paid for the whole line; null when nothing was charged for it. */
  paidPrice: number | null;
  refundedAmount: number;
}

export interface RefundShare {
  orderItemId: string;
  price: number;
}

export const leftOn = (l: RefundableLine) => Math.max(0, (l.paidPrice ?? 0) - l.refundedAmount);

/**
 * Units of lines: each unit's share of what the line paid, never above what is left on it. Taking every
 * unit of a line gives back all that is left, so rounding never strands a kuruş.
 */
export function planForUnits(
  lines: readonly RefundableLine[],
  units: readonly { orderItemId: string; quantity: number }[],
): RefundShare[] {
  const shares: RefundShare[] = [];
  for (const u of units) {
    const line = lines.find((l) => l.id === u.orderItemId);
    if (!line || u.quantity <= 0) continue;
    const left = leftOn(line);
    const share =
      u.quantity >= line.quantity ? left : Math.round(((line.paidPrice ?? 0) * u.quantity) / line.quantity);
    const price = Math.min(left, share);
    if (price > 0) shares.push({ orderItemId: line.id, price });
  }
  return shares;
}

/** An amount, taken from the lines in their order, each up to what is left on it; null when it is too much. */
export function planForAmount(lines: readonly RefundableLine[], amount: number): RefundShare[] | null {
  let rest = amount;
  const shares: RefundShare[] = [];
  for (const line of lines) {
    const price = Math.min(rest, leftOn(line));
    if (price <= 0) continue;
    shares.push({ orderItemId: line.id, price });
    rest -= price;
  }
  return rest > 0 ? null : shares;
}

/** Everything still left on every line. */
export const planForAll = (lines: readonly RefundableLine[]): RefundShare[] =>
  planForUnits(
    lines,
    lines.map((l) => ({ orderItemId: l.id, quantity: l.quantity })),
  );

export const totalOf = (shares: readonly RefundShare[]) => shares.reduce((sum, s) => sum + s.price, 0);
