/**
 * What a refund gives back, item transaction by item transaction (iyzico refunds per basket item,
 * docs/decisions/024-after-sale.md). Pure: the service reads the lines, this decides the amounts.
 */

export interface RefundableLine {
  id: string;
  quantity: number;
  paymentTransactionId: string | null;
  /** Minor units the card paid for the whole line; null when nothing was charged for it. */
  paidPrice: number | null;
  refundedAmount: number;
}

export interface RefundPart {
  orderItemId: string;
  paymentTransactionId: string;
  price: number;
}

export const leftOn = (l: RefundableLine) =>
  l.paymentTransactionId && l.paidPrice ? Math.max(0, l.paidPrice - l.refundedAmount) : 0;

/**
 * Units of lines: each unit's share of what the line paid, never above what is left on it. Taking every
 * unit of a line gives back all that is left, so rounding never strands a kuruş.
 */
export function planForUnits(
  lines: readonly RefundableLine[],
  units: readonly { orderItemId: string; quantity: number }[],
): RefundPart[] {
  const parts: RefundPart[] = [];
  for (const u of units) {
    const line = lines.find((l) => l.id === u.orderItemId);
    if (!line) continue;
    const left = leftOn(line);
    const share =
      u.quantity >= line.quantity ? left : Math.round(((line.paidPrice ?? 0) * u.quantity) / line.quantity);
    const price = Math.min(left, share);
    if (price > 0)
      parts.push({ orderItemId: line.id, paymentTransactionId: line.paymentTransactionId!, price });
  }
  return parts;
}

/** An amount, taken from the lines in their order, each up to what is left on it; null when it is too much. */
export function planForAmount(lines: readonly RefundableLine[], amount: number): RefundPart[] | null {
  let rest = amount;
  const parts: RefundPart[] = [];
  for (const line of lines) {
    const price = Math.min(rest, leftOn(line));
    if (price <= 0) continue;
    parts.push({ orderItemId: line.id, paymentTransactionId: line.paymentTransactionId!, price });
    rest -= price;
  }
  return rest > 0 ? null : parts;
}

/** Everything still left on every line. */
export const planForAll = (lines: readonly RefundableLine[]): RefundPart[] =>
  planForUnits(
    lines,
    lines.map((l) => ({ orderItemId: l.id, quantity: l.quantity })),
  );
