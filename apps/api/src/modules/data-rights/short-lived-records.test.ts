import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { backInStockRequests, contactMessages, mailOutbox, retentionRuns } from '../../db/schema/index.ts';
import { createCategory, createProduct } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Retention } from './retention.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 12:00 in Türkiye, after the reconciliation hour; years ahead, so that no retention run of another test
// app on the same database (their jobs run at the real time) can reach these rows first.
const NOW = new Date('2030-12-02T09:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('the retention job’s short-lived records (decision 044)', () => {
  it('deletes sent mails after 90 days, answered messages after a year, stale stock requests after a year, and keeps the rest', async () => {
    const db = t.app.ctx.db;
    const mail = (to: string, status: 'pending' | 'sent' | 'failed', createdAt: Date) => ({
      to,
      subject: 'Siparişiniz',
      html: '<p>Merhaba</p>',
      text: 'Merhaba',
      status,
      createdAt,
    });
    await db
      .insert(mailOutbox)
      .values([
        mail('sent-old@short-lived.example', 'sent', daysAgo(91)),
        mail('failed-old@short-lived.example', 'failed', daysAgo(120)),
        mail('sent-recent@short-lived.example', 'sent', daysAgo(89)),
        mail('still-pending@short-lived.example', 'pending', daysAgo(400)),
      ]);
    const message = (email: string, createdAt: Date, handledAt: Date | null) => ({
      email,
      name: 'Ayşe',
      info: 'Yüzük ölçüsü hakkında bir sorum var.',
      createdAt,
      handledAt,
    });
    await db
      .insert(contactMessages)
      .values([
        message('answered-old@short-lived.example', daysAgo(400), daysAgo(366)),
        message('answered-recent@short-lived.example', daysAgo(400), daysAgo(300)),
        message('unanswered-old@short-lived.example', daysAgo(731), null),
        message('unanswered-recent@short-lived.example', daysAgo(500), null),
      ]);
    const category = await createCategory(db);
    const product = await createProduct(db, {
      title: 'Damla Kolye',
      titleEN: 'Drop Necklace',
      categoryId: category.id,
      priceTRY: 1200,
      priceUSD: 30,
      priceForeign: 26,
      stock: 0,
    });
    const request = (email: string, createdAt: Date, notifiedAt: Date | null) => ({
      productId: product.id,
      email,
      createdAt,
      notifiedAt,
    });
    await db
      .insert(backInStockRequests)
      .values([
        request('notified-old@short-lived.example', daysAgo(500), daysAgo(366)),
        request('notified-recent@short-lived.example', daysAgo(500), daysAgo(30)),
        request('waiting-old@short-lived.example', daysAgo(366), null),
        request('waiting-recent@short-lived.example', daysAgo(200), null),
      ]);

    const counts = await new Retention(t.app.ctx).runIfDue(NOW);
    // Other test apps may share this database: their old rows go too, so the counts are at least ours.
    expect(counts!.mails).toBeGreaterThanOrEqual(2);
    expect(counts!.contactMessages).toBeGreaterThanOrEqual(2);
    expect(counts!.stockRequests).toBeGreaterThanOrEqual(2);
    const [run] = await db.select().from(retentionRuns).where(eq(retentionRuns.day, '2030-12-02'));
    expect(run).toMatchObject({
      mails: counts!.mails,
      contactMessages: counts!.contactMessages,
      stockRequests: counts!.stockRequests,
    });
    const ours = '%@short-lived.example';

    expect(
      (await db.select().from(mailOutbox).where(like(mailOutbox.to, ours))).map((m) => m.to).sort(),
    ).toEqual(['sent-recent@short-lived.example', 'still-pending@short-lived.example']);
    expect(
      (await db.select().from(contactMessages).where(like(contactMessages.email, ours)))
        .map((m) => m.email)
        .sort(),
    ).toEqual(['answered-recent@short-lived.example', 'unanswered-recent@short-lived.example']);
    expect(
      (await db.select().from(backInStockRequests).where(like(backInStockRequests.email, ours)))
        .map((r) => r.email)
        .sort(),
    ).toEqual(['notified-recent@short-lived.example', 'waiting-recent@short-lived.example']);
  });
});
