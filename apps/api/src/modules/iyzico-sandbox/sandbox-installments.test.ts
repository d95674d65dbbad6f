import { afterAll, beforeAll, expect, it } from 'vitest';
import { gatewayFor, PaymentProviderError } from '../../platform/payments/gateway.ts';
import type { TestApp } from '../../test/harness.ts';
import { createShopTestApp } from '../../test/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(() => t.close());

const quote = (price: number, currency: 'TRY' | 'USD' = 'TRY') =>
  gatewayFor(t.app.ctx).installmentInfo({ price, currency, locale: 'tr', conversationId: 'c-2' });

it('answers an amount without a BIN with every main card family, through the iyzipay client', async () => {
  const families = await quote(250_000);
  expect(families.map((f) => [f.bankName, f.cardFamilyName])).toEqual([
    ['Akbank', 'Axess'],
    ['Garanti BBVA', 'Bonus'],
    ['Türkiye İş Bankası', 'Maximum'],
    ['Yapı ve Kredi Bankası', 'World'],
    ['QNB Finansbank', 'CardFinans'],
    ['Halkbank', 'Paraf'],
    ['HSBC Bank', 'Advantage'],
  ]);
  for (const family of families) {
    // No card was named: iyzico leaves the card's own fields out.
    expect(family.binNumber).toBe('');
    expect(family.cardAssociation).toBe('');
    expect(family.price).toBe(250_000);
    expect(family.installmentPrices[0]).toEqual({
      installmentNumber: 1,
      installmentPrice: 250_000,
      totalPrice: 250_000,
    });
    expect(family.installmentPrices.length).toBeGreaterThan(3);
  }
});

it('answers single payment only for every family in a foreign currency', async () => {
  for (const family of await quote(10_000, 'USD'))
    expect(family.installmentPrices.map((p) => p.installmentNumber)).toEqual([1]);
});

it('still refuses a malformed BIN or price', async () => {
  const bad = await gatewayFor(t.app.ctx)
    .installmentInfo({ binNumber: '12ab', price: 1000, currency: 'TRY', locale: 'en', conversationId: 'c' })
    .catch((e: unknown) => e);
  expect(bad).toBeInstanceOf(PaymentProviderError);
  expect((bad as PaymentProviderError).errorCode).toBe('11');
});
