import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Face {
  family: string;
  style: string;
  src: string;
  ranges: Array<[number, number]>;
}

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const script = readFileSync(new URL('../../../scripts/subset-fonts.mjs', import.meta.url), 'utf8');

const faces: Face[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
  const prop = (name: string) => body!.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim() ?? '';
  return {
    family: prop('font-family').replace(/'/g, ''),
    style: prop('font-style') || 'normal',
    src: prop('src'),
    ranges: prop('unicode-range')
      .split(',')
      .map((r) => r.trim().replace(/^U\+/i, '').split('-'))
      .map(([a, b]) => [parseInt(a!, 16), parseInt(b ?? a!, 16)] as [number, number]),
  };
});

const covering = (code: number, family: string, style: string) =>
  faces.filter(
    (f) => f.family === family && f.style === style && f.ranges.some(([a, b]) => code >= a && code <= b),
  );

const turkish = [...(script.match(/const TURKISH = '([^']+)'/)?.[1] ?? '')].map((c) => c.codePointAt(0)!);

describe('the font faces', () => {
  it('take the Turkish letters from the small generated files alone', () => {
    expect(turkish).toHaveLength(6);
    for (const [family, style] of [
      ['Manrope', 'normal'],
      ['Cormorant Garamond', 'normal'],
      ['Cormorant Garamond', 'italic'],
    ] as const) {
      for (const code of turkish) {
        const faces = covering(code, family, style);
        expect(
          faces.map((f) => f.src),
          `${family} ${style} U+${code.toString(16)}`,
        ).toHaveLength(1);
        expect(faces[0]!.src).toContain('/fonts/generated/');
      }
    }
  });

  it('never overlap within a family and style, so Turkish text (ı, ç, ö, ü) needs the Latin file alone', () => {
    for (const face of faces) {
      for (const other of faces) {
        if (other === face || other.family !== face.family || other.style !== face.style) continue;
        const shared = face.ranges.some(([a, b]) => other.ranges.some(([c, d]) => a <= d && c <= b));
        expect(shared, `${face.src} and ${other.src}`).toBe(false);
      }
    }
    for (const letter of 'ıçöüÇÖÜâîû') {
      const faces = covering(letter.codePointAt(0)!, 'Manrope', 'normal');
      expect(faces.map((f) => f.src)).toEqual([expect.stringContaining('-latin-wght-normal')]);
    }
  });

  it('still cover every other Latin Extended letter with the full files', () => {
    for (const code of [0x0100, 0x011d, 0x0120, 0x0131, 0x0141, 0x0160, 0x017e, 0x20ab, 0x20bb]) {
      expect(covering(code, 'Manrope', 'normal').length, `U+${code.toString(16)}`).toBeGreaterThan(0);
      expect(covering(code, 'Cormorant Garamond', 'normal').length).toBeGreaterThan(0);
    }
  });
});
