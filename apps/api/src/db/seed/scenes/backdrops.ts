import type { OutputInfo } from 'sharp';
import { loadSharp } from '../../../platform/sharp.ts';
import { Defs, linear, radial, rng, svgDocument } from './svg.ts';

/** Surfaces the pieces are photographed on. */
export type BackdropName = 'linen' | 'sand' | 'slate' | 'walnut' | 'velvet' | 'travertine' | 'ivory' | 'ink';

/**
 * A texture layer: random values on a coarse grid, stretched smoothly over the picture. A grid
 * coarse along x and fine along y gives horizontal threads or wood grain; coarse both ways gives
 * soft mottling. `amount` is how far it moves brightness; `warm` deepens the shadows towards brown.
 */
interface Layer {
  cellW: number;
  cellH: number;
  amount: number;
  warm?: number;
}

interface Surface {
  base: string;
  lit: string;
  edge: string;
  layers: Layer[];
}

const weave = (k: number): Layer[] => [
  { cellW: 26, cellH: 2, amount: 0.045 * k, warm: 0.3 },
  { cellW: 2, cellH: 26, amount: 0.038 * k, warm: 0.3 },
  { cellW: 120, cellH: 3, amount: 0.035 * k, warm: 0.4 },
  { cellW: 1, cellH: 1, amount: 0.018 * k },
  { cellW: 90, cellH: 90, amount: 0.04 * k, warm: 0.3 },
];

const SURFACES: Record<BackdropName, Surface> = {
  linen: { base: '#eee3d1', lit: '#f8f1e5', edge: '#d4c2a6', layers: weave(1) },
  ivory: { base: '#f3ece0', lit: '#fbf7f0', edge: '#ddd0bb', layers: weave(0.7) },
  sand: { base: '#e2cdae', lit: '#f1e2c9', edge: '#bfa079', layers: weave(1.1) },
  slate: {
    base: '#2e2a27',
    lit: '#4a4038',
    edge: '#121110',
    layers: [
      { cellW: 1, cellH: 1, amount: 0.05 },
      { cellW: 110, cellH: 90, amount: 0.09 },
      { cellW: 47, cellH: 53, amount: 0.06 },
      { cellW: 14, cellH: 14, amount: 0.03 },
    ],
  },
  walnut: {
    base: '#6b4429',
    lit: '#8c5e3b',
    edge: '#2e1b0f',
    layers: [
      { cellW: 260, cellH: 5, amount: 0.2, warm: 0.2 },
      { cellW: 60, cellH: 2, amount: 0.1, warm: 0.2 },
      { cellW: 160, cellH: 40, amount: 0.12 },
      { cellW: 1, cellH: 1, amount: 0.03 },
    ],
  },
  velvet: {
    base: '#5b1a26',
    lit: '#84303d',
    edge: '#22070c',
    layers: [
      { cellW: 60, cellH: 60, amount: 0.12 },
      { cellW: 1, cellH: 1, amount: 0.04 },
      { cellW: 12, cellH: 12, amount: 0.035 },
    ],
  },
  ink: {
    base: '#1e2a2d',
    lit: '#34484b',
    edge: '#0b1113',
    layers: [
      { cellW: 70, cellH: 70, amount: 0.13 },
      { cellW: 1, cellH: 1, amount: 0.05 },
      { cellW: 14, cellH: 14, amount: 0.035 },
    ],
  },
  travertine: {
    base: '#e2d9cc',
    lit: '#f2ece3',
    edge: '#c2b4a1',
    layers: [
      { cellW: 160, cellH: 12, amount: 0.03, warm: 0.4 },
      { cellW: 40, cellH: 40, amount: 0.04, warm: 0.3 },
      { cellW: 1, cellH: 1, amount: 0.025 },
    ],
  },
};

/** Everything that shapes a backdrop's pixels, for caching pictures drawn on it. */
export function backdropKey(name: BackdropName): string {
  return `texture-v1:${name}:${JSON.stringify(SURFACES[name])}`;
}

/** The light: a warm fall-off from the upper left and a touch of shade at the bottom. */
function lightingSvg(s: Surface, width: number, height: number): string {
  const defs = new Defs();
  const light = defs.add('light', (id) =>
    radial(
      id,
      [
        [0, s.lit],
        [0.55, s.base],
        [1, s.edge],
      ],
      'cx="0.38" cy="0.3" r="0.95"',
    ),
  );
  const shade = defs.add('shade', (id) =>
    linear(
      id,
      [
        [0, '#000', 0],
        [0.7, '#000', 0],
        [1, '#000', 0.12],
      ],
      'x1="0" y1="0" x2="0.3" y2="1"',
    ),
  );
  return svgDocument(
    width,
    height,
    width,
    height,
    defs,
    `<rect width="${width}" height="${height}" fill="url(#${light})"/><rect width="${width}" height="${height}" fill="url(#${shade})"/>`,
  );
}

/** One texture layer as brightness offsets in -1..1, one value a pixel. */
async function layerField(layer: Layer, seed: string, width: number, height: number): Promise<Float32Array> {
  const gw = Math.max(2, Math.round(width / layer.cellW)),
    gh = Math.max(2, Math.round(height / layer.cellH));
  const r = rng(seed);
  const grid = Buffer.alloc(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(r() * 256);
  const sharp = await loadSharp();
  const smooth =
    gw === width && gh === height
      ? grid
      : await sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
          .resize(width, height, { kernel: 'cubic', fit: 'fill' })
          .extractChannel(0)
          .raw()
          .toBuffer();
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = (smooth[i]! - 128) / 128;
  return out;
}

/**
 * The surface as raw RGB pixels. Drawn with seeded noise in a few resizes rather than SVG
 * turbulence filters, which take seconds a picture at this size.
 */
export async function renderBackdrop(
  name: BackdropName,
  width: number,
  height: number,
): Promise<{ data: Buffer; info: OutputInfo }> {
  const s = SURFACES[name];
  const sharp = await loadSharp();
  const [base, ...fields] = await Promise.all([
    sharp(Buffer.from(lightingSvg(s, width, height)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
    ...s.layers.map((l, i) => layerField(l, `${name}:${i}`, width, height)),
  ]);
  const data = base.data;
  const px = width * height;
  for (let i = 0; i < px; i++) {
    let v = 0,
      warm = 0;
    for (let k = 0; k < fields.length; k++) {
      const d = fields[k]![i]! * s.layers[k]!.amount;
      v += d;
      if (d < 0) warm += d * (s.layers[k]!.warm ?? 0);
    }
    const o = i * 3;
    data[o] = clamp(data[o]! * (1 + v));
    data[o + 1] = clamp(data[o + 1]! * (1 + v + warm * 0.4));
    data[o + 2] = clamp(data[o + 2]! * (1 + v + warm));
  }
  return { data, info: base.info };
}

const clamp = (x: number) => (x < 0 ? 0 : x > 255 ? 255 : Math.round(x));
