import { roughStone, shadowFill } from './gems.ts';
import type { StoneName } from './palettes.ts';
import { between, type Defs, f, linear, radial, type Rng } from './svg.ts';

/** Things a stylist puts beside the piece: an olive sprig, amber chips, a ceramic dish, a cloth fold. */

export function oliveSprig(
  defs: Defs,
  x: number,
  y: number,
  angle: number,
  length: number,
  rand: Rng,
): string {
  const leafTop = defs.add('leaf-top', (id) =>
    linear(
      id,
      [
        [0, '#8d9a66'],
        [0.5, '#66754a'],
        [1, '#4c5a35'],
      ],
      'x1="0" y1="0" x2="1" y2="1"',
    ),
  );
  const leafUnder = defs.add('leaf-under', (id) =>
    linear(
      id,
      [
        [0, '#c9cfb2'],
        [1, '#97a07e'],
      ],
      'x1="0" y1="0" x2="1" y2="1"',
    ),
  );
  let leaves = '',
    shadows = '';
  const bend = between(rand, -0.12, 0.12);
  const stem = `M0 0Q${f(length * 0.5)} ${f(length * bend)} ${f(length)} 0`;
  const count = 9;
  for (let i = 0; i < count; i++) {
    const t = 0.12 + (i / count) * 0.85;
    const bx = length * t,
      by = 2 * t * (1 - t) * length * bend;
    const side = i % 2 === 0 ? -1 : 1;
    const a = side * between(rand, 28, 48);
    const l = length * between(rand, 0.2, 0.27),
      w = l * 0.2;
    const leaf = `M0 0Q${f(l * 0.45)} ${f(-w)} ${f(l)} 0Q${f(l * 0.45)} ${f(w)} 0 0Z`;
    const tr = `translate(${f(bx)} ${f(by)}) rotate(${f(a)})`;
    shadows += `<path d="${leaf}" transform="translate(${f(bx + 8)} ${f(by + 12)}) rotate(${f(a)})" fill="#24160a" opacity="0.16"/>`;
    leaves +=
      `<path d="${leaf}" transform="${tr}" fill="url(#${rand() < 0.3 ? leafUnder : leafTop})"/>` +
      `<path d="M${f(l * 0.05)} 0L${f(l * 0.9)} 0" transform="${tr}" stroke="#e4e8d3" stroke-opacity="0.45" stroke-width="1.2"/>`;
  }
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<path d="${stem}" transform="translate(8 12)" fill="none" stroke="#24160a" stroke-opacity="0.15" stroke-width="5"/>` +
    shadows +
    `<path d="${stem}" fill="none" stroke="#6b5a3c" stroke-width="4" stroke-linecap="round"/>` +
    leaves +
    `</g>`
  );
}

/** A few small raw pieces scattered around a point. */
export function chips(
  defs: Defs,
  stones: readonly StoneName[],
  x: number,
  y: number,
  spread: number,
  rand: Rng,
  count = 4,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2,
      d = Math.sqrt(rand()) * spread;
    out += roughStone(
      defs,
      stones[i % stones.length]!,
      x + Math.cos(a) * d,
      y + Math.sin(a) * d,
      between(rand, 16, 30),
      rand,
    );
  }
  return out;
}

/** A shallow glazed dish seen from above, centred on 0,0. */
export function dish(defs: Defs, r: number, glaze = '#f3ede3'): string {
  const body = defs.add(`dish-${glaze.slice(1)}`, (id) =>
    radial(
      id,
      [
        [0, glaze],
        [0.78, glaze],
        [0.9, '#d9cfc0'],
        [0.96, '#fbf8f2'],
        [1, '#c9bca8'],
      ],
      'cx="0.5" cy="0.5" r="0.5"',
    ),
  );
  const well = defs.add('dish-well', (id) =>
    radial(
      id,
      [
        [0, '#000', 0],
        [0.8, '#000', 0],
        [1, '#3a2a1a', 0.14],
      ],
      'cx="0.56" cy="0.58" r="0.55"',
    ),
  );
  return (
    `<ellipse cx="${f(r * 0.06)}" cy="${f(r * 0.1)}" rx="${f(r * 1.08)}" ry="${f(r * 1.08)}" fill="url(#${shadowFill(defs)})"/>` +
    `<circle r="${f(r)}" fill="url(#${body})"/>` +
    `<circle r="${f(r * 0.8)}" fill="url(#${well})"/>` +
    `<path d="M${f(-r * 0.93)} ${f(-r * 0.2)}A${f(r * 0.95)} ${f(r * 0.95)} 0 0 1 ${f(-r * 0.2)} ${f(-r * 0.93)}" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="${f(r * 0.025)}" stroke-linecap="round"/>`
  );
}

/** A soft fold in the cloth running across the picture. */
export function clothFold(defs: Defs, width: number, height: number, rand: Rng): string {
  const id = defs.add('fold', (id) =>
    linear(
      id,
      [
        [0, '#fff', 0],
        [0.45, '#fff', 0.22],
        [0.52, '#3a2a1a', 0.1],
        [0.62, '#3a2a1a', 0],
        [1, '#3a2a1a', 0],
      ],
      'x1="0" y1="0" x2="1" y2="0.35"',
    ),
  );
  const y0 = height * between(rand, 0.55, 0.8);
  return `<path d="M0 ${f(y0)}C${f(width * 0.3)} ${f(y0 - height * 0.12)} ${f(width * 0.6)} ${f(y0 + height * 0.05)} ${width} ${f(y0 - height * 0.2)}L${width} ${height}L0 ${height}Z" fill="url(#${id})"/>`;
}
