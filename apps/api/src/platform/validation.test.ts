import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CARD_MESSAGES, RULE_MESSAGES } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { CONTRACT_RULES } from './messages.ts';

let t: TestApp;
let guest: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  guest = (await t.guest()).headers;
});
afterAll(() => t.close());

/** Words of zod's English messages that must not reach a Turkish response. */
const ENGLISH = /\b(Invalid|Too big|Too small|expected|received|number|string|undefined)\b/;

const badId = (language: string) =>
  t.get(`${API.Products.GetProductById}?id=not-a-uuid`, { ...guest, 'accept-language': language });
const bigPage = (language: string) =>
  t.post(
    API.Products.GetAllProductListWithFinderWithPagination,
    { page: 1, pageSize: 61 },
    { ...guest, 'accept-language': language },
  );

describe('validation messages in the request language', () => {
  it('a bad UUID is refused in Turkish for tr-TR and in English for en-EN', async () => {
    const res = await badId('tr-TR');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errorMessage: 'Gönderilen bilgiler geçersiz. (querystring.id: Geçersiz UUID)',
      details: [{ path: 'querystring.id', message: 'Geçersiz UUID' }],
    });
    expect((await badId('en-EN')).json()).toEqual({
      code: 'VALIDATION_FAILED',
      errorMessage: 'The submitted data is invalid. (querystring.id: Invalid UUID)',
      details: [{ path: 'querystring.id', message: 'Invalid UUID' }],
    });
  });

  it('a too big page size is refused in Turkish, the type named in Turkish too, and in English for en-EN', async () => {
    const res = await bigPage('tr-TR');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.details).toEqual([{ path: 'body.pageSize', message: 'Çok büyük: beklenen sayı <=60' }]);
    expect(body.errorMessage).not.toMatch(ENGLISH);
    expect((await bigPage('en-EN')).json().details).toEqual([
      { path: 'body.pageSize', message: 'Too big: expected number to be <=60' },
    ]);
  });

  it('a field of the wrong type names the received type in the request language', async () => {
    const coupon = (couponDTO: unknown, language: string) =>
      t.post(API.Coupon.GetCouponWithCode, { couponDTO }, { ...guest, 'accept-language': language });
    const turkish = await coupon({}, 'tr-TR');
    expect(turkish.statusCode).toBe(400);
    expect(turkish.json().details).toEqual([
      { path: 'body.couponDTO.couponCode', message: 'Geçersiz değer: beklenen metin, alınan boş değer' },
    ]);
    expect((await coupon({ couponCode: 7 }, 'tr-TR')).json().details[0].message).toBe(
      'Geçersiz değer: beklenen metin, alınan sayı',
    );
    expect((await coupon({ couponCode: 7 }, 'en-EN')).json().details).toEqual([
      { path: 'body.couponDTO.couponCode', message: 'Invalid input: expected string, received number' },
    ]);
  });

  it("a contract's own Turkish message reaches an en-EN request as its English twin", async () => {
    const { headers } = await t.admin();
    const create = (language: string) =>
      t.post(API.Coupon.CreateCoupon, { couponCode: 'a b' }, { ...headers, 'accept-language': language });
    const english = await create('en-EN');
    expect(english.statusCode).toBe(400);
    expect(english.json().details).toContainEqual({
      path: 'body.couponCode',
      message: 'A coupon code may hold only letters, digits, - and _.',
    });
    expect((await create('tr-TR')).json().details).toContainEqual({
      path: 'body.couponCode',
      message: RULE_MESSAGES.couponCodeChars,
    });
  });
});

describe('the catalogue of contract rules', () => {
  it('holds every contract message with a twin in the other language', () => {
    const contract = { ...RULE_MESSAGES, ...CARD_MESSAGES } as Record<string, string>;
    for (const [key, text] of Object.entries(CONTRACT_RULES)) {
      expect([text.tr, text.en], key).toContain(contract[key]);
      expect(text.tr, key).not.toBe(text.en);
    }
    expect(Object.keys(CONTRACT_RULES).sort()).toEqual(Object.keys(contract).sort());
  });
});

describe("Fastify's own refusals in the request language", () => {
  it.each([
    ['tr-TR', 'Gönderilen veri geçerli bir JSON değil.'],
    ['en-EN', 'The body sent is not valid JSON.'],
  ])('a body that is not JSON is refused for %s in its words', async (language, message) => {
    const res = await t.call({
      method: 'POST',
      url: API.Coupon.GetCouponWithCode,
      payload: '{"couponDTO":',
      headers: { ...guest, 'content-type': 'application/json', 'accept-language': language },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', errorMessage: message });
  });
});
