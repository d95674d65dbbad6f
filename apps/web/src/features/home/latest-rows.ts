/** docs/product/storefront.md §9: the first row holds the first 9 latest products, the second items 5–10. */
export function latestRows<T>(items: readonly T[]): { first: T[]; second: T[] } {
  return { first: items.slice(0, 9), second: items.slice(4, 10) };
}
