import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notInArray } from 'drizzle-orm';
import { API, type Product } from '@kehribar/contracts';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCategory, createProduct } from '../../test/fixtures.ts';

let t: TestApp;
const names = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  const category = await createCategory(db, {});
  const pieces = [
    { title: 'Gül Yüzük', titleEN: 'Rose Ring', key: 'ring' },
    { title: 'Taşlı Yüzükler', titleEN: 'Stone Rings', key: 'rings' },
    { title: 'Damla Küpe', titleEN: 'Drop Earring', key: 'earring' },
    { title: 'Halka Küpeler', titleEN: 'Hoop Earrings', key: 'earrings' },
  ];
  const ids: string[] = [];
  for (const p of pieces) {
    const made = await createProduct(db, {
      title: p.title,
      titleEN: p.titleEN,
      categoryId: category.id,
      priceTRY: 500,
      priceUSD: 20,
      priceForeign: 18,
      images: 0,
    });
    names.set(made.id, p.key);
    ids.push(made.id);
  }
  // Only these four pieces, whatever the demo seed holds.
  await db.delete(products).where(notInArray(products.id, ids));
});
afterAll(() => t.close());

async function found(title: string): Promise<string[]> {
  const res = await t.get(
    `${API.Products.GetAllProductListWithFinderTitle}?title=${encodeURIComponent(title)}`,
  );
  expect(res.statusCode).toBe(200);
  return (res.json().data as Product[]).map((p) => names.get(p.id) ?? '?').sort();
}

describe('a title search matches the start of words, not letters inside them', () => {
  it('finds rings, not earrings, for "ring" in English', async () => {
    expect(await found('ring')).toEqual(['ring', 'rings']);
    expect(await found('Rings')).toEqual(['ring', 'rings']);
    expect(await found('earring')).toEqual(['earring', 'earrings']);
  });

  it('keeps "yüzük" and "küpe" apart in Turkish, plural suffixes included', async () => {
    expect(await found('yüzük')).toEqual(['ring', 'rings']);
    expect(await found('YUZUK')).toEqual(['ring', 'rings']);
    expect(await found('küpe')).toEqual(['earring', 'earrings']);
  });

  it('still tolerates a typo that keeps the first letter', async () => {
    expect(await found('yuzk')).toEqual(['ring', 'rings']);
    expect(await found('earing')).toEqual(['earring', 'earrings']);
  });

  it('answers a query too short for typos with its literal word-start matches', async () => {
    expect(await found('r')).toEqual(['ring', 'rings']);
    expect(await found('0')).toEqual([]);
  });
});
