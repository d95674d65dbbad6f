import type { OrderItem } from '@kehribar/contracts';
import type { ReturnItems } from './order-changes.ts';

/** One line of the return form: how many units go back (0: none) and why. */
export interface ReturnChoice {
  quantity: number;
  reason: string;
}

export type ReturnProblem = 'noLine' | 'reasonShort' | 'reasonLong';

/** The contract's reason bounds (packages/contracts/src/order.ts requestReturnSchema). */
const REASON = { min: 3, max: 500 };

/**
 * The request of a filled return form, or what is wrong with it: at least one line, each chosen line with
 * a reason of 3–500 characters. Keyed by order line id; lines not chosen are left out.
 */
export function returnRequestOf(
  lines: readonly OrderItem[],
  choices: Readonly<Record<string, ReturnChoice>>,
): { items: ReturnItems } | { problems: { form?: ReturnProblem; reasons: Record<string, ReturnProblem> } } {
  const items: ReturnItems = [];
  const reasons: Record<string, ReturnProblem> = {};
  for (const line of lines) {
    const choice = choices[line.orderItemId];
    const quantity = Math.min(choice?.quantity ?? 0, line.returnableQuantity);
    if (!choice || quantity <= 0) continue;
    const reason = choice.reason.trim();
    if (reason.length < REASON.min) reasons[line.orderItemId] = 'reasonShort';
    else if (reason.length > REASON.max) reasons[line.orderItemId] = 'reasonLong';
    items.push({ orderItemId: line.orderItemId, quantity, reason });
  }
  if (items.length === 0) return { problems: { form: 'noLine', reasons } };
  if (Object.keys(reasons).length > 0) return { problems: { reasons } };
  return { items };
}
