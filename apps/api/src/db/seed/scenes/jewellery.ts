import { bead, drop, dropPath, roughStone, shadow, stoneCylinder, tumbledStone } from './gems.ts';
import { bezel, chain, cord, metalBead, metalFill, wire } from './metal.ts';
import { METALS, STONES, type MetalName, type StoneName } from './palettes.ts';
import { between, Curve, type Defs, f, type Point, type Rng, smoothOpen } from './svg.ts';

/** How to draw one piece: the seed data of every product carries one of these. */
export interface PieceSpec {
  kind:
    | 'beadNecklace'
    | 'dropNecklace'
    | 'medallion'
    | 'ring'
    | 'beadBracelet'
    | 'chainBracelet'
    | 'dropEarrings'
    | 'studEarrings'
    | 'tesbih'
    | 'roughStones'
    | 'tumbledStones';
  stone: StoneName;
  /** Further stones mixed in, for multi-coloured pieces. */
  mix?: StoneName[];
  metal?: MetalName;
  bead?: 'round' | 'olive' | 'barrel';
  /** Cord or tassel colour. */
  thread?: string;
  /** Filigree granules on frames, engraving on rings: the Ottoman look. */
  ornate?: boolean;
  /** Bead or stone scale, 1 = the usual size of the kind. */
  scale?: number;
  /** Number of stones, for loose stones. */
  count?: number;
}

/** A piece drawn around 0,0 within about ±430, and the points a close-up should look at. */
export interface Piece {
  svg: string;
  focus: Point[];
}

type Draw = (defs: Defs, spec: PieceSpec, rand: Rng) => Piece;

const stoneAt = (spec: PieceSpec, rand: Rng): StoneName =>
  spec.mix && spec.mix.length > 0 && rand() < 0.55
    ? spec.mix[Math.floor(rand() * spec.mix.length)]!
    : spec.stone;

function beadNecklace(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const scale = spec.scale ?? 1;
  const graduated = spec.bead !== 'barrel';
  // A strand laid in a loose loop, the clasp at the top and its weight pulling the bottom narrower.
  const rx = 330,
    ry = 392,
    cy = 10;
  const loop = Curve.sample(360, (t) => {
    const a = -Math.PI / 2 + t * Math.PI * 2;
    const down = Math.max(0, Math.sin(a));
    return { x: rx * Math.cos(a) * (1 - 0.16 * down), y: cy + ry * Math.sin(a) };
  });
  const rMax = (graduated ? 40 : 27) * scale,
    rMin = (graduated ? 15 : 27) * scale;
  const gap = 34;
  const usable = loop.length - 2 * gap;
  const radius = (s: number) => rMin + (rMax - rMin) * Math.pow(Math.sin(Math.PI * s), 1.5);
  const placed: { s: number; r: number }[] = [];
  for (let s = 0; s < usable;) {
    const r = radius(s / usable);
    if (s + 2 * r > usable) break;
    placed.push({ s: s + r, r });
    s += 2 * r + 2.5 * scale;
  }
  const last = placed.at(-1)!;
  const shift = gap + (usable - (last.s + last.r)) / 2;
  const metal = spec.metal ?? 'gold';
  let shadows = '',
    beads = '';
  for (const p of placed) {
    const at = loop.at(p.s + shift);
    const stone = stoneAt(spec, rand);
    const olive = spec.bead === 'olive';
    const along = olive ? p.r * 1.15 : p.r,
      across = olive ? p.r * 0.8 : p.r;
    shadows += shadow(defs, stone, at.x, at.y, along, across);
    beads += bead(defs, stone, at.x, at.y, { rx: along, ry: across, angle: at.angle }, rand);
  }
  const top = loop.at(0);
  const clasp =
    shadow(defs, null, top.x, top.y, 24, 12, 0.6) +
    `<rect x="${f(top.x - 20)}" y="${f(top.y - 9)}" width="40" height="18" rx="8" fill="url(#${metalFill(defs, metal)})" stroke="${METALS[metal].dark}" stroke-width="1.2"/>` +
    `<path d="M${f(top.x - 6)} ${f(top.y - 9)}V${f(top.y + 9)}M${f(top.x + 6)} ${f(top.y - 9)}V${f(top.y + 9)}" stroke="${METALS[metal].dark}" stroke-width="1.2" opacity="0.6"/>`;
  const thread = cord(
    smoothOpen([...loop.points.filter((_, i) => i % 6 === 0), loop.points.at(-1)!]),
    spec.thread ?? '#6b4a2e',
    2.6,
  );
  return {
    svg: shadows + thread + clasp + beads,
    focus: [
      { x: 0, y: cy + ry - 20 },
      { x: rx * 0.8, y: cy + ry * 0.3 },
    ],
  };
}

function pendantChain(defs: Defs, metal: MetalName, bottom: number): string {
  void defs;
  const left = `M-250 -560C-235 -160 -95 ${f(bottom - 40)} 0 ${f(bottom)}`;
  const right = `M250 -560C235 -160 95 ${f(bottom - 40)} 0 ${f(bottom)}`;
  return chain(metal, left, 6.5) + chain(metal, right, 6.5);
}

function dropNecklace(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const metal = spec.metal ?? 'silver';
  const s = spec.scale ?? 1;
  const w = 140 * s,
    h = 210 * s,
    top = 150;
  const y = top + 16 + (h - w / 2);
  const frame = 9 * s;
  return {
    svg:
      pendantChain(defs, metal, 118) +
      shadow(defs, spec.stone, 0, y - h * 0.2, w * 0.55, h * 0.55, 1.3) +
      wire(metal, `M0 112C-16 112 -16 ${top} 0 ${top}C16 ${top} 16 112 0 112`, 5) +
      `<path d="${dropPath(w + frame * 2, h + frame * 2.2)}" transform="translate(0 ${f(y)})" fill="url(#${metalFill(defs, metal)})" stroke="${METALS[metal].dark}" stroke-width="1.5"/>` +
      metalBead(defs, metal, 0, top + 6, 9) +
      drop(defs, spec.stone, 0, y, w, h, rand),
    focus: [
      { x: 0, y: y - h * 0.25 },
      { x: -60, y: 40 },
    ],
  };
}

function medallion(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const metal = spec.metal ?? 'gold';
  const s = spec.scale ?? 1;
  const rx = 108 * s,
    ry = 136 * s,
    y = 96 + 44 * s + ry;
  const rosette = spec.mix?.[0];
  let svg =
    pendantChain(defs, metal, 60) +
    shadow(defs, spec.stone, 0, y, rx * 1.25, ry * 1.2, 1.2) +
    wire(metal, `M0 56C-22 56 -22 100 0 100C22 100 22 56 0 56`, 6) +
    `<g transform="translate(0 ${f(y)})">${bezel(defs, metal, rx, ry, true)}</g>` +
    bead(defs, spec.stone, 0, y, { rx, ry }, rand);
  if (rosette) {
    // A small stone crowning the frame, as on old Ottoman medallions.
    svg += `<g transform="translate(0 ${f(y - ry - 26 * s)})">${bezel(defs, metal, 16 * s, 16 * s, false)}</g>`;
    svg += bead(defs, rosette, 0, y - ry - 26 * s, { rx: 16 * s }, rand);
  }
  return {
    svg,
    focus: [
      { x: 0, y },
      { x: 0, y: 40 },
    ],
  };
}

function ring(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const metal = spec.metal ?? 'silver';
  const m = METALS[metal];
  const bold = spec.ornate ?? false;
  const s = spec.scale ?? 1;
  const cy = 70,
    orx = 150,
    ory = 160,
    thick = bold ? 34 : 22;
  const irx = orx - thick,
    iry = ory - thick;
  const band = (dx: number, dy: number) =>
    `M${f(dx - orx)} ${f(cy + dy)}a${orx} ${ory} 0 1 0 ${2 * orx} 0a${orx} ${ory} 0 1 0 ${-2 * orx} 0Z` +
    `M${f(dx - irx)} ${f(cy + dy)}a${irx} ${iry} 0 1 0 ${2 * irx} 0a${irx} ${iry} 0 1 0 ${-2 * irx} 0Z`;
  const srx = (bold ? 108 : 88) * s,
    sry = (bold ? 78 : 64) * s,
    sy = cy - ory - sry * 0.35;
  let engraving = '';
  if (bold) {
    // Engraved shoulders: a row of punched dots following the band on either side of the stone.
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + 0.34 + i * 0.11;
      for (const side of [-1, 1]) {
        engraving += `<circle cx="${f(side * Math.cos(a) * (orx - thick / 2))}" cy="${f(cy + Math.sin(a) * (ory - thick / 2))}" r="3.2" fill="${m.dark}" opacity="0.75"/>`;
      }
    }
  }
  const shoulders = `<path d="M${f(-srx * 0.9)} ${f(sy + sry * 0.5)}Q${f(-orx * 0.55)} ${f(cy - ory + 8)} ${f(-orx * 0.42)} ${f(cy - ory * 0.9)}L${f(orx * 0.42)} ${f(cy - ory * 0.9)}Q${f(orx * 0.55)} ${f(cy - ory + 8)} ${f(srx * 0.9)} ${f(sy + sry * 0.5)}Z" fill="url(#${metalFill(defs, metal)})" stroke="${m.dark}" stroke-width="1.5"/>`;
  const svg =
    shadow(defs, null, 0, cy + ory * 0.9, orx * 1.05, 30, 0.4) +
    shadow(defs, spec.stone, 0, cy + ory * 0.6, srx * 0.9, 40, 0.6) +
    `<path d="${band(10, -6)}" fill-rule="evenodd" fill="${m.dark}"/>` +
    `<path d="${band(0, 0)}" fill-rule="evenodd" fill="url(#${metalFill(defs, metal)})" stroke="${m.dark}" stroke-width="1.5"/>` +
    engraving +
    shoulders +
    `<g transform="translate(0 ${f(sy)})">${bezel(defs, metal, srx, sry, bold)}</g>` +
    bead(defs, spec.stone, 0, sy, { rx: srx, ry: sry }, rand);
  return {
    svg,
    focus: [
      { x: 0, y: sy + 20 },
      { x: -orx * 0.7, y: cy },
    ],
  };
}

function beadBracelet(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const r = 33 * (spec.scale ?? 1),
    R = 245,
    tilt = 0.58;
  const spacer = spec.metal;
  // Beads touch all the way round; silver spacers, when there are any, sit between every third.
  const pattern: ('stone' | 'metal')[] = spacer ? ['stone', 'stone', 'stone', 'metal'] : ['stone'];
  const slot = (k: 'stone' | 'metal') => (k === 'stone' ? 2 * r : r * 0.95);
  const patternLen = pattern.reduce((sum, k) => sum + slot(k), 0);
  const repeats = Math.round((Math.PI * 2 * R) / patternLen);
  const fit = (Math.PI * 2 * R) / (repeats * patternLen);
  const items: { x: number; y: number; depth: number; kind: 'stone' | 'metal'; stone: StoneName }[] = [];
  let arc = 0;
  for (let i = 0; i < repeats * pattern.length; i++) {
    const kind = pattern[i % pattern.length]!;
    const a = (arc + (slot(kind) * fit) / 2) / R;
    arc += slot(kind) * fit;
    items.push({
      x: Math.cos(a) * R,
      y: Math.sin(a) * R * tilt,
      depth: (Math.sin(a) + 1) / 2,
      kind,
      stone: stoneAt(spec, rand),
    });
  }
  items.sort((a, b) => a.y - b.y);
  let shadows = '',
    beads = '';
  for (const it of items) {
    const k = 0.8 + 0.2 * it.depth;
    if (it.kind === 'metal' && spacer) {
      beads += metalBead(defs, spacer, it.x, it.y, r * 0.42 * k);
    } else {
      shadows += shadow(defs, it.stone, it.x, it.y, r * k, r * k * 0.9);
      beads += bead(defs, it.stone, it.x, it.y, { rx: r * k, detail: it.depth > 0.3 }, rand);
    }
  }
  return {
    svg: shadows + beads,
    focus: [
      { x: 0, y: R * tilt },
      { x: R * 0.8, y: R * tilt * 0.5 },
    ],
  };
}

function chainBracelet(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const metal = spec.metal ?? 'silver';
  const R = 250,
    tilt = 0.6;
  let svg = chain(
    metal,
    `M${-R} 0a${R} ${f(R * tilt)} 0 1 0 ${2 * R} 0a${R} ${f(R * tilt)} 0 1 0 ${-2 * R} 0`,
    7.5,
  );
  // The lobster clasp at the back.
  svg += wire(
    metal,
    `M-14 ${f(-R * tilt - 12)}C-24 ${f(-R * tilt + 14)} 22 ${f(-R * tilt + 14)} 14 ${f(-R * tilt - 12)}`,
    7,
  );
  const stations = [0.18, 0.34, 0.5, 0.66, 0.82];
  for (const t of stations) {
    const a = t * Math.PI;
    const x = Math.cos(a) * R,
      y = Math.sin(a) * R * tilt,
      rr = 36 * (spec.scale ?? 1);
    const stone = stoneAt(spec, rand);
    svg += shadow(defs, stone, x, y, rr * 1.2, rr * 1.1);
    svg += `<g transform="translate(${f(x)} ${f(y)})">${bezel(defs, metal, rr, rr, spec.ornate ?? false)}</g>`;
    svg += bead(defs, stone, x, y, { rx: rr }, rand);
  }
  return {
    svg,
    focus: [
      { x: 0, y: R * tilt },
      { x: R * 0.6, y: R * tilt * 0.7 },
    ],
  };
}

function earring(defs: Defs, spec: PieceSpec, x: number, rand: Rng, tiltDeg: number): string {
  const metal = spec.metal ?? 'silver';
  const s = spec.scale ?? 1;
  // A French hook seen from the side: up from the loop, over a half circle, down behind.
  const hook = `M${x} -176L${x} -252A34 34 0 0 0 ${x - 68} -252L${x - 68} -176`;
  const top = -138;
  let inner: string;
  if (spec.bead) {
    // A dangle: three graduated beads on a head pin, the largest at the bottom.
    const radii = [21, 29, 37].map((r) => r * s);
    let y = top + 4,
      beads = '',
      shadows = '';
    for (const [i, r] of radii.entries()) {
      y += r;
      const stone = i === 1 && spec.mix?.[0] ? spec.mix[0] : spec.stone;
      shadows += shadow(defs, stone, x, y, r, r);
      beads += metalBead(defs, metal, x, y - r - 3, 4) + bead(defs, stone, x, y, { rx: r }, rand);
      y += r + 6;
    }
    inner =
      shadows +
      wire(metal, `M${x} -166a14 14 0 1 0 0.1 0`, 4) +
      wire(metal, `M${x} ${top - 8}L${x} ${f(y - 6)}`, 3) +
      beads +
      metalBead(defs, metal, x, y - 3, 5);
  } else {
    const w = 104 * s,
      h = 158 * s;
    const y = top + 10 + (h - w / 2);
    inner =
      shadow(defs, spec.stone, x, y - h * 0.15, w * 0.6, h * 0.5, 1.4) +
      wire(metal, `M${x} -166a14 14 0 1 0 0.1 0`, 4) +
      `<path d="${dropPath(w + 14, h + 16)}" transform="translate(${x} ${f(y)})" fill="url(#${metalFill(defs, metal)})" stroke="${METALS[metal].dark}" stroke-width="1.5"/>` +
      metalBead(defs, metal, x, top + 2, 8) +
      (spec.mix?.[0] ? bead(defs, spec.mix[0], x, top - 14, { rx: 13 }, rand) : '') +
      drop(defs, spec.stone, x, y, w, h, rand);
  }
  return `<g transform="rotate(${f(tiltDeg)} ${x} -300)">${wire(metal, hook, 5.5)}${inner}</g>`;
}

function dropEarrings(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const seed = rand();
  const twin = () => {
    let a = seed;
    return () => (a = ((a * 9301 + 49297) % 233280) / 233280);
  };
  // Both earrings share their random stream: a matched pair.
  return {
    svg: earring(defs, spec, -120, twin(), 3) + earring(defs, spec, 150, twin(), -4),
    focus: [
      { x: 150, y: spec.bead ? -40 : 0 },
      { x: -120, y: -200 },
    ],
  };
}

function studEarrings(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const metal = spec.metal ?? 'silver';
  const r = 74 * (spec.scale ?? 1);
  const seed = Math.floor(rand() * 1e6).toString();
  let svg = '';
  for (const [x, y] of [
    [-150, -30],
    [150, 30],
  ] as const) {
    let a = Number(seed);
    const twin: Rng = () => (a = (a * 9301 + 49297) % 233280) / 233280;
    svg += shadow(defs, spec.stone, x, y, r * 1.25, r * 1.2, 1.2);
    svg += `<g transform="translate(${x} ${y})">${bezel(defs, metal, r, r, spec.ornate ?? false)}</g>`;
    svg += bead(defs, spec.stone, x, y, { rx: r }, twin);
  }
  return {
    svg,
    focus: [
      { x: 150, y: 30 },
      { x: -150, y: -30 },
    ],
  };
}

function tesbih(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const shape = spec.bead ?? 'olive';
  const R = 270,
    Rw = 300,
    cy = -130;
  const loop = Curve.sample(400, (t) => {
    const a = 0.16 + t * (Math.PI * 2 - 0.32);
    return { x: Math.sin(a) * Math.pow(Math.sin(a / 2), 1.1) * Rw, y: cy + Math.cos(a) * R };
  });
  const stops = 2,
    stopLen = 0.5;
  const unit = loop.length / (33 + stops * stopLen);
  const along = unit * 0.5 * (spec.scale ?? 1);
  const across = shape === 'olive' ? along * 0.8 : shape === 'barrel' ? along * 0.92 : along;
  const thread = spec.thread ?? '#c8c9cc';
  let shadows = '',
    beads = '';
  let pos = 0;
  for (let i = 0; i < 33; i++) {
    if (i === 11 || i === 22) {
      // The two "durak" stoppers dividing the 33 into three elevens.
      const at = loop.at(pos + (unit * stopLen) / 2);
      beads +=
        shadow(defs, null, at.x, at.y, across * 0.5, across * 0.5, 0.6) +
        metalBead(defs, spec.metal ?? 'silver', at.x, at.y, across * 0.52);
      pos += unit * stopLen;
    }
    const at = loop.at(pos + unit / 2);
    shadows += shadow(defs, spec.stone, at.x, at.y, along, across);
    beads += bead(
      defs,
      spec.stone,
      at.x,
      at.y,
      { rx: shape === 'round' ? across : along, ry: across, angle: at.angle },
      rand,
    );
    pos += unit;
  }
  const bottom = loop.at(0);
  const metal = spec.metal ?? 'silver';
  const m = METALS[metal];
  // The imame: a rounded head, a waist, then a long tapering body, capped in metal at both ends.
  const t0 = bottom.y + 22,
    t1 = t0 + 150;
  const imame =
    `M-13 ${f(t0)}C-34 ${f(t0 + 6)} -36 ${f(t0 + 34)} -20 ${f(t0 + 44)}C-27 ${f(t0 + 60)} -22 ${f(t0 + 110)} -14 ${f(t1)}` +
    `Q0 ${f(t1 + 6)} 14 ${f(t1)}C22 ${f(t0 + 110)} 27 ${f(t0 + 60)} 20 ${f(t0 + 44)}C36 ${f(t0 + 34)} 34 ${f(t0 + 6)} 13 ${f(t0)}Z`;
  let tassel = '';
  const tasselTop = t1 + 24,
    len = 200;
  const strands = 64;
  for (let layer = 0; layer < 2; layer++) {
    for (let i = 0; i < strands; i++) {
      const spread = (i / (strands - 1)) * 2 - 1 + between(rand, -0.04, 0.04);
      const x1 = spread * (layer ? 62 : 54),
        y1 = tasselTop + len * between(rand, 0.88, 1);
      const color =
        layer === 0
          ? shade(thread, -0.3)
          : i % 5 === 0
            ? shade(thread, 0.35)
            : i % 3 === 0
              ? shade(thread, -0.12)
              : thread;
      tassel += `<path d="M${f(spread * 9)} ${f(tasselTop)}Q${f(spread * 22)} ${f(tasselTop + len * 0.45)} ${f(x1)} ${f(y1)}" fill="none" stroke="${color}" stroke-width="${f(between(rand, 1.8, 3))}" stroke-linecap="round"/>`;
    }
  }
  const capFill = metalFill(defs, metal);
  const svg =
    shadows +
    cord(smoothOpen([...loop.points.filter((_, i) => i % 10 === 0), loop.points.at(-1)!]), thread, 2) +
    `<path d="M-8 ${f(bottom.y - 8)}L0 ${f(t0)}L8 ${f(bottom.y - 8)}" fill="none" stroke="${thread}" stroke-width="2.5"/>` +
    beads +
    shadow(defs, spec.stone, 0, t0 + 80, 30, 80) +
    `<path d="M-40 ${f(tasselTop + 40)}L40 ${f(tasselTop + 40)}L66 ${f(tasselTop + len)}L-66 ${f(tasselTop + len)}Z" fill="url(#shadow)" opacity="0.55" transform="translate(12 16)"/>` +
    tassel +
    `<rect x="-12" y="${f(tasselTop + 8)}" width="24" height="12" rx="5" fill="${shade(thread, -0.2)}"/>` +
    `<path d="${imame}" fill="url(#${stoneCylinder(defs, spec.stone)})"/>` +
    `<path d="${imame}" fill="none" stroke="${STONES[spec.stone].rim}" stroke-opacity="0.5" stroke-width="1.2"/>` +
    `<ellipse cx="-9" cy="${f(t0 + 22)}" rx="5" ry="12" fill="#fff" opacity="0.75"/>` +
    `<path d="M-9 ${f(t0 + 58)}C-12 ${f(t0 + 90)} -9 ${f(t0 + 120)} -7 ${f(t1 - 8)}" stroke="#fff" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round" fill="none"/>` +
    `<ellipse cx="0" cy="${f(t0 - 3)}" rx="17" ry="7" fill="url(#${capFill})" stroke="${m.dark}" stroke-width="1"/>` +
    `<path d="M-15 ${f(t1 - 6)}L15 ${f(t1 - 6)}L11 ${f(tasselTop + 2)}L-11 ${f(tasselTop + 2)}Z" fill="url(#${capFill})" stroke="${m.dark}" stroke-width="1.2"/>` +
    metalBead(defs, metal, 0, tasselTop + 2, 7);
  return {
    svg,
    focus: [
      { x: 0, y: t0 + 80 },
      { x: Rw * 0.85, y: cy },
    ],
  };
}

function roughStones(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const count = spec.count ?? 6;
  const s = spec.scale ?? 1;
  const spots: { x: number; y: number; size: number }[] = [{ x: 0, y: 0, size: 170 * s }];
  for (let tries = 0; spots.length < count && tries < 400; tries++) {
    const a = rand() * Math.PI * 2,
      d = between(rand, 180, 360) * s;
    const cand = { x: Math.cos(a) * d, y: Math.sin(a) * d * 0.8, size: between(rand, 60, 120) * s };
    if (spots.every((p) => Math.hypot(p.x - cand.x, p.y - cand.y) > (p.size + cand.size) * 0.95))
      spots.push(cand);
  }
  spots.sort((a, b) => a.y - b.y);
  const svg = spots.map((p) => roughStone(defs, stoneAt(spec, rand), p.x, p.y, p.size, rand)).join('');
  return { svg, focus: [{ x: 0, y: 0 }, spots[0]!] };
}

function tumbledStones(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  const count = spec.count ?? 11;
  const spots: { x: number; y: number; size: number }[] = [
    { x: between(rand, -30, 30), y: between(rand, -30, 30), size: 90 * (spec.scale ?? 1) },
  ];
  for (let tries = 0; spots.length < count && tries < 600; tries++) {
    const a = rand() * Math.PI * 2,
      d = Math.sqrt(rand()) * 330;
    const cand = {
      x: Math.cos(a) * d,
      y: Math.sin(a) * d * 0.85,
      size: between(rand, 62, 92) * (spec.scale ?? 1),
    };
    if (spots.every((p) => Math.hypot(p.x - cand.x, p.y - cand.y) > (p.size + cand.size) * 0.92))
      spots.push(cand);
  }
  spots.sort((a, b) => a.y - b.y);
  const svg = spots.map((p) => tumbledStone(defs, stoneAt(spec, rand), p.x, p.y, p.size, rand)).join('');
  const nearest = [...spots].sort((a, b) => Math.hypot(a.x, a.y) - Math.hypot(b.x, b.y))[0]!;
  return { svg, focus: [nearest, spots.at(-1)!] };
}

/** Lightens (k > 0) or darkens (k < 0) a #rrggbb colour. */
export function shade(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.round(k >= 0 ? v + (255 - v) * k : v * (1 + k));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(ch);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

const DRAW: Record<PieceSpec['kind'], Draw> = {
  beadNecklace,
  dropNecklace,
  medallion,
  ring,
  beadBracelet,
  chainBracelet,
  dropEarrings,
  studEarrings,
  tesbih,
  roughStones,
  tumbledStones,
};

export function drawPiece(defs: Defs, spec: PieceSpec, rand: Rng): Piece {
  return DRAW[spec.kind](defs, spec, rand);
}

export const isTranslucent = (spec: PieceSpec) => STONES[spec.stone].translucent;
