/**
 * How each stone (and each blog post) is drawn by <StoneArt>: a shape, a surface pattern and a palette.
 * Colours are the stones' own; the backdrops stay in the shop's warm ivory and sand.
 */
export type StoneShape = 'drop' | 'cabochon' | 'faceted' | 'raw' | 'slice' | 'strand' | 'tesbih' | 'ring';
export type StonePattern = 'inclusions' | 'veins' | 'bands' | 'chatoyant' | 'flecks' | 'none';

export interface StonePalette {
  /** Highlight side of the body. */
  light: string;
  base: string;
  /** Shadow side and rim. */
  deep: string;
  /** The pattern's colour (veins, bands, flecks). */
  accent?: string;
  /** Transparent stones show a pool of light on the far side. */
  translucent?: boolean;
}

export interface StoneLook {
  shape: StoneShape;
  pattern: StonePattern;
  palette: StonePalette;
  /** The ground and the glow behind the stone. */
  backdrop?: { ground: string; glow: string };
}

const LINEN = { ground: '#f3ece0', glow: '#fffaf0' };

export const PALETTES = {
  honey: { light: '#ffe29a', base: '#e49a2c', deep: '#8a4a0f', accent: '#fff3cf', translucent: true },
  cognac: { light: '#f5b860', base: '#b4621a', deep: '#5e2a07', accent: '#ffe3b0', translucent: true },
  cherry: { light: '#ec8a5a', base: '#a8361c', deep: '#531608', accent: '#ffc7a0', translucent: true },
  jet: { light: '#77706a', base: '#2b2724', deep: '#0d0b0a' },
  turquoise: { light: '#a9e8e0', base: '#3eaaa5', deep: '#1c6a6e', accent: '#5a4632' },
  coral: { light: '#f8a48e', base: '#d04f3c', deep: '#86271d' },
  tigersEye: { light: '#f4c872', base: '#b27828', deep: '#4f2e0c', accent: '#ffe2a0' },
  onyx: { light: '#625c56', base: '#23201e', deep: '#080707' },
  agate: { light: '#f2d6b8', base: '#b8703f', deep: '#663620', accent: '#fbf1e4' },
  lapis: { light: '#6483d9', base: '#27418f', deep: '#121f55', accent: '#e8c25a' },
  amethyst: { light: '#dcbcf2', base: '#8a55b8', deep: '#44206a', accent: '#f4e6ff', translucent: true },
  malachite: { light: '#8ad6a8', base: '#2e8e5a', deep: '#0d4a2c', accent: '#0b3a22' },
} satisfies Record<string, StonePalette>;

/** The natural stones of /natural-stones, by the id in the translation files. */
export const STONE_LOOKS: Record<string, StoneLook> = {
  amber: { shape: 'drop', pattern: 'inclusions', palette: PALETTES.honey },
  oltu: { shape: 'tesbih', pattern: 'none', palette: PALETTES.jet },
  turquoise: { shape: 'cabochon', pattern: 'veins', palette: PALETTES.turquoise },
  coral: { shape: 'strand', pattern: 'none', palette: PALETTES.coral },
  'tigers-eye': { shape: 'cabochon', pattern: 'chatoyant', palette: PALETTES.tigersEye },
  onyx: { shape: 'cabochon', pattern: 'none', palette: PALETTES.onyx },
  agate: { shape: 'slice', pattern: 'bands', palette: PALETTES.agate },
  lapis: { shape: 'cabochon', pattern: 'flecks', palette: PALETTES.lapis },
  amethyst: { shape: 'faceted', pattern: 'none', palette: PALETTES.amethyst },
  malachite: { shape: 'cabochon', pattern: 'bands', palette: PALETTES.malachite },
};

/** The blog's pictures, by post id. */
export const POST_LOOKS: Record<string, StoneLook> = {
  'real-amber': {
    shape: 'drop',
    pattern: 'inclusions',
    palette: PALETTES.honey,
    backdrop: { ground: '#2c2825', glow: '#7fa6e8' },
  },
  'amber-care': { shape: 'cabochon', pattern: 'inclusions', palette: PALETTES.cognac },
  'tesbih-history': { shape: 'tesbih', pattern: 'none', palette: PALETTES.honey },
  'pressed-vs-natural': { shape: 'strand', pattern: 'none', palette: PALETTES.cherry },
  'oltu-stone': { shape: 'raw', pattern: 'none', palette: PALETTES.jet },
  'ring-size': { shape: 'ring', pattern: 'inclusions', palette: PALETTES.cognac },
};

const FALLBACK: StoneLook = { shape: 'cabochon', pattern: 'inclusions', palette: PALETTES.honey };

export const stoneLook = (id: string): StoneLook => STONE_LOOKS[id] ?? FALLBACK;
export const postLook = (id: string): StoneLook => POST_LOOKS[id] ?? FALLBACK;
export const backdropOf = (look: StoneLook) => look.backdrop ?? LINEN;
