import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type CreateProductRequest, type Product, type UpdateProductRequest } from '@kehribar/contracts';
import { priceHistory } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createCategory } from '../../../test/fixtures.ts';
import { lowestInWindow } from './price-history.ts';

/** Sale prices and the reference price (docs/decisions/025-sale-prices-and-reference-price.md). */
let t: TestApp;
let admin: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
  categoryId = (await createCategory(t.app.ctx.db)).id;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

const body = (extra: Partial<CreateProductRequest> = {}): CreateProductRequest => ({
  title: `İndirimli Kolye ${Math.random().toString(36).slice(2, 7)}`,
  titleEN: 'Sale Necklace',
  priceTRY: 1000,
  priceUSD: 30,
  priceForeign: 28,
  categoryId,
  stock: 4,
  ...extra,
});

async function create(extra: Partial<CreateProductRequest> = {}): Promise<Product> {
  const res = await t.post(API.Products.CreateProduct, body(extra), admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const update = (product: Product, extra: Partial<UpdateProductRequest>, headers = admin) =>
  t.post(
    API.Products.UpdateProduct,
    { ...body({ title: product.title }), id: product.id, ...extra },
    headers,
  );

async function updated(product: Product, extra: Partial<UpdateProductRequest>): Promise<Product> {
  const res = await update(product, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const tryHistory = (productId: string) =>
  t.app.ctx.db
    .select()
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.productId, productId),
        isNull(priceHistory.variantId),
        eq(priceHistory.currency, 'TRY'),
      ),
    )
    .orderBy(asc(priceHistory.validFrom));

/** Moves the product's TRY history rows, oldest first, to the given moments (the clock of the test). */
async function backdate(productId: string, moments: Date[]) {
  const rows = await tryHistory(productId);
  expect(rows).toHaveLength(moments.length);
  for (const [i, row] of rows.entries()) {
    await t.app.ctx.db
      .update(priceHistory)
      .set({ validFrom: moments[i]! })
      .where(eq(priceHistory.id, row.id));
  }
}

describe('price history and reference price', () => {
  it('1000 → 850 → 1000 over the last 30 days, then a sale of 800: the reference is 850; a price changed away more than 30 days before the sale is ignored', async () => {
    const product = await create({ priceTRY: 700 });
    await updated(product, { priceTRY: 1000 });
    await updated(product, { priceTRY: 850 });
    await updated(product, { priceTRY: 1000 });
    // Every price change is kept: 700, 1000, 850, 1000.
    expect((await tryHistory(product.id)).map((r) => [r.kind, r.price])).toEqual([
      ['regular', 70000],
      ['regular', 100000],
      ['regular', 85000],
      ['regular', 100000],
    ]);
    // 700 forty days ago (replaced 35 days ago, before the window), 850 twenty days ago, 1000 again ten days ago.
    await backdate(product.id, [daysAgo(40), daysAgo(35), daysAgo(20), daysAgo(10)]);

    const onSale = await updated(product, { salePriceTRY: 800 });
    expect(onSale.referencePriceTRY).toBe(850);
    expect(onSale.referencePrice).toBe(850);
    expect(onSale.price).toBe(800);
    expect(onSale.priceTRY).toBe(1000);
    expect(onSale.salePriceTRY).toBe(800);
    expect(onSale.discountPercent).toBe(5);
    // Only TRY is on sale: the other currencies show their plain price and no reference.
    expect(onSale.referencePriceUSD).toBeNull();
    expect(onSale.salePriceUSD).toBeNull();

    const history = await tryHistory(product.id);
    expect(history.at(-1)).toMatchObject({ kind: 'sale', price: 80000, validUntil: null });

    // The storefront reads the same (a fresh read, the admin write cleared the cache).
    const read = (await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data;
    expect(read).toMatchObject({
      price: 800,
      referencePrice: 850,
      referencePriceTRY: 850,
      discountPercent: 5,
    });
    const inUsd = (await t.get(`${API.Products.GetProductById}?id=${product.id}`, { Currency: 'USD' })).json()
      .data;
    expect(inUsd).toMatchObject({ price: 30, referencePrice: null, discountPercent: null });
  });

  it('with less than 30 days of history the lowest over what exists; an earlier sale in the window counts', async () => {
    const start = new Date('2026-03-31T12:00:00Z');
    const at = (days: number) => new Date(start.getTime() - days * DAY);
    expect(
      lowestInWindow([{ kind: 'regular', price: 1200, validFrom: at(3), validUntil: null }], start),
    ).toBe(1200);
    // A price set long before, still in effect when the window opened, counts.
    expect(
      lowestInWindow(
        [
          { kind: 'regular', price: 900, validFrom: at(90), validUntil: null },
          { kind: 'regular', price: 1200, validFrom: at(5), validUntil: null },
        ],
        start,
      ),
    ).toBe(900);
    // A sale of 700 that ran in the window; one that ended before the window opened does not count.
    const history = [
      { kind: 'regular' as const, price: 1000, validFrom: at(60), validUntil: null },
      { kind: 'sale' as const, price: 500, validFrom: at(50), validUntil: at(40) },
      { kind: 'sale' as const, price: 700, validFrom: at(20), validUntil: at(10) },
    ];
    expect(lowestInWindow(history, start)).toBe(700);
    // A sale taken off (null) before the window: ignored too.
    expect(
      lowestInWindow(
        [
          { kind: 'regular', price: 1000, validFrom: at(60), validUntil: null },
          { kind: 'sale', price: 600, validFrom: at(50), validUntil: null },
          { kind: 'sale', price: null, validFrom: at(40), validUntil: null },
        ],
        start,
      ),
    ).toBe(1000);
    expect(lowestInWindow([], start)).toBeNull();
  });
});

describe('sale writes that are refused', () => {
  it('refuses a sale price not below the reference price, in the request language, and stores nothing', async () => {
    const product = await create();
    await updated(product, { priceTRY: 850 });
    await updated(product, { priceTRY: 1000 });
    const res = await update(product, { salePriceTRY: 900 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toContain('30 günün en düşük fiyatının (850.00 TRY)');
    expect(res.json().details[0].path).toBe('body.salePriceTRY');
    const en = await update(product, { salePriceTRY: 850 }, { ...admin, 'Accept-Language': 'en-US' });
    expect(en.statusCode).toBe(400);
    expect(en.json().errorMessage).toContain('lowest price of the 30 days before the sale (850.00 TRY)');
    const read = (await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data;
    expect(read).toMatchObject({ price: 1000, salePriceTRY: null, referencePrice: null });
    expect((await tryHistory(product.id)).map((r) => r.kind)).toEqual(['regular', 'regular', 'regular']);
  });

  it('refuses a sale on a new product (no earlier price), one not below the regular price, and an end date in the past', async () => {
    const fresh = await t.post(API.Products.CreateProduct, body({ salePriceTRY: 800 }), admin);
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().errorMessage).toContain('yeni bir ürün indirimle eklenemez');

    const product = await create();
    await backdate(product.id, [daysAgo(10)]);
    const raisedWithSale = await update(product, { priceTRY: 700, salePriceTRY: 800 });
    expect(raisedWithSale.statusCode).toBe(400);
    expect(raisedWithSale.json().errorMessage).toBe('İndirimli fiyat, ürünün fiyatının altında olmalı.');

    const past = await update(product, { salePriceTRY: 800, saleEndDate: daysAgo(1).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().errorMessage).toBe('İndirimin bitiş tarihi ileride olmalı.');
  });
});

describe('a running sale', () => {
  it('keeps its start and reference when only its end date moves, and a changed sale price starts a new sale whose reference includes the earlier sale', async () => {
    const product = await create();
    await backdate(product.id, [daysAgo(10)]);
    const first = await updated(product, { salePriceTRY: 900 });
    expect(first.referencePriceTRY).toBe(1000);
    const end = new Date(Date.now() + 7 * DAY).toISOString();
    const moved = await updated(product, { salePriceTRY: 900, saleEndDate: end });
    expect(moved).toMatchObject({
      price: 900,
      referencePriceTRY: 1000,
      saleEndDate: end,
      saleStartDate: first.saleStartDate,
    });
    expect(first.saleStartDate).not.toBeNull();
    // The owner lowers the sale to 850: a new reduction, measured against the 30 days before it (900 included).
    const deeper = await updated(product, { salePriceTRY: 850, saleEndDate: end });
    expect(deeper).toMatchObject({ price: 850, referencePriceTRY: 900, discountPercent: 5 });
    // Taking the sale off records it and shows the plain price.
    const off = await updated(product, {});
    expect(off).toMatchObject({ price: 1000, salePriceTRY: null, referencePrice: null, saleEndDate: null });
    expect((await tryHistory(product.id)).map((r) => [r.kind, r.price])).toEqual([
      ['regular', 100000],
      ['sale', 90000],
      ['sale', 90000],
      ['sale', 85000],
      ['sale', null],
    ]);
  });

  it('ends by itself at its end date: the cached product and the finder show the plain price afterwards', async () => {
    const product = await create();
    await backdate(product.id, [daysAgo(10)]);
    const end = new Date(Date.now() + 1500).toISOString();
    expect((await updated(product, { salePriceTRY: 750, saleEndDate: end })).price).toBe(750);
    const byId = () => t.get(`${API.Products.GetProductById}?id=${product.id}`);
    const onSalePage = () =>
      t.post(API.Products.GetAllProductListWithFinderWithPagination, {
        categoryIds: [categoryId],
        onSale: true,
      });
    expect((await byId()).json().data).toMatchObject({
      price: 750,
      referencePrice: 1000,
      discountPercent: 25,
    });
    expect((await onSalePage()).json().data.items.map((p: Product) => p.id)).toContain(product.id);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await byId()).json().data).toMatchObject({
      price: 1000,
      referencePrice: null,
      salePriceTRY: null,
      saleEndDate: null,
      discountPercent: null,
    });
    expect((await onSalePage()).json().data.items.map((p: Product) => p.id)).not.toContain(product.id);
  });
});

describe('lists', () => {
  it('filter onSale, sort on-sale pieces first, and sort by the price paid', async () => {
    const category = await createCategory(t.app.ctx.db);
    const mk = (priceTRY: number) => create({ categoryId: category.id, priceTRY });
    const plainCheap = await mk(600);
    const sale = await mk(1000);
    const plainDear = await mk(900);
    await backdate(sale.id, [daysAgo(5)]);
    await updated(sale, { categoryId: category.id, salePriceTRY: 500 });
    const page = async (extra: object) =>
      (
        await t.post(API.Products.GetAllProductListWithFinderWithPagination, {
          categoryIds: [category.id],
          ...extra,
        })
      )
        .json()
        .data.items.map((p: Product) => p.id);
    expect(await page({ onSale: true })).toEqual([sale.id]);
    expect((await page({ sort: 'onSale' }))[0]).toBe(sale.id);
    expect(await page({ sort: 'priceAsc' })).toEqual([sale.id, plainCheap.id, plainDear.id]);
  });
});

describe('options (variants)', () => {
  it('UpdateProductVariant sets an option sale against the option’s own history', async () => {
    const product = await create();
    const created = await t.post(
      API.Products.CreateProductVariant,
      {
        productId: product.id,
        variantName: '18 ayar',
        variantNameEN: '18 carat',
        priceTRY: 2000,
        priceUSD: 60,
        priceForeign: 55,
      },
      admin,
    );
    expect(created.statusCode, created.body).toBe(200);
    const variantId = created.json().data.id as string;
    const res = await t.post(
      API.Products.UpdateProductVariant,
      {
        id: variantId,
        variantName: '18 ayar',
        variantNameEN: '18 carat',
        priceTRY: 2000,
        priceUSD: 60,
        priceForeign: 55,
        salePriceTRY: 1700,
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ price: 1700, referencePriceTRY: 2000, discountPercent: 15 });
    const rows = await t.app.ctx.db.select().from(priceHistory).where(eq(priceHistory.variantId, variantId));
    expect(rows.filter((r) => r.currency === 'TRY').map((r) => [r.kind, r.price])).toEqual([
      ['regular', 200000],
      ['sale', 170000],
    ]);
    const read = (await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data;
    expect(read.variants[0]).toMatchObject({ price: 1700, referencePrice: 2000 });
  });
});
