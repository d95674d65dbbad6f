import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, type InstallmentTable } from '@kehribar/contracts';
import { gatewayFor, PaymentProviderError } from '../../platform/payments/gateway.ts';
import type { TestApp } from '../../test/harness.ts';
import { createShopTestApp, makeProducts } from '../../test/checkout-test-kit.ts';
import { INSTALLMENT_TABLE_TTL_MS, InstallmentTableService } from './installment-table.service.ts';

let t: TestApp;
let capped: string; // a category allowing 3 instalments, ₺1200 / $30
let jewellery: string; // the shop's default category cap: single payment
beforeAll(async () => {
  t = await createShopTestApp();
  capped = (await makeProducts(t, [{ stock: 5, priceTRY: 1200, priceUSD: 30 }], { maxInstallments: 3 }))
    .products[0]!.id;
  jewellery = (await makeProducts(t, [{ stock: 5, priceTRY: 800 }], { maxInstallments: null })).products[0]!
    .id;
});
afterAll(() => t.close());

const table = (productId: string, headers: Record<string, string> = {}) =>
  t.get(`${API.Payment.GetInstallmentTable}?productId=${productId}`, headers);

describe('Payment/GetInstallmentTable', () => {
  it('lists each main card family from 1 to the category’s cap with the monthly and total amounts, for anyone', async () => {
    const res = await table(capped);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as InstallmentTable;
    expect(data).toMatchObject({
      productId: capped,
      price: 1200,
      currency: 'TRY',
      shownCurrency: 'TRY',
      maxInstallments: 3,
      singlePaymentReason: null,
    });
    expect(data.families.map((f) => f.cardFamilyName)).toEqual([
      'Axess',
      'Bonus',
      'Maximum',
      'World',
      'CardFinans',
      'Paraf',
      'Advantage',
    ]);
    const bonus = data.families.find((f) => f.cardFamilyName === 'Bonus')!;
    expect(bonus.bankName).toBe('Garanti BBVA');
    expect(bonus.rows.map((r) => r.installmentNumber)).toEqual([1, 2, 3]);
    expect(bonus.rows[0]).toEqual({ installmentNumber: 1, monthly: 1200, total: 1200 });
    // Bonus charges 5.6 % for three: ₺1267.20 in all, ₺422.40 a month.
    expect(bonus.rows[2]).toEqual({ installmentNumber: 3, monthly: 422.4, total: 1267.2 });
  });

  it('says single payment, and why, for a category left at the jewellery default, without asking the bank', async () => {
    const spy = vi.spyOn(gatewayFor(t.app.ctx), 'installmentInfo');
    try {
      const data = (await table(jewellery)).json().data as InstallmentTable;
      expect(data).toMatchObject({
        price: 800,
        maxInstallments: 1,
        singlePaymentReason: 'category',
        families: [],
      });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('quotes in TRY whatever the shopper browses in, and says which currency it shows', async () => {
    const data = (await table(capped, { currency: 'USD' })).json().data as InstallmentTable;
    expect(data).toMatchObject({ price: 1200, currency: 'TRY', shownCurrency: 'USD', maxInstallments: 3 });
    expect(data.families.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown product and 400 for a malformed id, in the request’s language', async () => {
    const unknown = await table('0b9a6a58-3d44-4a4e-9a4b-1f3c2d4e5f60', { 'accept-language': 'en-EN' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe('Product not found.');
    expect((await table('not-an-id')).statusCode).toBe(400);
  });
});

describe('the provider’s answer', () => {
  it('is asked once per price, currency and cap while it is fresh, then again', async () => {
    let clock = 1_000;
    const service = new InstallmentTableService(t.app.ctx, { now: () => clock });
    const spy = vi.spyOn(gatewayFor(t.app.ctx), 'installmentInfo');
    try {
      const view = { language: 'tr-TR', currency: 'TRY' } as const;
      const [first, second] = await Promise.all([service.table(capped, view), service.table(capped, view)]);
      await service.table(capped, { language: 'en-EN', currency: 'EUR' });
      expect(second).toEqual(first);
      expect(spy).toHaveBeenCalledTimes(1);
      clock += INSTALLMENT_TABLE_TTL_MS + 1;
      await service.table(capped, view);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('failing hides the table with 503 in the request’s language, is not kept, and the next page asks again', async () => {
    const service = new InstallmentTableService(t.app.ctx);
    const spy = vi
      .spyOn(gatewayFor(t.app.ctx), 'installmentInfo')
      .mockRejectedValueOnce(new PaymentProviderError('UNREACHABLE', 'down'));
    try {
      const view = { language: 'en-EN', currency: 'TRY' } as const;
      const error = await service.table(capped, view).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503, code: 'PAYMENT_FAILED' });
      expect((error as { text: { en: string } }).text.en).toMatch(/payment service cannot be reached/);
      const data = await service.table(capped, view);
      expect(data.families.length).toBe(7);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('failing through the route answers 503 in the request’s language, and the product’s own read is untouched', async () => {
    const spy = vi
      .spyOn(gatewayFor(t.app.ctx), 'installmentInfo')
      .mockRejectedValue(new PaymentProviderError('TIMEOUT', 'slow'));
    try {
      const other = (await makeProducts(t, [{ stock: 1, priceTRY: 4321 }], { maxInstallments: 6 }))
        .products[0]!;
      const res = await table(other.id, { 'accept-language': 'tr-TR' });
      expect(res.statusCode).toBe(503);
      expect(res.json().errorMessage).toMatch(/Ödeme hizmetine şu anda ulaşılamıyor/);
      expect((await t.get(`${API.Products.GetProductById}?id=${other.id}`)).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
  });
});
