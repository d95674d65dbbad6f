import { METALS, type MetalName } from './palettes.ts';
import { type Defs, f, linear, radial } from './svg.ts';

/** Silver and gold parts: chains, wires, bezels, caps. */

export function metalFill(defs: Defs, name: MetalName): string {
  const m = METALS[name];
  return defs.add(`${name}-fill`, (id) =>
    linear(
      id,
      [
        [0, m.shine],
        [0.22, m.light],
        [0.5, m.dark],
        [0.72, m.light],
        [0.86, m.shine],
        [1, m.mid],
      ],
      'x1="0" y1="0" x2="0.9" y2="1"',
    ),
  );
}

export function metalBall(defs: Defs, name: MetalName): string {
  const m = METALS[name];
  return defs.add(`${name}-ball`, (id) =>
    radial(
      id,
      [
        [0, m.shine],
        [0.3, m.light],
        [0.75, m.mid],
        [1, m.dark],
      ],
      'cx="0.4" cy="0.36" r="0.7" fx="0.32" fy="0.28"',
    ),
  );
}

/** A fine cable chain along a path: dashes read as links at a glance, even when zoomed. */
export function chain(name: MetalName, d: string, w: number): string {
  const m = METALS[name];
  return (
    `<path d="${d}" fill="none" stroke="#24160a" stroke-opacity="0.18" stroke-width="${f(w * 1.3)}" transform="translate(${f(w * 0.9)} ${f(w * 1.3)})"/>` +
    `<path d="${d}" fill="none" stroke="${m.dark}" stroke-width="${f(w)}" stroke-dasharray="${f(w * 1.7)} ${f(w * 0.35)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${m.light}" stroke-width="${f(w * 0.55)}" stroke-dasharray="${f(w * 1.1)} ${f(w * 0.95)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${m.shine}" stroke-width="${f(w * 0.25)}" stroke-dasharray="${f(w * 0.5)} ${f(w * 1.55)}" stroke-linecap="round"/>`
  );
}

/** A round wire (ear hook, jump ring, bail) with a line of light along it. */
export function wire(name: MetalName, d: string, w: number): string {
  const m = METALS[name];
  return (
    `<path d="${d}" fill="none" stroke="#24160a" stroke-opacity="0.2" stroke-width="${f(w * 1.2)}" stroke-linecap="round" transform="translate(${f(w * 1.2)} ${f(w * 1.8)})"/>` +
    `<path d="${d}" fill="none" stroke="${m.dark}" stroke-width="${f(w)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${m.light}" stroke-width="${f(w * 0.6)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${m.shine}" stroke-width="${f(w * 0.22)}" stroke-linecap="round" transform="translate(${f(-w * 0.15)} ${f(-w * 0.15)})"/>`
  );
}

/** A cord or thread the beads are strung on. */
export function cord(d: string, color: string, w: number): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * The metal frame around a set stone (rx, ry: the stone's radii), centred on 0,0. Ornate frames get
 * a ring of granules, the Ottoman filigree look.
 */
export function bezel(defs: Defs, name: MetalName, rx: number, ry: number, ornate: boolean): string {
  const m = METALS[name];
  const t = Math.max(4, Math.min(rx, ry) * 0.13);
  let out =
    `<ellipse rx="${f(rx + t)}" ry="${f(ry + t)}" fill="url(#${metalFill(defs, name)})" stroke="${m.dark}" stroke-width="${f(t * 0.18)}"/>` +
    `<ellipse rx="${f(rx + t * 0.2)}" ry="${f(ry + t * 0.2)}" fill="${m.dark}"/>`;
  if (ornate) {
    const ball = metalBall(defs, name);
    const count = Math.round((Math.PI * (rx + ry + 3 * t)) / (t * 0.95));
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      out += `<circle cx="${f(Math.cos(a) * (rx + t * 1.55))}" cy="${f(Math.sin(a) * (ry + t * 1.55))}" r="${f(t * 0.42)}" fill="url(#${ball})" stroke="${m.dark}" stroke-width="${f(t * 0.06)}"/>`;
    }
  }
  return out;
}

/** A small metal ball (spacer bead, granule, stud). */
export function metalBead(defs: Defs, name: MetalName, x: number, y: number, r: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#${metalBall(defs, name)})" stroke="${METALS[name].dark}" stroke-width="${f(r * 0.08)}"/>`;
}
