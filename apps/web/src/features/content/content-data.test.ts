import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  isBlogPost,
  isCertificate,
  isStone,
  monthYear,
  paragraphs,
  postDate,
  validItems,
} from './content-data.ts';
import { STONE_LOOKS, POST_LOOKS } from './stone-palettes.ts';

type Tree = Record<string, Record<string, unknown>>;
const load = (code: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../../public/assets/i18n/${code}.json`, import.meta.url)), 'utf8'),
  ) as Tree;

describe.each(['tr', 'en'])('the content data of %s.json', (code) => {
  const file = load(code);
  const stones = file.naturalStones!.items as unknown[];
  const posts = file.blog!.items as unknown[];
  const certificates = file.certificates!.items as unknown[];

  it('has at least 8 well-formed stones, amber first, each drawn', () => {
    expect(stones.length).toBeGreaterThanOrEqual(8);
    expect(stones.every(isStone)).toBe(true);
    const valid = stones.filter(isStone);
    expect(valid[0]!.id).toBe('amber');
    for (const stone of valid) {
      expect(stone.benefits.length).toBeGreaterThanOrEqual(3);
      expect(stone.benefits.length).toBeLessThanOrEqual(5);
      expect(STONE_LOOKS[stone.id], stone.id).toBeDefined();
    }
    expect(valid.find((s) => s.id === 'amber')!.physicalProperties.hardness).toMatch(/2[–-]2[.,]5/);
  });

  it('has at least 6 blog posts with 1 to 3 sections and a real date, each drawn', () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.every(isBlogPost)).toBe(true);
    for (const post of posts.filter(isBlogPost)) {
      expect(post.sections?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(post.sections!.length).toBeLessThanOrEqual(3);
      expect(postDate(post.date, 'tr-TR').iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(POST_LOOKS[post.id], post.id).toBeDefined();
    }
  });

  it('has at least 4 certificates', () => {
    expect(certificates.length).toBeGreaterThanOrEqual(4);
    expect(certificates.every(isCertificate)).toBe(true);
  });
});

it('the two languages list the same stones, posts and certificates in the same order', () => {
  const ids = (file: Tree, ns: string) => (file[ns]!.items as { id: string }[]).map((item) => item.id);
  for (const ns of ['naturalStones', 'blog', 'certificates'])
    expect(ids(load('en'), ns)).toEqual(ids(load('tr'), ns));
});

describe('helpers', () => {
  it('drops malformed entries', () => {
    const good = { id: 'x', title: 'T', description: 'D' };
    expect(validItems([good, { id: 'y' }, null], isCertificate, 'test')).toEqual([good]);
    expect(validItems('not a list', isCertificate, 'test')).toEqual([]);
  });

  it('formats dates in the language', () => {
    expect(postDate({ day: '9', month: '10', year: '2026' }, 'tr-TR')).toEqual({
      iso: '2026-10-09',
      label: '9 Ekim 2026',
    });
    expect(postDate({ day: '9', month: '10', year: '2026' }, 'en-EN').label).toBe('9 October 2026');
    expect(monthYear('2026-03-10', 'tr-TR')).toBe('Mart 2026');
    expect(monthYear('2026-03-10', 'en-EN')).toBe('March 2026');
  });

  it('splits text into paragraphs at blank lines', () => {
    expect(paragraphs('a\nb\n\n  c  \r\n\r\n')).toEqual(['a\nb', 'c']);
    expect(paragraphs(undefined)).toEqual([]);
  });
});
