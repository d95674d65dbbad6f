import { LIMITS } from '@kehribar/contracts/plain';

export const MIN_QUANTITY = 1;

/**
 * A basket quantity from what the shopper typed or clicked: a whole number from 1 (the input's
 * minimum; minus never goes lower) to the basket's limit. Nonsense becomes the fallback.
 */
export function clampQuantity(
  value: number | string,
  fallback = MIN_QUANTITY,
  max: number = LIMITS.maxBasketQuantity,
): number {
  const number = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  if (!Number.isFinite(number)) return Math.min(Math.max(fallback, MIN_QUANTITY), max);
  return Math.min(Math.max(Math.floor(number), MIN_QUANTITY), max);
}

/** One step up or down from the current quantity, clamped. */
export function stepQuantity(current: number, delta: 1 | -1, max: number = LIMITS.maxBasketQuantity): number {
  return clampQuantity(current + delta, current, max);
}
