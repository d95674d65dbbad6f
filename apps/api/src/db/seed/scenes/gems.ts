import { STONES, type Stone, type StoneName } from './palettes.ts';
import { between, type Defs, f, linear, type Point, radial, type Rng, smoothClosed } from './svg.ts';

/**
 * Stones drawn as lit solids: light comes from the upper left, so highlights sit upper left, the
 * shadow falls lower right, and amber (translucent) glows on its far side and in its own shadow.
 */

const BBOX = 'gradientUnits="objectBoundingBox"';

export function stoneBody(defs: Defs, name: StoneName): string {
  const s = STONES[name];
  return defs.add(`${name}-body`, (id) =>
    s.translucent
      ? radial(
          id,
          [
            [0, s.glow],
            [0.22, s.light],
            [0.52, s.mid],
            [0.82, s.dark],
            [1, s.rim],
          ],
          `cx="0.5" cy="0.5" r="0.5" fx="0.64" fy="0.7" ${BBOX}`,
        )
      : radial(
          id,
          [
            [0, s.light],
            [0.45, s.mid],
            [0.82, s.dark],
            [1, s.rim],
          ],
          `cx="0.44" cy="0.4" r="0.68" fx="0.36" fy="0.3" ${BBOX}`,
        ),
  );
}

/** Amber is looked into: dark where the eye meets the far wall, bright where the light gathers. */
const depth = (defs: Defs, name: StoneName) =>
  defs.add(`${name}-depth`, (id) =>
    radial(
      id,
      [
        [0, STONES[name].rim, 0.55],
        [1, STONES[name].rim, 0],
      ],
      BBOX,
    ),
  );
const gather = (defs: Defs, name: StoneName) =>
  defs.add(`${name}-gather`, (id) =>
    radial(
      id,
      [
        [0, '#fff', 0.55],
        [0.3, STONES[name].glow, 0.6],
        [1, STONES[name].glow, 0],
      ],
      BBOX,
    ),
  );

const rim = (defs: Defs) =>
  defs.add('rim', (id) =>
    radial(
      id,
      [
        [0, '#000', 0],
        [0.7, '#000', 0],
        [0.92, '#000', 0.16],
        [1, '#000', 0.34],
      ],
      BBOX,
    ),
  );
const spec = (defs: Defs) =>
  defs.add('spec', (id) =>
    radial(
      id,
      [
        [0, '#fff', 0.95],
        [0.35, '#fff', 0.5],
        [1, '#fff', 0],
      ],
      BBOX,
    ),
  );
const caustic = (defs: Defs, name: StoneName) =>
  defs.add(`${name}-caustic`, (id) =>
    radial(
      id,
      [
        [0, STONES[name].glow, 0.75],
        [0.5, STONES[name].light, 0.3],
        [1, STONES[name].light, 0],
      ],
      BBOX,
    ),
  );
const cloud = (defs: Defs, name: StoneName) =>
  defs.add(`${name}-cloud`, (id) =>
    radial(
      id,
      [
        [0, STONES[name].detail, 0.7],
        [1, STONES[name].detail, 0],
      ],
      BBOX,
    ),
  );
const bands = (defs: Defs, name: StoneName) =>
  defs.add(`${name}-bands`, (id) => {
    const s = STONES[name];
    const list: [number, string, number][] = [];
    for (let i = 0; i <= 10; i++) list.push([i / 10, i % 2 ? s.detail : s.dark, i % 2 ? 0.75 : 0.35]);
    return linear(id, list, `x1="0" y1="0.2" x2="1" y2="0.8" ${BBOX}`);
  });
/** Shading of a cylinder standing upright (the imame of a prayer-bead string). */
export function stoneCylinder(defs: Defs, name: StoneName): string {
  const s = STONES[name];
  return defs.add(`${name}-cyl`, (id) =>
    s.translucent
      ? linear(
          id,
          [
            [0, s.rim],
            [0.14, s.dark],
            [0.4, s.mid],
            [0.66, s.light],
            [0.78, s.glow],
            [0.9, s.mid],
            [1, s.dark],
          ],
          'x1="0" y1="0" x2="1" y2="0"',
        )
      : linear(
          id,
          [
            [0, s.dark],
            [0.25, s.light],
            [0.5, s.mid],
            [0.85, s.dark],
            [1, s.rim],
          ],
          'x1="0" y1="0" x2="1" y2="0"',
        ),
  );
}

export const shadowFill = (defs: Defs) =>
  defs.add('shadow', (id) =>
    radial(
      id,
      [
        [0, '#24160a', 0.62],
        [0.45, '#24160a', 0.36],
        [1, '#24160a', 0],
      ],
      BBOX,
    ),
  );

/** The soft shadow (and, for amber, the warm light thrown through it) under a stone lying at x, y. */
export function shadow(
  defs: Defs,
  name: StoneName | null,
  x: number,
  y: number,
  rx: number,
  ry: number,
  lift = 1,
): string {
  let out = `<ellipse cx="${f(x + 0.2 * rx * lift)}" cy="${f(y + 0.3 * ry * lift)}" rx="${f(rx * 1.18)}" ry="${f(ry * 1.12)}" fill="url(#${shadowFill(defs)})"/>`;
  if (name && STONES[name].translucent) {
    out += `<ellipse cx="${f(x + 0.34 * rx * lift)}" cy="${f(y + 0.46 * ry * lift)}" rx="${f(rx * 0.55)}" ry="${f(ry * 0.42)}" fill="url(#${caustic(defs, name)})"/>`;
  }
  return out;
}

/** Inclusions inside a body of radius r centred on 0,0 (the caller's frame). */
function inclusions(defs: Defs, name: StoneName, r: number, rand: Rng): string {
  const s: Stone = STONES[name];
  const inside = (k: number): Point => {
    const a = rand() * Math.PI * 2,
      d = Math.sqrt(rand()) * r * k;
    return { x: Math.cos(a) * d, y: Math.sin(a) * d };
  };
  let out = '';
  switch (s.inclusions) {
    case 'spangles': {
      // "Sun spangles": flat disc fractures that catch the light, and a few dark specks of old forest.
      const count = Math.floor(between(rand, 0, 3.6));
      for (let i = 0; i < count; i++) {
        const p = inside(0.55),
          rx = r * between(rand, 0.08, 0.19);
        out += `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(rx)}" ry="${f(rx * between(rand, 0.3, 0.5))}" transform="rotate(${f(between(rand, 0, 180))} ${f(p.x)} ${f(p.y)})" fill="${s.detail}" fill-opacity="0.3" stroke="${s.glow}" stroke-opacity="0.6" stroke-width="${f(Math.max(0.4, r * 0.012))}"/>`;
      }
      const specks = Math.floor(between(rand, 0, 4));
      for (let i = 0; i < specks; i++) {
        const p = inside(0.6);
        out += `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(r * between(rand, 0.012, 0.03))}" fill="${s.rim}" fill-opacity="0.55"/>`;
      }
      break;
    }
    case 'clouds': {
      const count = 2 + Math.floor(rand() * 2);
      for (let i = 0; i < count; i++) {
        const p = inside(0.45),
          rx = r * between(rand, 0.3, 0.5);
        out += `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(rx)}" ry="${f(rx * between(rand, 0.45, 0.8))}" transform="rotate(${f(between(rand, 0, 180))} ${f(p.x)} ${f(p.y)})" fill="url(#${cloud(defs, name)})"/>`;
      }
      break;
    }
    case 'veins': {
      // Turquoise matrix: a web of fine dark veins, a little thicker where they meet, over a mottled body.
      for (let i = 0; i < 3; i++) {
        const p = inside(0.5),
          rx = r * between(rand, 0.25, 0.45);
        out += `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(rx)}" ry="${f(rx * 0.7)}" fill="url(#${cloud(defs, name)})" opacity="0.5"/>`;
      }
      // The web: nearby nodes joined by slightly crooked lines.
      const nodes = Array.from({ length: 10 + Math.floor(rand() * 5) }, () => inside(0.84));
      nodes.forEach((a, i) => {
        nodes.slice(i + 1).forEach((b) => {
          const d = Math.hypot(a.x - b.x, a.y - b.y);
          if (d > r * 0.55 || rand() < 0.35) return;
          const mx = (a.x + b.x) / 2 + between(rand, -0.12, 0.12) * d,
            my = (a.y + b.y) / 2 + between(rand, -0.12, 0.12) * d;
          out += `<path d="M${f(a.x)} ${f(a.y)}L${f(mx)} ${f(my)}L${f(b.x)} ${f(b.y)}" fill="none" stroke="${s.detail}" stroke-opacity="${f(between(rand, 0.35, 0.7))}" stroke-width="${f(r * between(rand, 0.008, 0.022))}" stroke-linecap="round" stroke-linejoin="round"/>`;
        });
      });
      break;
    }
    case 'flecks': {
      const count = 5 + Math.floor(rand() * 9);
      for (let i = 0; i < count; i++) {
        const p = inside(0.78);
        out += `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(r * between(rand, 0.015, 0.045))}" fill="${s.detail}" fill-opacity="${f(between(rand, 0.5, 0.95))}"/>`;
      }
      break;
    }
    case 'bands':
      out += `<ellipse rx="${f(r * 0.98)}" ry="${f(r * 0.98)}" fill="url(#${bands(defs, name)})" transform="rotate(${f(between(rand, -40, 40))})"/>`;
      out += `<ellipse rx="${f(r * 0.9)}" ry="${f(r * 0.22)}" fill="url(#${cloud(defs, name)})" transform="rotate(${f(between(rand, -30, 30))})" opacity="0.8"/>`;
      break;
    case 'rings': {
      // Malachite: wavy concentric bands of dark and light green.
      const c = inside(0.3),
        maxR = r * 0.95 - Math.hypot(c.x, c.y),
        turn = between(rand, 0, 180);
      let i = 0;
      for (let k = maxR; k > r * 0.06; k -= r * between(rand, 0.05, 0.12), i++) {
        out += `<ellipse cx="${f(c.x)}" cy="${f(c.y)}" rx="${f(k)}" ry="${f(k * between(rand, 0.8, 0.95))}" transform="rotate(${f(turn)} ${f(c.x)} ${f(c.y)})" fill="none" stroke="${i % 3 === 2 ? '#9fe6bf' : s.detail}" stroke-opacity="${i % 3 === 2 ? 0.35 : 0.5}" stroke-width="${f(r * between(rand, 0.015, 0.06))}"/>`;
      }
      break;
    }
    case 'none':
      break;
  }
  return out;
}

/** Highlights of a rounded body of radius r, in the unrotated frame so the light stays upper left. */
function highlights(defs: Defs, name: StoneName, r: number, strength = 1): string {
  const s = STONES[name];
  let out = '';
  if (s.translucent) {
    out +=
      `<ellipse cx="${f(-0.22 * r)}" cy="${f(-0.26 * r)}" rx="${f(0.62 * r)}" ry="${f(0.5 * r)}" fill="url(#${depth(defs, name)})"/>` +
      `<ellipse cx="${f(0.3 * r)}" cy="${f(0.36 * r)}" rx="${f(0.42 * r)}" ry="${f(0.3 * r)}" transform="rotate(-40 ${f(0.3 * r)} ${f(0.36 * r)})" fill="url(#${gather(defs, name)})"/>`;
  }
  // The reflection of a window: a soft glow and a crisp, slightly squared spot.
  const wx = -0.4 * r,
    wy = -0.42 * r,
    ww = 0.2 * r,
    wh = 0.13 * r;
  out +=
    `<ellipse cx="${f(-0.3 * r)}" cy="${f(-0.36 * r)}" rx="${f(0.42 * r)}" ry="${f(0.26 * r)}" transform="rotate(-40 ${f(-0.3 * r)} ${f(-0.36 * r)})" fill="url(#${spec(defs)})" opacity="${f((s.translucent ? 0.45 : 0.55) * strength)}"/>` +
    `<rect x="${f(wx - ww / 2)}" y="${f(wy - wh / 2)}" width="${f(ww)}" height="${f(wh)}" rx="${f(wh * 0.45)}" transform="rotate(-28 ${f(wx)} ${f(wy)})" fill="#fff" opacity="${f(0.93 * strength)}"/>` +
    `<circle cx="${f(-0.14 * r)}" cy="${f(-0.5 * r)}" r="${f(0.035 * r)}" fill="#fff" opacity="${f(0.8 * strength)}"/>`;
  // A thin rim of light on the far side: the reflection of the bright surface the stone lies on.
  const a0 = (15 * Math.PI) / 180,
    a1 = (105 * Math.PI) / 180,
    rr = r * 0.9;
  out += `<path d="M${f(Math.cos(a0) * rr)} ${f(Math.sin(a0) * rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(Math.cos(a1) * rr)} ${f(Math.sin(a1) * rr)}" fill="none" stroke="${s.translucent ? s.glow : '#fff'}" stroke-opacity="${s.translucent ? 0.42 : 0.22}" stroke-width="${f(r * 0.035)}" stroke-linecap="round"/>`;
  return out;
}

export interface BeadOptions {
  /** Radii along and across the string; equal for a round bead. */
  rx: number;
  ry?: number;
  /** Direction of the string through the bead, in degrees. */
  angle?: number;
  /** How much of the stone's detail to draw: small beads far away need less. */
  detail?: boolean;
}

/** A polished bead (round, olive or barrel) lit from the upper left. */
export function bead(defs: Defs, name: StoneName, x: number, y: number, o: BeadOptions, rand: Rng): string {
  const rx = o.rx,
    ry = o.ry ?? o.rx,
    r = Math.min(rx, ry);
  const angle = o.angle ?? 0;
  const body = stoneBody(defs, name);
  return (
    `<g transform="translate(${f(x)} ${f(y)})">` +
    `<g transform="rotate(${f(angle)})">` +
    `<ellipse rx="${f(rx)}" ry="${f(ry)}" fill="url(#${body})"/>` +
    (o.detail === false ? '' : inclusions(defs, name, r, rand)) +
    `<ellipse rx="${f(rx)}" ry="${f(ry)}" fill="url(#${rim(defs)})"/>` +
    `</g>${highlights(defs, name, r)}</g>`
  );
}

/** A teardrop outline pointing up, its round end centred on 0,0 with radius w/2; h is tip-to-bottom. */
export function dropPath(w: number, h: number): string {
  const r = w / 2,
    tip = -(h - r);
  return `M0 ${f(tip)}C${f(r * 0.35)} ${f(tip * 0.62)} ${f(r)} ${f(-r * 0.55)} ${f(r)} 0A${f(r)} ${f(r)} 0 0 1 ${f(-r)} 0C${f(-r)} ${f(-r * 0.55)} ${f(-r * 0.35)} ${f(tip * 0.62)} 0 ${f(tip)}Z`;
}

/** A polished teardrop stone: its round end at x, y. */
export function drop(
  defs: Defs,
  name: StoneName,
  x: number,
  y: number,
  w: number,
  h: number,
  rand: Rng,
  angle = 0,
): string {
  const d = dropPath(w, h);
  const r = w / 2;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<path d="${d}" fill="url(#${stoneBody(defs, name)})"/>` +
    inclusions(defs, name, r * 0.9, rand) +
    `<path d="${d}" fill="url(#${rim(defs)})"/>` +
    `<ellipse cx="${f(-r * 0.18)}" cy="${f(-h * 0.38)}" rx="${f(r * 0.1)}" ry="${f(h * 0.14)}" transform="rotate(12 ${f(-r * 0.18)} ${f(-h * 0.38)})" fill="url(#${spec(defs)})" opacity="0.6"/>` +
    `<g transform="translate(0 ${f(-r * 0.1)})">${highlights(defs, name, r)}</g>` +
    `</g>`
  );
}

/**
 * A stone as it comes from the ground: raw amber is a rounded, lumpy nodule under a matte crust;
 * other stones break into angular chunks with facets catching the light.
 */
export function roughStone(
  defs: Defs,
  name: StoneName,
  x: number,
  y: number,
  size: number,
  rand: Rng,
): string {
  const s = STONES[name];
  const n = s.translucent ? 12 : 9 + Math.floor(rand() * 5);
  const stretch = between(rand, 0.65, 0.95);
  const turn = rand() * Math.PI;
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = turn + (i / n) * Math.PI * 2 + between(rand, -0.15, 0.15);
    const d = size * (s.translucent ? between(rand, 0.78, 1.04) : between(rand, 0.68, 1.05));
    pts.push({ x: Math.cos(a) * d, y: Math.sin(a) * d * stretch });
  }
  const outline = s.translucent ? smoothClosed(pts) : `M${pts.map((p) => `${f(p.x)} ${f(p.y)}`).join('L')}Z`;
  let surface = '';
  if (s.translucent) {
    const crust = defs.add(`${name}-crust`, (id) =>
      radial(
        id,
        [
          [0, '#d9b27a', 0.8],
          [0.6, '#c8955a', 0.45],
          [1, '#c8955a', 0],
        ],
        BBOX,
      ),
    );
    for (let i = 0; i < 4; i++) {
      const p = pts[Math.floor(rand() * n)]!;
      surface += `<ellipse cx="${f(p.x * 0.62)}" cy="${f(p.y * 0.62)}" rx="${f(size * between(rand, 0.3, 0.55))}" ry="${f(size * between(rand, 0.2, 0.35))}" transform="rotate(${f(between(rand, 0, 180))} ${f(p.x * 0.62)} ${f(p.y * 0.62)})" fill="url(#${crust})"/>`;
    }
    surface += `<path d="${outline}" fill="url(#${rim(defs)})"/>`;
    surface += `<ellipse cx="${f(-size * 0.3)}" cy="${f(-size * 0.32 * stretch)}" rx="${f(size * 0.4)}" ry="${f(size * 0.2)}" transform="rotate(-35 ${f(-size * 0.3)} ${f(-size * 0.32 * stretch)})" fill="url(#${spec(defs)})" opacity="0.35"/>`;
  } else {
    const c = { x: between(rand, -0.25, 0.1) * size, y: between(rand, -0.25, 0.1) * size * stretch };
    pts.forEach((p, i) => {
      const q = pts[(i + 1) % n]!;
      // Facets facing the light (upper left) are lighter, the others darker.
      const mx = (p.x + q.x) / 2 - c.x,
        my = (p.y + q.y) / 2 - c.y;
      const lit = ((-mx - my) / (Math.SQRT2 * (Math.hypot(mx, my) || 1))) * between(rand, 0.5, 1);
      surface += `<path d="M${f(c.x)} ${f(c.y)}L${f(p.x)} ${f(p.y)}L${f(q.x)} ${f(q.y)}Z" fill="${lit > 0 ? '#fff' : '#000'}" fill-opacity="${f(Math.min(0.3, Math.abs(lit) * 0.24))}"/>`;
    });
    surface += `<path d="${outline}" fill="none" stroke="${s.rim}" stroke-opacity="0.35" stroke-width="${f(size * 0.02)}" stroke-linejoin="round"/>`;
  }
  return (
    `<g transform="translate(${f(x)} ${f(y)})">` +
    shadow(defs, name, 0, 0, size * 0.95, size * 0.95 * stretch) +
    `<path d="${outline}" fill="url(#${stoneBody(defs, name)})"/>` +
    inclusions(defs, name, size * 0.7, rand) +
    surface +
    `</g>`
  );
}

/** A tumbled (rounded and polished) stone, centred on x, y. */
export function tumbledStone(
  defs: Defs,
  name: StoneName,
  x: number,
  y: number,
  size: number,
  rand: Rng,
): string {
  const n = 7;
  const stretch = between(rand, 0.68, 0.92);
  const turn = rand() * Math.PI;
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const d = size * between(rand, 0.86, 1.06);
    const px = Math.cos(a) * d,
      py = Math.sin(a) * d * stretch;
    pts.push({ x: px * Math.cos(turn) - py * Math.sin(turn), y: px * Math.sin(turn) + py * Math.cos(turn) });
  }
  const d = smoothClosed(pts);
  return (
    `<g transform="translate(${f(x)} ${f(y)})">` +
    shadow(defs, name, 0, 0, size, size * 0.9) +
    `<path d="${d}" fill="url(#${stoneBody(defs, name)})"/>` +
    inclusions(defs, name, size * 0.8, rand) +
    `<path d="${d}" fill="url(#${rim(defs)})"/>` +
    highlights(defs, name, size * 0.85) +
    `</g>`
  );
}
