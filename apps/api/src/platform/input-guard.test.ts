import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { JSON_MAX_DEPTH, nestsDeeperThan } from './input-guard.ts';

let t: TestApp;
let guest: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  guest = (await t.guest()).headers;
});
afterAll(() => t.close());

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** A coupon request whose ignored basketDTO (any JSON, contracts coupon.ts) holds the given value. */
const couponWith = (basketDTO: string) => `{"couponDTO":{"couponCode":"NOPE"},"basketDTO":${basketDTO}}`;

async function post(url: string, payload: string, language = 'tr-TR') {
  const started = performance.now();
  const res = await t.call({
    method: 'POST',
    url,
    payload,
    headers: { ...guest, 'content-type': 'application/json', 'accept-language': language },
  });
  return { res, ms: performance.now() - started };
}

describe('a JSON body nested deeper than the limit (decision 020)', () => {
  it.each([
    ['50,000 arrays', arrays(50_000)],
    ['50,000 objects', objects(50_000)],
    ['50,000 arrays inside a field any JSON may fill', couponWith(arrays(50_000))],
  ])('%s: refused with 400 and a clear message, well under a second', async (_name, payload) => {
    const turkish = await post(API.Coupon.GetCouponWithCode, payload);
    expect(turkish.res.statusCode).toBe(400);
    expect(turkish.res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errorMessage: 'Gönderilen veri en fazla 32 düzey iç içe olabilir.',
    });
    expect(turkish.ms).toBeLessThan(250);
    const english = await post(API.Order.CheckoutOrder, payload, 'en-EN');
    expect(english.res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errorMessage: 'The data sent may be nested at most 32 levels deep.',
    });
    expect(english.ms).toBeLessThan(250);
  });

  it('is measured on structure only: the limit itself passes, brackets in text do not count', async () => {
    const atLimit = await post(API.Coupon.GetCouponWithCode, couponWith(arrays(JSON_MAX_DEPTH - 1)));
    expect(atLimit.res.json().code).toBe('COUPON_INVALID');
    const overLimit = await post(API.Coupon.GetCouponWithCode, couponWith(arrays(JSON_MAX_DEPTH)));
    expect(overLimit.res.json().errorMessage).toBe('Gönderilen veri en fazla 32 düzey iç içe olabilir.');
    const inText = await post(
      API.Coupon.GetCouponWithCode,
      couponWith(JSON.stringify(`\\"${'['.repeat(50)}`)),
    );
    expect(inText.res.json().code).toBe('COUPON_INVALID');
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, skipping strings and their escaped quotes', () => {
    expect(nestsDeeperThan(arrays(3), 3)).toBe(false);
    expect(nestsDeeperThan(arrays(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":[1]}],"c":{}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: `"[[[[[{{{{\\` }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([`\\`, [[1]]]), 2)).toBe(true);
  });
});
