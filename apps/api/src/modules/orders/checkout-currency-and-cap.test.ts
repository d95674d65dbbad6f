import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, billedInTurkiye, chargeCurrency } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import {
  checkoutBody,
  createShopTestApp,
  fillBasket,
  guestCheckout,
  makeProducts,
  orderRow,
} from '../../test/checkout-test-kit.ts';

/** docs/decisions/028-try-for-residents-and-jewellery-instalments.md: the currency charged and the category instalment cap. */

let t: TestApp;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(() => t.close());

const counts = (data: { installmentDetails: { installmentPrices: { installmentNumber: number }[] }[] }) =>
  data.installmentDetails[0]!.installmentPrices.map((p) => p.installmentNumber);

describe('the currency charged follows the billing country', () => {
  it('knows Türkiye by the names a buyer types', () => {
    for (const name of ['Türkiye', 'TÜRKİYE', 'turkiye', 'Turkey', ' TR ', 'Türkei'])
      expect(billedInTurkiye(name), name).toBe(true);
    for (const name of ['Germany', 'Deutschland', 'Turkmenistan', '', null])
      expect(billedInTurkiye(name), String(name)).toBe(false);
    expect(chargeCurrency('Türkiye', 'USD')).toBe('TRY');
    expect(chargeCurrency('Germany', 'USD')).toBe('USD');
  });

  it('charges a buyer billed in Türkiye in TRY at the TRY prices while they browse in USD; billed in Germany, in USD', async () => {
    const { products } = await makeProducts(t, [{ stock: 5, priceTRY: 1500, priceUSD: 40 }]);
    const line = [{ productId: products[0]!.id, quantity: 1 }];

    // The documents and the notice's amount: TRY, from the TRY price, not converted.
    const guest = await t.guest();
    const usd = { ...guest.headers, currency: 'USD' };
    await fillBasket(t, usd, line);
    const docs = (await t.post(API.Order.GetCheckoutContracts, checkoutBody(), usd)).json().data;
    expect(docs).toMatchObject({ currency: 'TRY', total: 1500 });
    expect(docs.preInformationForm).toContain('₺1.500,00');
    expect(docs.preInformationForm).not.toContain('$');
    const abroad = (
      await t.post(
        API.Order.GetCheckoutContracts,
        checkoutBody({
          billingSameAsShipping: false,
          contactNameBilling: 'Elif Şahin',
          addressLineBilling: 'Hauptstr. 5',
          cityBilling: 'Berlin',
          stateBilling: 'Mitte',
          zipCodeBilling: '10115',
          countryBilling: 'Germany',
        }),
        usd,
      )
    ).json().data;
    expect(abroad).toMatchObject({ currency: 'USD', total: 40 });

    // The instalment quote is in TRY too, so the bank offers its TRY instalments.
    const quote = (
      await t.post(API.Payment.InstallmentsInfo, { binNumber: '540036', billingCountry: 'Türkiye' }, usd)
    ).json().data;
    expect(quote).toMatchObject({ currency: 'TRY', price: 1500 });
    expect(counts(quote).length).toBeGreaterThan(1);

    // The server enforces it, whatever the browsing currency: the order keeps the currency charged.
    const inTurkiye = await guestCheckout(t, line, {}, { currency: 'USD' });
    expect(inTurkiye.res.statusCode, inTurkiye.res.body).toBe(200);
    expect(await orderRow(t, inTurkiye.res.json().data.token)).toMatchObject({
      currency: 'TRY',
      totalPrice: 150_000,
    });
    const inGermany = await guestCheckout(t, line, { country: 'Germany' }, { currency: 'USD' });
    expect(inGermany.res.statusCode, inGermany.res.body).toBe(200);
    const order = await orderRow(t, inGermany.res.json().data.token);
    expect(order).toMatchObject({ currency: 'USD', totalPrice: 4000 });

    // The order views show the currency charged.
    const view = (await t.post(API.Order.GetOrdersByToken, { token: order.token })).json().data;
    expect(view.currency).toBe('USD');
  });
});

describe('the category instalment cap', () => {
  it('offers only up to the lowest cap of the basket, and checkout refuses more with a clear 400', async () => {
    const { products: six } = await makeProducts(t, [{ stock: 5, priceTRY: 2000 }], { maxInstallments: 6 });
    const { products: three } = await makeProducts(t, [{ stock: 5, priceTRY: 1000 }], { maxInstallments: 3 });
    const lines = [
      { productId: six[0]!.id, quantity: 1 },
      { productId: three[0]!.id, quantity: 1 },
    ];
    const guest = await t.guest();
    await fillBasket(t, guest.headers, lines);
    const quote = (await t.post(API.Payment.InstallmentsInfo, { binNumber: '540036' }, guest.headers)).json()
      .data;
    expect(counts(quote)).toEqual([1, 2, 3]);
    const docs = (await t.post(API.Order.GetCheckoutContracts, checkoutBody(), guest.headers)).json().data;
    expect(docs.maxInstallments).toBe(3);

    const tr = await t.post(API.Order.CheckoutOrder, checkoutBody({ installmentNumber: 6 }), guest.headers);
    expect(tr.statusCode).toBe(400);
    expect(tr.json().errorMessage).toContain('en fazla 3 taksit');
    const en = await t.post(API.Order.CheckoutOrder, checkoutBody({ installmentNumber: 6 }), {
      ...guest.headers,
      'accept-language': 'en-EN',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().errorMessage).toContain('at most 3 instalments');

    const ok = await t.post(API.Order.CheckoutOrder, checkoutBody({ installmentNumber: 3 }), guest.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await orderRow(t, ok.json().data.token)).toMatchObject({ installmentNumber: 3 });
  });

  it('allows a single payment only for a category left at the default (jewellery)', async () => {
    const { products } = await makeProducts(t, [{ stock: 5, priceTRY: 2500 }], { maxInstallments: null });
    const guest = await t.guest();
    await fillBasket(t, guest.headers, [{ productId: products[0]!.id, quantity: 1 }]);
    const quote = (await t.post(API.Payment.InstallmentsInfo, { binNumber: '540036' }, guest.headers)).json()
      .data;
    expect(counts(quote)).toEqual([1]);
    const res = await t.post(API.Order.CheckoutOrder, checkoutBody({ installmentNumber: 2 }), guest.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toContain('tek çekim');
  });

  it('is set on the category in the back office, between 1 and 12, and shown with the category', async () => {
    const admin = (await t.admin()).headers;
    const created = await t.post(
      API.Categories.CreateCategory,
      { name: 'Tespih', nameEN: 'Prayer beads', maxInstallments: 4 },
      admin,
    );
    expect(created.statusCode, created.body).toBe(200);
    const category = created.json().data;
    expect(category.maxInstallments).toBe(4);
    const cleared = await t.post(
      API.Categories.UpdateCategory,
      { id: category.id, name: 'Tespih', nameEN: 'Prayer beads', maxInstallments: null },
      admin,
    );
    expect(cleared.json().data.maxInstallments).toBeNull();
    const bad = await t.post(
      API.Categories.UpdateCategory,
      { id: category.id, name: 'Tespih', nameEN: 'Prayer beads', maxInstallments: 13 },
      { ...admin, 'accept-language': 'en-EN' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('between 1 and 12');
  });
});
