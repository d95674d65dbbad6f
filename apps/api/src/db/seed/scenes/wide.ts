import type { BackdropName } from './backdrops.ts';
import type { Scene } from './compose.ts';
import { drawPiece, type PieceSpec } from './jewellery.ts';
import { STONES, type StoneName } from './palettes.ts';
import { chips, oliveSprig } from './props.ts';
import { Defs, f, radial, rng, svgDocument } from './svg.ts';

/**
 * Arranged scenes of several pieces: home banners (16:7), the sign-in and sign-up side pictures,
 * the main photo and the about-us workshop table. Banners keep their left side quiet and dark,
 * because the storefront sets the title and button over it.
 */

interface Placement {
  spec: PieceSpec;
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

interface Arrangement {
  backdrop: BackdropName;
  /** Size of the drawing's own coordinates; the picture is rendered at any size of the same shape. */
  view: [number, number];
  glow?: { x: number; y: number; r: number; stone: StoneName };
  pieces: Placement[];
  sprig?: { x: number; y: number; angle: number; length: number };
  chips?: { x: number; y: number; spread: number; stones: StoneName[]; count: number };
  /** Darken the left part for the overlaid text. */
  textSide?: boolean;
}

function arrange(a: Arrangement, seed: string, width: number, height: number): Scene {
  const defs = new Defs();
  const [vw, vh] = a.view;
  let body = '';
  if (a.glow) {
    const s = STONES[a.glow.stone];
    const id = defs.add('halo', (id) =>
      radial(
        id,
        [
          [0, s.glow, 0.5],
          [0.4, s.light, 0.2],
          [1, s.mid, 0],
        ],
        'cx="0.5" cy="0.5" r="0.5"',
      ),
    );
    body += `<ellipse cx="${a.glow.x}" cy="${a.glow.y}" rx="${a.glow.r}" ry="${f(a.glow.r * 0.8)}" fill="url(#${id})"/>`;
  }
  const r = rng(`${seed}:props`);
  if (a.sprig) body += oliveSprig(defs, a.sprig.x, a.sprig.y, a.sprig.angle, a.sprig.length, r);
  a.pieces.forEach((p, i) => {
    const piece = drawPiece(defs, p.spec, rng(`${seed}:${i}`));
    body += `<g transform="translate(${p.x} ${p.y}) rotate(${p.rotate ?? 0}) scale(${p.scale})">${piece.svg}</g>`;
  });
  if (a.chips) body += chips(defs, a.chips.stones, a.chips.x, a.chips.y, a.chips.spread, r, a.chips.count);
  if (a.textSide) {
    const id = defs.add(
      'text-side',
      (id) =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b0806" stop-opacity="0.55"/><stop offset="0.42" stop-color="#0b0806" stop-opacity="0.2"/><stop offset="0.62" stop-color="#0b0806" stop-opacity="0"/></linearGradient>`,
    );
    body += `<rect width="${vw}" height="${vh}" fill="url(#${id})"/>`;
  }
  return { backdrop: a.backdrop, svg: svgDocument(width, height, vw, vh, defs, body) };
}

const BANNER_VIEW: [number, number] = [2000, 875];

export type BannerSceneName = 'baltic' | 'ottoman' | 'nature' | 'season';

const BANNERS: Record<BannerSceneName, Arrangement> = {
  baltic: {
    backdrop: 'slate',
    view: BANNER_VIEW,
    textSide: true,
    glow: { x: 1420, y: 430, r: 620, stone: 'honey' },
    pieces: [
      {
        spec: { kind: 'beadNecklace', stone: 'honey', scale: 1.1 },
        x: 1380,
        y: 430,
        scale: 0.95,
        rotate: -8,
      },
      {
        spec: { kind: 'dropEarrings', stone: 'cognac', metal: 'gold' },
        x: 1840,
        y: 520,
        scale: 0.62,
        rotate: 12,
      },
    ],
    chips: { x: 1050, y: 760, spread: 90, stones: ['honey', 'cognac', 'lemon'], count: 6 },
  },
  ottoman: {
    backdrop: 'velvet',
    view: BANNER_VIEW,
    textSide: true,
    glow: { x: 1400, y: 420, r: 560, stone: 'cognac' },
    pieces: [
      {
        spec: { kind: 'tesbih', stone: 'cognac', bead: 'olive', thread: '#d9b45a', metal: 'gold' },
        x: 1300,
        y: 380,
        scale: 0.82,
        rotate: -28,
      },
      {
        spec: { kind: 'medallion', stone: 'cherry', metal: 'gold', mix: ['honey'] },
        x: 1720,
        y: 300,
        scale: 0.7,
        rotate: 14,
      },
      {
        spec: { kind: 'ring', stone: 'honey', metal: 'gold', ornate: true },
        x: 1800,
        y: 700,
        scale: 0.55,
        rotate: -10,
      },
    ],
  },
  nature: {
    backdrop: 'walnut',
    view: BANNER_VIEW,
    textSide: true,
    pieces: [
      {
        spec: {
          kind: 'tumbledStones',
          stone: 'turquoise',
          mix: ['lapis', 'coral', 'malachite', 'tigerEye', 'honey'],
          count: 14,
        },
        x: 1430,
        y: 440,
        scale: 0.95,
      },
      {
        spec: { kind: 'roughStones', stone: 'honey', mix: ['cognac'], count: 1, scale: 1.1 },
        x: 1880,
        y: 160,
        scale: 0.6,
      },
    ],
    sprig: { x: 1020, y: 820, angle: -32, length: 380 },
  },
  season: {
    backdrop: 'ink',
    view: BANNER_VIEW,
    textSide: true,
    glow: { x: 1450, y: 430, r: 560, stone: 'lemon' },
    pieces: [
      {
        spec: { kind: 'dropEarrings', stone: 'lemon', metal: 'gold', bead: 'round' },
        x: 1120,
        y: 470,
        scale: 0.95,
        rotate: -6,
      },
      {
        spec: { kind: 'beadBracelet', stone: 'lemon', mix: ['honey'] },
        x: 1560,
        y: 600,
        scale: 0.8,
        rotate: 8,
      },
      {
        spec: { kind: 'dropNecklace', stone: 'green', metal: 'gold' },
        x: 1830,
        y: 220,
        scale: 0.55,
        rotate: 10,
      },
    ],
    sprig: { x: 1500, y: 60, angle: 20, length: 340 },
  },
};

export function bannerScene(name: BannerSceneName, width: number, height: number): Scene {
  return arrange(BANNERS[name], `banner:${name}`, width, height);
}

export type SiteSceneName = 'main' | 'login' | 'register' | 'about';

const SITE: Record<SiteSceneName, Arrangement> = {
  main: {
    backdrop: 'linen',
    view: BANNER_VIEW,
    pieces: [
      {
        spec: { kind: 'beadNecklace', stone: 'honey', mix: ['cognac'] },
        x: 640,
        y: 440,
        scale: 0.78,
        rotate: -6,
      },
      {
        spec: { kind: 'tesbih', stone: 'cherry', thread: '#cfd0d3' },
        x: 1280,
        y: 400,
        scale: 0.8,
        rotate: 18,
      },
      {
        spec: { kind: 'ring', stone: 'cognac', metal: 'silver', ornate: true },
        x: 1760,
        y: 560,
        scale: 0.6,
        rotate: -8,
      },
      { spec: { kind: 'studEarrings', stone: 'lemon', metal: 'gold' }, x: 1740, y: 190, scale: 0.45 },
    ],
    sprig: { x: 40, y: 120, angle: 20, length: 360 },
    chips: { x: 200, y: 740, spread: 90, stones: ['honey', 'cognac', 'lemon'], count: 5 },
  },
  login: {
    backdrop: 'slate',
    view: [750, 1000],
    glow: { x: 380, y: 460, r: 520, stone: 'honey' },
    pieces: [
      {
        spec: { kind: 'tesbih', stone: 'honey', bead: 'olive', thread: '#cfd0d3' },
        x: 375,
        y: 470,
        scale: 0.82,
        rotate: 4,
      },
    ],
    chips: { x: 600, y: 900, spread: 60, stones: ['honey', 'cognac'], count: 4 },
  },
  register: {
    backdrop: 'sand',
    view: [750, 1000],
    pieces: [
      {
        spec: { kind: 'dropNecklace', stone: 'cognac', metal: 'gold', scale: 1.1 },
        x: 370,
        y: 400,
        scale: 0.9,
      },
      { spec: { kind: 'studEarrings', stone: 'cognac', metal: 'gold' }, x: 390, y: 860, scale: 0.6 },
    ],
    sprig: { x: 690, y: 60, angle: 130, length: 300 },
  },
  about: {
    backdrop: 'walnut',
    view: [1000, 750],
    glow: { x: 520, y: 380, r: 480, stone: 'honey' },
    pieces: [
      {
        spec: { kind: 'roughStones', stone: 'honey', mix: ['cognac', 'lemon', 'cherry'], count: 7 },
        x: 300,
        y: 330,
        scale: 0.6,
      },
      {
        spec: { kind: 'beadBracelet', stone: 'honey', mix: ['cognac'] },
        x: 690,
        y: 470,
        scale: 0.75,
        rotate: -10,
      },
      {
        spec: { kind: 'tumbledStones', stone: 'honey', mix: ['lemon', 'butterscotch'], count: 6, scale: 0.8 },
        x: 800,
        y: 160,
        scale: 0.45,
      },
    ],
    sprig: { x: 60, y: 700, angle: -30, length: 300 },
  },
};

export function siteScene(name: SiteSceneName, width: number, height: number): Scene {
  return arrange(SITE[name], `site:${name}`, width, height);
}
