/** Small helpers for writing SVG by hand: a seeded random source, number formatting and shared defs. */

export type Rng = () => number;

/** mulberry32 seeded from a string, so every demo picture comes out the same on every start. */
export function rng(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: Rng, min: number, max: number) => min + (max - min) * r();
export const pickOne = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

/** One decimal is plenty at 1080 px and keeps the SVG small. */
export const f = (x: number) => (Math.round(x * 10) / 10).toString();

export interface Point {
  x: number;
  y: number;
}

/** Gradients and other defs of one picture, each written once however often it is used. */
export class Defs {
  private readonly items = new Map<string, string>();
  private counter = 0;

  /** Adds the def under its id unless it is there already; returns the id. */
  add(id: string, make: (id: string) => string): string {
    if (!this.items.has(id)) this.items.set(id, make(id));
    return id;
  }

  /** A def used once, under a fresh id. */
  unique(prefix: string, make: (id: string) => string): string {
    return this.add(`${prefix}${++this.counter}`, make);
  }

  toString(): string {
    return [...this.items.values()].join('');
  }
}

export function stops(list: readonly (readonly [number, string, number?])[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

export function radial(
  id: string,
  list: readonly (readonly [number, string, number?])[],
  attrs = '',
): string {
  return `<radialGradient id="${id}" ${attrs}>${stops(list)}</radialGradient>`;
}

export function linear(
  id: string,
  list: readonly (readonly [number, string, number?])[],
  attrs = '',
): string {
  return `<linearGradient id="${id}" ${attrs}>${stops(list)}</linearGradient>`;
}

export function svgDocument(
  width: number,
  height: number,
  viewW: number,
  viewH: number,
  defs: Defs,
  body: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">` +
    `<defs>${defs.toString()}</defs>${body}</svg>`
  );
}

/** A smooth closed path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: readonly Point[]): string {
  const n = points.length;
  const p = (i: number) => points[((i % n) + n) % n]!;
  let d = `M${f(p(0).x)} ${f(p(0).y)}`;
  for (let i = 0; i < n; i++) {
    const p0 = p(i - 1),
      p1 = p(i),
      p2 = p(i + 1),
      p3 = p(i + 2);
    d += `C${f(p1.x + (p2.x - p0.x) / 6)} ${f(p1.y + (p2.y - p0.y) / 6)} ${f(p2.x - (p3.x - p1.x) / 6)} ${f(p2.y - (p3.y - p1.y) / 6)} ${f(p2.x)} ${f(p2.y)}`;
  }
  return `${d}Z`;
}

/** An open smooth path through the points. */
export function smoothOpen(points: readonly Point[]): string {
  const n = points.length;
  const p = (i: number) => points[Math.max(0, Math.min(n - 1, i))]!;
  let d = `M${f(p(0).x)} ${f(p(0).y)}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = p(i - 1),
      p1 = p(i),
      p2 = p(i + 1),
      p3 = p(i + 2);
    d += `C${f(p1.x + (p2.x - p0.x) / 6)} ${f(p1.y + (p2.y - p0.y) / 6)} ${f(p2.x - (p3.x - p1.x) / 6)} ${f(p2.y - (p3.y - p1.y) / 6)} ${f(p2.x)} ${f(p2.y)}`;
  }
  return d;
}

/** Points spaced along a sampled curve by arc length. */
export class Curve {
  private readonly lengths: number[] = [0];
  constructor(readonly points: readonly Point[]) {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!,
        b = points[i]!;
      this.lengths.push(this.lengths[i - 1]! + Math.hypot(b.x - a.x, b.y - a.y));
    }
  }

  static sample(n: number, fn: (t: number) => Point): Curve {
    return new Curve(Array.from({ length: n + 1 }, (_, i) => fn(i / n)));
  }

  get length(): number {
    return this.lengths.at(-1)!;
  }

  /** The point at arc length s and the direction of travel there, in degrees. */
  at(s: number): Point & { angle: number } {
    const target = Math.max(0, Math.min(this.length, s));
    let lo = 0,
      hi = this.lengths.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (this.lengths[mid]! < target) lo = mid;
      else hi = mid;
    }
    const a = this.points[lo]!,
      b = this.points[hi]!;
    const span = this.lengths[hi]! - this.lengths[lo]! || 1;
    const t = (target - this.lengths[lo]!) / span;
    return {
      x: a.x + (b.x - a.x) * t,
      y: a.y + (b.y - a.y) * t,
      angle: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI,
    };
  }
}
