import type { CategoryKey, CollectionKey } from '../catalog-data.ts';
import type { PieceSpec } from '../scenes/jewellery.ts';

/** A bullet of the description in both languages: [Turkish, English]. */
export type Line = readonly [string, string];

export interface ProductSeed {
  title: string;
  titleEN: string;
  category: CategoryKey;
  /** Key of a sub-category of the category; null for the few products without one. */
  sub: string | null;
  collection: CollectionKey | null;
  /** 0 men, 1 women, 2 unisex. */
  gender: 0 | 1 | 2;
  /** Price in whole Turkish lira; the USD and EUR prices are derived from it. */
  price: number;
  stock: number;
  sold: number;
  best?: boolean;
  exclusive?: boolean;
  /** Added this many days ago, so the 'newest' sort has something to sort. */
  daysAgo: number;
  look: PieceSpec;
  /** What makes this piece itself: the first bullets of its description. */
  about: Line[];
  /** Measurements: length, bead size, weight. */
  facts: Line[];
  /** Overrides the stone's own material line (pressed amber, mixed stones). */
  material?: Line;
  /** Options with their own price: the extra lira over the base price. */
  variants?: { name: string; nameEN: string; extra: number }[];
  pictures?: 2 | 3 | 4;
}
