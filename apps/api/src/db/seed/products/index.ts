import { BRACELETS, EARRINGS } from './bracelets-earrings.ts';
import { NECKLACES, RINGS } from './necklaces-rings.ts';
import { PRAYER_BEADS, STONES } from './prayer-beads-stones.ts';
import type { ProductSeed } from './types.ts';

export type { ProductSeed } from './types.ts';
export { COLOR_OF, describe } from './describe.ts';

export const PRODUCTS: readonly ProductSeed[] = [
  ...NECKLACES,
  ...RINGS,
  ...BRACELETS,
  ...EARRINGS,
  ...PRAYER_BEADS,
  ...STONES,
];
