import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, ORDER_STATUS } from '@kehribar/contracts';
import { TEST_ADMIN, type TestApp } from '../../test/harness.ts';
import { createShopTestApp, paidNecklaceAndRing } from '../../test/checkout-test-kit.ts';
import { memberOf } from '../../test/staff-test-kit.ts';
import { auditLog, orderItems, orders, productReviews, products } from '../../db/schema/index.ts';

let t: TestApp;
let owner: Record<string, string>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-reviews-web-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Kehribar</title></head><body><div id="root"></div></body></html>',
  );
  t = await createShopTestApp({}, { webDistDir: dist });
  owner = (await t.admin()).headers;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const en = { 'accept-language': 'en-US' };
const words = 'Zincir sağlam, taşın rengi fotoğraftaki gibi.';

async function setStatus(orderId: string, status: number) {
  await t.app.ctx.db
    .update(orders)
    .set({ orderStatus: status, deliveredAt: status === ORDER_STATUS.Delivered ? new Date() : null })
    .where(eq(orders.id, orderId));
}

/** A signed-in customer whose paid order of a necklace and a ring has been delivered. */
async function buyerOfDelivered() {
  const c = await t.customer();
  const paid = await paidNecklaceAndRing(t, c.email, { shopper: c });
  await setStatus(paid.order.id, ORDER_STATUS.Delivered);
  return { c, paid, necklaceId: paid.products[0]!.id, ringId: paid.products[1]!.id };
}

const write = (headers: Record<string, string>, productId: string, rating = 5, text = words, title = '') =>
  t.post(API.Reviews.CreateReview, { productId, rating, title, text }, headers);

const reviewsOf = async (productId: string, page = 1, headers: Record<string, string> = {}) =>
  (await t.get(`${API.Reviews.GetProductReviews}?productId=${productId}&page=${page}`, headers)).json().data;

describe('who may review', () => {
  it('refuses a customer whose order is paid but not yet delivered, and one who never bought the product', async () => {
    const c = await t.customer();
    const paid = await paidNecklaceAndRing(t, c.email, { shopper: c });
    const necklaceId = paid.products[0]!.id;
    const can = await t.get(`${API.Reviews.CanReview}?productId=${necklaceId}`, c.headers);
    expect(can.json().data).toEqual({ eligible: false, review: null });
    const tr = await write(c.headers, necklaceId);
    expect(tr.statusCode).toBe(403);
    expect(tr.json().errorMessage).toBe('Yalnızca bu ürünü teslim almış müşterilerimiz yorum yazabilir.');
    const stranger = await t.customer();
    const refused = await write({ ...stranger.headers, ...en }, necklaceId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe('Only customers who have received this product can review it.');
    expect(
      await t.app.ctx.db.select().from(productReviews).where(eq(productReviews.productId, necklaceId)),
    ).toEqual([]);
  });

  it('lets the buyer review once the order is delivered, pending approval, and only the products of that order', async () => {
    const { c, necklaceId } = await buyerOfDelivered();
    const can = (await t.get(`${API.Reviews.CanReview}?productId=${necklaceId}`, c.headers)).json().data;
    expect(can).toEqual({ eligible: true, review: null });
    const res = await write(c.headers, necklaceId, 4, words, 'Çok güzel');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      productId: necklaceId,
      rating: 4,
      title: 'Çok güzel',
      status: 'pending',
    });
    const other = await paidNecklaceAndRing(t, 'someone-else@example.com');
    expect((await write(c.headers, other.products[0]!.id)).statusCode).toBe(403);
    // Pending reviews are not on the product page.
    expect(await reviewsOf(necklaceId)).toMatchObject({ average: null, count: 0, items: [] });
  });

  it('counts a guest order placed with the e-mail the customer later signed up with', async () => {
    const email = `guest-then-customer-${Date.now()}@example.com`;
    const paid = await paidNecklaceAndRing(t, email);
    await setStatus(paid.order.id, ORDER_STATUS.Delivered);
    const c = await t.customer(email);
    expect((await write(c.headers, paid.products[1]!.id)).statusCode).toBe(200);
  });

  it('keeps guests out: a review needs a signed-in customer', async () => {
    const { necklaceId } = await buyerOfDelivered();
    const guest = await t.guest();
    expect((await write(guest.headers, necklaceId)).statusCode).toBe(403);
    expect((await t.get(`${API.Reviews.CanReview}?productId=${necklaceId}`)).statusCode).toBe(401);
  });

  it('refuses a rating outside 1–5 and a text too short or too long, in the request’s language', async () => {
    const { c, necklaceId } = await buyerOfDelivered();
    const six = await write(c.headers, necklaceId, 6);
    expect(six.statusCode).toBe(400);
    expect(six.json().errorMessage).toMatch(/rating/);
    expect(six.json().errorMessage).toMatch(/Doğrulama|geçersiz|küçük|büyük/i);
    const short = await write({ ...c.headers, ...en }, necklaceId, 5, 'Güzel');
    expect(short.statusCode).toBe(400);
    expect(short.json().errorMessage).toMatch(/text: Too small/);
    expect((await write(c.headers, necklaceId, 5, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await write(c.headers, necklaceId, 5, words, 'x'.repeat(121))).statusCode).toBe(400);
  });
});

describe('one review per product and customer', () => {
  it('rewrites the same review while it is pending, and refuses a change once it is moderated', async () => {
    const { c, necklaceId } = await buyerOfDelivered();
    const first = (await write(c.headers, necklaceId, 3)).json().data;
    const again = (await write(c.headers, necklaceId, 5, 'Taşın rengi gerçekten çok güzel.')).json().data;
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ rating: 5, text: 'Taşın rengi gerçekten çok güzel.', status: 'pending' });
    const rows = await t.app.ctx.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, necklaceId), eq(productReviews.userId, c.id)));
    expect(rows).toHaveLength(1);
    expect((await t.post(API.Reviews.ApproveReview, { id: first.id }, owner)).statusCode).toBe(200);
    const late = await write(c.headers, necklaceId, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessage).toBe('Bu ürün için yorumunuz incelendi; artık değiştirilemez.');
    const can = (await t.get(`${API.Reviews.CanReview}?productId=${necklaceId}`, c.headers)).json().data;
    expect(can.review).toMatchObject({ rating: 5, status: 'approved' });
  });
});

describe('moderation, the average and the count', () => {
  it('shows only approved reviews with the stored average and count, kept right through approve and hide', async () => {
    const a = await buyerOfDelivered();
    const productId = a.necklaceId;
    const b = await t.customer();
    const paidB = await paidNecklaceAndRing(t, b.email, { shopper: b });
    await setStatus(paidB.order.id, ORDER_STATUS.Delivered);
    // b bought other products of the same kind; make b a buyer of a's necklace too.
    await t.app.ctx.db.update(orderItems).set({ productId }).where(eq(orderItems.id, paidB.necklace.id));

    const ra = (await write(a.c.headers, productId, 5, words, 'Harika')).json().data;
    const rb = (await write(b.headers, productId, 4)).json().data;
    const approve = (id: number) => t.post(API.Reviews.ApproveReview, { id }, owner);
    const hide = (id: number) => t.post(API.Reviews.HideReview, { id }, owner);

    expect((await approve(ra.id)).json().data).toMatchObject({
      status: 'approved',
      moderatedBy: TEST_ADMIN.email,
    });
    expect(await reviewsOf(productId)).toMatchObject({ average: 5, count: 1 });
    await approve(rb.id);
    const shown = await reviewsOf(productId);
    expect(shown).toMatchObject({ average: 4.5, count: 2, hasMore: false });
    expect(shown.items.map((r: { rating: number }) => r.rating).sort()).toEqual([4, 5]);
    expect(shown.items[0]).toMatchObject({ authorName: 'Ayşe Y.' });
    expect(JSON.stringify(shown)).not.toContain(a.c.email);

    // Approving again changes nothing, not even the moderation time.
    const [before] = await t.app.ctx.db.select().from(productReviews).where(eq(productReviews.id, ra.id));
    expect((await approve(ra.id)).statusCode).toBe(200);
    const [after] = await t.app.ctx.db.select().from(productReviews).where(eq(productReviews.id, ra.id));
    expect(after!.moderatedAt).toEqual(before!.moderatedAt);

    await hide(ra.id);
    expect(await reviewsOf(productId)).toMatchObject({ average: 4, count: 1 });
    const [stored] = await t.app.ctx.db
      .select({ count: products.reviewCount, total: products.ratingTotal })
      .from(products)
      .where(eq(products.id, productId));
    expect(stored).toEqual({ count: 1, total: 4 });

    const audited = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(ra.id)));
    expect(audited.map((e) => e.action).sort()).toEqual([
      'Reviews/ApproveReview',
      'Reviews/ApproveReview',
      'Reviews/HideReview',
    ]);
    expect((await hide(2_000_000)).statusCode).toBe(404);
  });

  it('lists reviews for the owner by state with the pending count; Staff and customers are refused', async () => {
    const { c, ringId } = await buyerOfDelivered();
    const mine = (await write(c.headers, ringId, 2, 'Yüzük biraz dar geldi ama şık.')).json().data;
    const page = (await t.get(`${API.Reviews.GetReviewsPage}?status=pending&pageSize=100`, owner)).json()
      .data;
    expect(page.pendingCount).toBeGreaterThanOrEqual(1);
    expect(page.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(page.items.find((r: { id: number }) => r.id === mine.id)).toMatchObject({
      authorEmail: c.email,
      rating: 2,
      productId: ringId,
    });
    const searched = (
      await t.get(`${API.Reviews.GetReviewsPage}?search=${encodeURIComponent(c.email)}`, owner)
    ).json().data;
    expect(searched.items.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect((await t.get(`${API.Reviews.GetReviewsPage}?status=gone`, owner)).statusCode).toBe(400);
    const staff = await memberOf(t, 'Staff');
    expect((await t.post(API.Reviews.ApproveReview, { id: mine.id }, staff.headers)).statusCode).toBe(403);
    expect((await t.get(API.Reviews.GetReviewsPage, staff.headers)).statusCode).toBe(403);
    expect((await t.post(API.Reviews.ApproveReview, { id: mine.id }, c.headers)).statusCode).toBe(403);
  });

  it('pages approved reviews newest first', async () => {
    const { necklaceId } = await buyerOfDelivered();
    const people = await Promise.all(Array.from({ length: 7 }, () => t.customer()));
    await t.app.ctx.db.insert(productReviews).values(
      people.map((p, i) => ({
        productId: necklaceId,
        userId: p.id,
        rating: 3,
        body: `Yorum numarası ${i}`,
        language: 'tr-TR',
        status: 'approved' as const,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const first = await reviewsOf(necklaceId, 1);
    expect(first.items.map((r: { text: string }) => r.text)).toEqual(
      [6, 5, 4, 3, 2].map((i) => `Yorum numarası ${i}`),
    );
    expect(first.hasMore).toBe(true);
    const second = await reviewsOf(necklaceId, 2);
    expect(second.items.map((r: { text: string }) => r.text)).toEqual([
      'Yorum numarası 1',
      'Yorum numarası 0',
    ]);
    expect(second.hasMore).toBe(false);
    expect(
      (await t.get(`${API.Reviews.GetProductReviews}?productId=${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
  });
});

function jsonLd(html: string) {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('JSON-LD', () => {
  it('carries aggregateRating once a review is approved, and the cached page goes stale on approval', async () => {
    const { c, necklaceId } = await buyerOfDelivered();
    expect(jsonLd((await t.get(`/product/${necklaceId}`)).body).aggregateRating).toBeUndefined();
    const review = (await write(c.headers, necklaceId, 4)).json().data;
    expect(jsonLd((await t.get(`/product/${necklaceId}`)).body).aggregateRating).toBeUndefined();
    await t.post(API.Reviews.ApproveReview, { id: review.id }, owner);
    expect(jsonLd((await t.get(`/product/${necklaceId}`)).body).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    await t.post(API.Reviews.HideReview, { id: review.id }, owner);
    expect(jsonLd((await t.get(`/product/${necklaceId}`)).body).aggregateRating).toBeUndefined();
  });
});

describe('data rights', () => {
  it('puts the customer’s reviews in their export, and erasure removes them and recounts the rating', async () => {
    const { c, paid, necklaceId } = await buyerOfDelivered();
    const review = (await write(c.headers, necklaceId, 2, words, 'İdare eder')).json().data;
    await t.post(API.Reviews.ApproveReview, { id: review.id }, owner);
    const exported = (await t.get(API.Account.ExportMyData, c.headers)).json().data;
    expect(exported.reviews).toEqual([
      expect.objectContaining({
        productId: necklaceId,
        rating: 2,
        title: 'İdare eder',
        text: words,
        status: 'approved',
      }),
    ]);
    expect(await reviewsOf(necklaceId)).toMatchObject({ count: 1, average: 2 });
    expect(paid.order.orderStatus).toBeDefined();
    const erased = await t.post(API.Account.DeleteMyAccount, { password: c.password }, c.headers);
    expect(erased.statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(productReviews).where(eq(productReviews.userId, c.id))).toEqual(
      [],
    );
    expect(await reviewsOf(necklaceId)).toMatchObject({ count: 0, average: null, items: [] });
    expect(jsonLd((await t.get(`/product/${necklaceId}`)).body).aggregateRating).toBeUndefined();
  });
});
