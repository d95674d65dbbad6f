import type { BackdropName } from './backdrops.ts';
import { drawPiece, type PieceSpec } from './jewellery.ts';
import { STONES } from './palettes.ts';
import { chips, dish, oliveSprig } from './props.ts';
import { between, Defs, f, pickOne, radial, rng, svgDocument } from './svg.ts';

/** The pictures of one product: the vitrine shot, a close-up, a styled shot and a backlit one. */
export type Shot = 'hero' | 'detail' | 'styled' | 'glow';
export const SHOTS: readonly Shot[] = ['hero', 'detail', 'styled', 'glow'];

export interface Scene {
  backdrop: BackdropName;
  /** Transparent SVG laid over the backdrop. */
  svg: string;
}

/** Where each kind sits in a 1000 × 1000 frame when shown whole. */
const FRAMING: Record<PieceSpec['kind'], { scale: number; x: number; y: number }> = {
  beadNecklace: { scale: 0.94, x: 0, y: -30 },
  dropNecklace: { scale: 1.3, x: 0, y: 100 },
  medallion: { scale: 1.1, x: 0, y: 80 },
  ring: { scale: 1.45, x: 0, y: 10 },
  beadBracelet: { scale: 1.3, x: 0, y: 0 },
  chainBracelet: { scale: 1.3, x: 0, y: 10 },
  dropEarrings: { scale: 1.6, x: 15, y: -140 },
  studEarrings: { scale: 1.55, x: 0, y: 0 },
  tesbih: { scale: 0.92, x: 0, y: 68 },
  roughStones: { scale: 0.95, x: 0, y: 0 },
  tumbledStones: { scale: 1, x: 0, y: 0 },
};

const SMALL: ReadonlySet<PieceSpec['kind']> = new Set(['ring', 'studEarrings', 'dropEarrings']);

function heroBackdrop(seed: string): BackdropName {
  return pickOne(rng(`${seed}:bd`), ['linen', 'ivory', 'sand', 'linen'] as const);
}

function styledBackdrop(spec: PieceSpec, seed: string): BackdropName {
  if (spec.ornate) return 'velvet';
  const r = rng(`${seed}:styled`);
  if (STONES[spec.stone].translucent) return pickOne(r, ['walnut', 'slate', 'walnut'] as const);
  if (spec.stone === 'onyx' || spec.stone === 'tigerEye')
    return pickOne(r, ['travertine', 'walnut'] as const);
  return pickOne(r, ['travertine', 'linen', 'walnut'] as const);
}

/**
 * One picture of a piece. The piece is drawn from the same seed in every shot, so its beads and
 * inclusions match from picture to picture; only the camera, surface and props change.
 */
export function productScene(
  spec: PieceSpec,
  shot: Shot,
  seed: string,
  px: number,
  surface?: BackdropName,
): Scene {
  const defs = new Defs();
  const piece = drawPiece(defs, spec, rng(seed));
  const frame = FRAMING[spec.kind];
  const r = rng(`${seed}:${shot}`);
  let backdrop: BackdropName = heroBackdrop(seed);
  let under = '',
    over = '';
  let scale = frame.scale,
    cx = frame.x,
    cy = frame.y,
    rot = 0,
    ox = 500,
    oy = 500;
  let beneath = '';

  switch (shot) {
    case 'hero':
      backdrop = surface ?? backdrop;
      break;
    case 'detail': {
      const focus = piece.focus[0]!;
      scale = frame.scale * 2.15;
      cx = focus.x;
      cy = focus.y;
      rot = between(r, -7, 7);
      break;
    }
    case 'styled': {
      backdrop = surface ?? styledBackdrop(spec, seed);
      scale = frame.scale * 0.84;
      rot = between(r, 10, 22) * (r() < 0.5 ? -1 : 1);
      ox = 540;
      oy = 540;
      if (SMALL.has(spec.kind))
        beneath = dish(
          defs,
          spec.kind === 'ring' ? 300 : 330,
          backdrop === 'velvet' ? '#f6efe2' : pickOne(r, ['#f3ede3', '#ece3d3', '#e8dfd0']),
        );
      // The sprig and the chips sit in opposite corners, a different pair for each product.
      const corner = Math.floor(r() * 3);
      const [sx, sy, sa] = (
        [
          [60, 110, 25],
          [940, 120, 150],
          [70, 880, -25],
        ] as const
      )[corner]!;
      under += oliveSprig(
        defs,
        sx + between(r, -20, 20),
        sy + between(r, -20, 20),
        sa + between(r, -10, 10),
        330,
        r,
      );
      const [kx, ky] = (
        [
          [860, 870],
          [140, 860],
          [860, 140],
        ] as const
      )[corner]!;
      const chipStones = STONES[spec.stone].translucent
        ? ([spec.stone, 'honey', 'cognac'] as const)
        : ([spec.stone, spec.stone] as const);
      over += chips(defs, chipStones, kx, ky, 60, r, 3 + Math.floor(r() * 3));
      break;
    }
    case 'glow': {
      const focus = piece.focus[1] ?? piece.focus[0]!;
      backdrop = 'slate';
      scale = frame.scale * 1.35;
      cx = (focus.x + frame.x) / 2;
      cy = (focus.y + frame.y) / 2;
      rot = between(r, -10, 10);
      const glow = defs.add(`${spec.stone}-halo`, (id) =>
        radial(
          id,
          [
            [0, STONES[spec.stone].glow, 0.55],
            [0.4, STONES[spec.stone].light, 0.22],
            [1, STONES[spec.stone].mid, 0],
          ],
          'cx="0.5" cy="0.5" r="0.5"',
        ),
      );
      under += `<ellipse cx="${f(between(r, 440, 560))}" cy="${f(between(r, 440, 560))}" rx="520" ry="470" fill="url(#${glow})"/>`;
      break;
    }
  }
  const transform = `translate(${f(ox)} ${f(oy)}) rotate(${f(rot)}) scale(${Math.round(scale * 1000) / 1000}) translate(${f(-cx)} ${f(-cy)})`;
  const body = `${under}<g transform="${transform}">${beneath}${piece.svg}</g>${over}`;
  return { backdrop, svg: svgDocument(px, px, 1000, 1000, defs, body) };
}
