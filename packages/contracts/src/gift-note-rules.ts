/** The longest gift note a checkout takes (docs/product/storefront.md §9, docs/decisions/042-back-in-stock-and-gift-note.md). */
export const GIFT_NOTE_MAX = 250;
