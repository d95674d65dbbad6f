import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { solvedCaptcha } from '../../test/captcha.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function request(email: string, extra: Record<string, unknown> = {}) {
  return t.post(API.Account.CreateDataRequest, {
    name: 'Deniz Ak',
    email,
    type: 'erasure',
    message: 'Tüm verilerimin silinmesini istiyorum.',
    captchaToken: await solvedCaptcha(t),
    ...extra,
  });
}

describe('data requests (KVKK art. 13)', () => {
  it('stores a guest’s request with a deadline 30 days after it was received', async () => {
    const before = Date.now();
    const res = await request('Deniz@Example.com');
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    const deadline = new Date(answer.deadline).getTime();
    expect(deadline - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(30 * DAY);
    expect(answer.message).toContain('deniz@example.com');
    const list = (await t.get(API.Account.GetDataRequests, admin)).json().data;
    expect(list.find((r: { id: number }) => r.id === answer.id)).toMatchObject({
      email: 'deniz@example.com',
      type: 'erasure',
      source: 'form',
      status: 'open',
      answeredAt: null,
    });
  });

  it('refuses a request without a solved captcha, or with one used already', async () => {
    const token = await solvedCaptcha(t);
    const first = await request('once@example.com', { captchaToken: token });
    expect(first.statusCode).toBe(200);
    const replay = await request('once@example.com', { captchaToken: token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CAPTCHA_FAILED');
    const bad = await request('once@example.com', { type: 'everything' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the owner mark a request answered once, with who and when', async () => {
    const { id } = (await request('answer@example.com', { type: 'correction' })).json().data;
    const res = await t.post(API.Account.AnswerDataRequest, { id, note: 'Adres düzeltildi.' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'answered',
      answeredBy: 'admin@kehribar.test',
      note: 'Adres düzeltildi.',
    });
    expect(res.json().data.answeredAt).toBeTruthy();
    const again = await t.post(API.Account.AnswerDataRequest, { id }, admin);
    expect(again.statusCode).toBe(409);
    const missing = await t.post(API.Account.AnswerDataRequest, { id: 999_999 }, admin);
    expect(missing.statusCode).toBe(404);
  });

  it('lists open requests first, nearest deadline first', async () => {
    const list = (await t.get(API.Account.GetDataRequests, admin)).json().data as {
      status: string;
      deadline: string;
    }[];
    const open = list.filter((r) => r.status === 'open');
    expect(list.slice(0, open.length)).toEqual(open);
    const deadlines = open.map((r) => r.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
  });

  it('keeps the log from customers and guests', async () => {
    const c = await t.customer();
    expect((await t.get(API.Account.GetDataRequests, c.headers)).statusCode).toBe(403);
    expect((await t.post(API.Account.AnswerDataRequest, { id: 1 }, c.headers)).statusCode).toBe(403);
    const guest = await t.guest();
    expect([401, 403]).toContain((await t.get(API.Account.GetDataRequests, guest.headers)).statusCode);
  });
});
