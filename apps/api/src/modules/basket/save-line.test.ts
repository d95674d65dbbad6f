import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { API, isSizeValid, normaliseSize } from '@kehribar/contracts';
import { basketItems, baskets } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCategory, createProduct } from '../../test/fixtures.ts';
import { lockBasketId } from './basket.repository.ts';
import { saveLinePrepared } from './save-line.ts';

let t: TestApp;
let ringId: string;
let ringRule: { isCustomSizeInput: boolean; sizeOptions: string };
let pendantId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  // Options written carelessly in the back office: spaces, a tab, a no-break space, an empty entry.
  ringRule = { isCustomSizeInput: false, sizeOptions: ' 16 ,\t17,, 18\u00a0' };
  const rings = await createCategory(db, ringRule);
  const plain = await createCategory(db);
  const product = (title: string, categoryId: number, stock: number) =>
    createProduct(db, {
      title,
      titleEN: `${title} EN`,
      categoryId,
      stock,
      priceTRY: 1000,
      priceUSD: 25,
      priceForeign: 21,
    });
  ringId = (await product('Yarış Yüzük', rings.id, 3)).id;
  pendantId = (await product('Yarış Kolye', plain.id, 3)).id;
});
afterAll(() => t.close());

const save = (headers: Record<string, string>, basketItems: unknown[]) =>
  t.post(API.Baskets.SaveOrUpdateBasket, { basketItems }, headers);

describe('one-statement basket write', () => {
  it('judges sizes exactly as the storefront does, with the category options trimmed the same way', async () => {
    const guest = await t.guest();
    for (const size of ['16', '17', '18', ' 17 ', '', '19', '1', '16 ,17']) {
      const res = await save(guest.headers, [{ productId: ringId, quantity: 1, size }]);
      const valid = isSizeValid(ringRule, size);
      expect(res.statusCode, `size ${JSON.stringify(size)}`).toBe(valid ? 200 : 400);
      if (valid) {
        const line = res.json().data.basketItems.find((l: { productId: string }) => l.productId === ringId);
        expect(line.size).toBe(normaliseSize(ringRule, size));
        await t.post(API.Baskets.DeleteBasket, { basketItems: [] }, guest.headers);
      }
    }
  });

  it("does not let a line of one product be rewritten through another product's id", async () => {
    const guest = await t.guest();
    const ringLine = (await save(guest.headers, [{ productId: ringId, quantity: 1, size: '16' }])).json().data
      .basketItems[0];
    const res = await save(guest.headers, [
      { basketItemId: ringLine.basketItemId, productId: pendantId, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(404);
    const basket = (await t.get(API.Baskets.GetBasket, guest.headers)).json().data;
    expect(basket.basketItems).toMatchObject([{ productId: ringId, quantity: 1, size: '16' }]);
  });

  it('writes nothing when a check fails, not even an empty basket', async () => {
    const guest = await t.guest();
    const res = await save(guest.headers, [{ productId: ringId, quantity: 1, size: '25' }]);
    expect(res.statusCode).toBe(400);
    const rows = await t.app.ctx.db
      .select()
      .from(baskets)
      .where(eq(baskets.ownerKey, `guest:${guest.nonUserId}`));
    expect(rows).toEqual([]);
  });

  it('keeps the stock bound and one line when many writes to one basket arrive at once', async () => {
    const guest = await t.guest();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => save(guest.headers, [{ productId: pendantId, quantity: 1 }])),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const basket = (await t.get(API.Baskets.GetBasket, guest.headers)).json().data;
    expect(basket.basketItems).toMatchObject([{ productId: pendantId, quantity: 3 }]);
  });
});

// Two transactions on one basket at the same moment need two connections: PostgreSQL only (PGlite runs
// one statement or transaction at a time, so a write there always reads the newest basket).
describe.skipIf(inject('dbKind') !== 'postgres')(
  'a basket write that raced another write to the same basket',
  () => {
    type Tx = Parameters<Parameters<TestApp['app']['ctx']['db']['transaction']>[0]>[0];

    /** Another write to the basket: holds the basket's lock, `change` done but not committed until commit(). */
    async function holdBasket(
      ownerKey: string,
      change: (tx: Tx, basketId: string) => Promise<void> = async () => {},
    ) {
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const done = t.app.ctx.db.transaction(async (tx) => {
        const basketId = await lockBasketId(tx, ownerKey);
        await change(tx, basketId!);
        locked();
        await committed;
      });
      await isLocked;
      return {
        commit: async () => {
          commit();
          await done;
        },
      };
    }

    /** Waits until a statement of this database waits for a lock. */
    async function someoneWaitsForALock() {
      await vi.waitFor(async () => {
        const { rows } = await t.app.ctx.db.execute(sql`
        select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
      });
    }

    it('writes nothing and answers stale when the basket changed after it read it', async () => {
      const guest = await t.guest();
      const ownerKey = `guest:${guest.nonUserId}`;
      const line = (await save(guest.headers, [{ productId: pendantId, quantity: 1 }])).json().data
        .basketItems[0];
      const other = await holdBasket(ownerKey);
      const racing = saveLinePrepared(t.app.ctx.database, {
        ownerKey,
        productId: pendantId,
        variantId: null,
        size: '',
        color: null,
        quantity: 2,
        basketItemId: line.basketItemId,
      });
      await someoneWaitsForALock();
      await other.commit();
      expect((await racing).kind).toBe('stale');
      const [row] = await t.app.ctx.db
        .select()
        .from(basketItems)
        .where(eq(basketItems.id, line.basketItemId));
      expect(row!.quantity).toBe(1);
    });

    it('is written again under the lock and checked against what the other write left', async () => {
      const guest = await t.guest();
      const ownerKey = `guest:${guest.nonUserId}`;
      await save(guest.headers, [{ productId: ringId, quantity: 1, size: '17' }]);
      // While this write adds a ring of size 17, another puts in 2 of size 16: 4 rings, stock 3.
      const other = await holdBasket(ownerKey, async (tx, basketId) => {
        await tx.insert(basketItems).values({ basketId, productId: ringId, size: '16', quantity: 2 });
      });
      const racing = save(guest.headers, [{ productId: ringId, quantity: 1, size: '17' }]);
      await someoneWaitsForALock();
      await other.commit();
      const res = await racing;
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('OUT_OF_STOCK');
      const lines = await t.app.ctx.db
        .select({ size: basketItems.size, quantity: basketItems.quantity })
        .from(basketItems)
        .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
        .where(and(eq(baskets.ownerKey, ownerKey), eq(basketItems.productId, ringId)))
        .orderBy(basketItems.size);
      expect(lines).toEqual([
        { size: '16', quantity: 2 },
        { size: '17', quantity: 1 },
      ]);
    });
  },
);
