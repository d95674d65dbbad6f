import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, MARKETING_CONSENT_TEXT_VERSION } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { lastMailTo, mailCount } from '../../test/mailbox.ts';
import { couponUsages, orderItems, orders, productVariants, sandboxPayments } from '../../db/schema/index.ts';
import { createCategory, createProduct } from '../../test/fixtures.ts';
import { OrderSettlement } from './settlement.service.ts';
import {
  CARDS,
  checkoutBody,
  createShopTestApp,
  fillBasket,
  guestCheckout,
  makeProducts,
  orderRow,
  payAtBank,
  stockOf,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

describe('a guest pays with a coupon and 3 instalments through 3-D Secure', () => {
  it('reserves stock, charges the instalment total, completes once, empties the basket and mails the contract', async () => {
    const { products } = await makeProducts(t, [
      { stock: 3, priceTRY: 1500 },
      { stock: 2, priceTRY: 800 },
    ]);
    const [p1, p2] = products.map((p) => p.id) as [string, string];
    const code = `AMBER${Date.now() % 100000}`;
    expect(
      (
        await t.post(
          API.Coupon.CreateCoupon,
          {
            couponCode: code,
            discountType: 0,
            discountValue: 10,
            startDate: '2020-01-01',
            endDate: '2099-12-31',
          },
          admin,
        )
      ).statusCode,
    ).toBe(200);

    const guest = await t.guest();
    await fillBasket(t, guest.headers, [
      { productId: p1, quantity: 2 },
      { productId: p2, quantity: 1 },
    ]); // ₺3800
    const email = `guest-${Date.now()}@example.com`;
    const details = checkoutBody({ email, couponDTO: { couponCode: code } });

    // The documents to accept, filled with what is being bought.
    const docs = (await t.post(API.Order.GetCheckoutContracts, details, guest.headers)).json().data;
    expect(docs.version).toBe(details.contractVersion);
    expect(docs.distanceSellingContract).toContain('MESAFELİ SATIŞ SÖZLEŞMESİ');
    expect(docs.distanceSellingContract).toContain(products[0]!.title);
    expect(docs.preInformationForm).toContain('₺3.420,00');
    expect(docs.preInformationForm).toContain('Bağdat Cad. No: 12 D: 4');
    expect(docs.preInformationForm).toContain('CAYMA HAKKI');

    // Instalments for the server's price (₺3420), not the one the client sends.
    const info = (
      await t.post(
        API.Payment.InstallmentsInfo,
        { binNumber: '552879', price: 1, couponCode: code },
        guest.headers,
      )
    ).json().data;
    expect(info.price).toBe(3420);
    const three = info.installmentDetails[0].installmentPrices.find(
      (o: { installmentNumber: number }) => o.installmentNumber === 3,
    );
    expect(three.totalPrice).toBeGreaterThan(3420);

    const res = await t.post(API.Order.CheckoutOrder, { ...details, installmentNumber: 3 }, guest.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { htmlContent, token, orderNumber } = res.json().data;
    expect(htmlContent).toContain('id="iyzico-3ds-form"');

    let order = await orderRow(t, token);
    expect(order).toMatchObject({
      orderStatus: 0,
      orderNumber,
      currency: 'TRY',
      subtotal: 380_000,
      discountAmount: 38_000,
      totalPrice: 342_000,
      paidPrice: Math.round(three.totalPrice * 100),
      installmentNumber: 3,
      appliedCoupon: code,
      buyerId: guest.sessionId,
      cardBin: '552879',
      cardLastFour: '0008',
      contractVersion: details.contractVersion,
      stockReleased: false,
    });
    expect(order.contractText).toContain(`Sipariş numarası: ${orderNumber}`);
    expect(order.contractText).toMatch(/IP \S+/);
    expect(await stockOf(t, p1)).toMatchObject({ stock: 1, soldCount: 0 });
    expect((await t.post(API.Order.GetOrdersByToken, { token })).json().data.orderStatus).toBe(0);

    const bank = await payAtBank(t, htmlContent);
    expect(bank.page.body).toContain('Halkbank');
    expect(bank.redirect.statusCode).toBe(303);
    expect(bank.location).toBe(`/payment-result?token=${token}`);

    order = await orderRow(t, token);
    expect(order).toMatchObject({
      orderStatus: 1,
      paidPrice: Math.round(three.totalPrice * 100),
      installmentNumber: 3,
      paymentError: null,
    });
    expect(order.paymentId).toMatch(/^\d+$/);
    expect(order.completedAt).toBeInstanceOf(Date);
    expect(await stockOf(t, p1)).toEqual({ stock: 1, soldCount: 2 });
    expect(await stockOf(t, p2)).toEqual({ stock: 1, soldCount: 1 });
    expect((await t.get(API.Baskets.GetBasket, guest.headers)).json().data.itemCount).toBe(0);
    const usages = await t.app.ctx.db.select().from(couponUsages).where(eq(couponUsages.orderId, order.id));
    expect(usages).toMatchObject([{ buyerKey: email }]);
    const [charged] = await t.app.ctx.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, order.paymentId!));
    expect(charged).toMatchObject({ status: 'paid', price: 342_000, installment: 3 });

    const { mail } = await lastMailTo(t.app, email);
    expect(mail.subject).toBe(`Siparişiniz alındı — #${orderNumber}`);
    expect(mail.text).toContain(products[0]!.title);
    expect(mail.text).toContain('₺3.420,00');
    expect(mail.text).toContain('Kadıköy/İstanbul');
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `on-bilgilendirme-formu-${orderNumber}.txt`,
      `mesafeli-satis-sozlesmesi-${orderNumber}.txt`,
    ]);
    expect(mail.attachments[1]!.content).toContain('MESAFELİ SATIŞ SÖZLEŞMESİ');

    const shown = (await t.post(API.Order.GetOrdersByToken, { token })).json().data;
    expect(shown).toMatchObject({
      orderNumber,
      orderStatus: 1,
      totalPrice: 3420,
      discountAmount: 380,
      subtotal: 3800,
      currency: 'TRY',
      installmentNumber: 3,
      email,
      contactName: 'Elif Şahin',
      city: 'İstanbul',
      billingContactName: 'Elif Şahin',
      billingState: 'Kadıköy',
      appliedCoupon: code,
    });
    expect(shown.orderItems).toHaveLength(2);
    expect(shown.orderItems.find((i: { productId: string }) => i.productId === p1)).toMatchObject({
      quantity: 2,
      price: 1500,
      lineTotal: 3000,
      imageUrl: expect.stringMatching(/^\/uploads\//),
    });

    // Nothing of the card beyond BIN and last four digits is kept anywhere.
    const stored = JSON.stringify([await orderRow(t, token), charged, mail]);
    expect(stored).not.toContain('5528790000000008');
    expect(stored).not.toContain('5528 7900 0000 0008');
  });

  it('pays in USD at the USD prices when billed abroad', async () => {
    const { products } = await makeProducts(t, [{ stock: 1, priceTRY: 4000, priceUSD: 99.9 }]);
    const { res } = await guestCheckout(
      t,
      [{ productId: products[0]!.id, quantity: 1 }],
      { country: 'United States' },
      { currency: 'USD' },
    );
    const { htmlContent, token } = res.json().data;
    await payAtBank(t, htmlContent);
    expect(await orderRow(t, token)).toMatchObject({
      orderStatus: 1,
      currency: 'USD',
      totalPrice: 9990,
      paidPrice: 9990,
    });
  });
});

describe('an order line with an option', () => {
  /** A guest buys the '50 cm' option of a fresh necklace in the given language, and pays. */
  async function buyOption(language: 'tr-TR' | 'en-EN', email: string) {
    const db = t.app.ctx.db;
    const category = await createCategory(db);
    const product = await createProduct(db, {
      title: `Konyak Damla Kolye ${email}`,
      titleEN: `Cognac Drop Necklace ${email}`,
      categoryId: category.id,
      priceTRY: 1500,
      priceUSD: 40,
      priceForeign: 35,
      stock: 3,
      variants: [
        {
          variantName: '50 cm zincir',
          variantNameEN: '50 cm chain',
          priceTRY: 1700,
          priceUSD: 45,
          priceForeign: 40,
        },
      ],
    });
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    const guest = await t.guest();
    const headers = { ...guest.headers, 'accept-language': language };
    const saved = await t.post(
      API.Baskets.SaveOrUpdateBasket,
      { basketItems: [{ productId: product.id, variantId: variant!.id, quantity: 1 }] },
      headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.post(API.Order.CheckoutOrder, checkoutBody({ email }), headers);
    expect(res.statusCode, res.body).toBe(200);
    const { htmlContent, token } = res.json().data;
    await payAtBank(t, htmlContent);
    return { token, headers };
  }

  it('keeps the option name in Turkish and English whatever language it was bought in, and mails the buyer’s', async () => {
    const english = await buyOption('en-EN', 'option-en@example.com');
    const order = await orderRow(t, english.token);
    expect(order).toMatchObject({ orderStatus: 1, language: 'en-EN' });
    expect(
      await t.app.ctx.db
        .select({ variantName: orderItems.variantName, variantNameEN: orderItems.variantNameEN })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id)),
    ).toEqual([{ variantName: '50 cm zincir', variantNameEN: '50 cm chain' }]);
    // The payment-result page and the profile read the same order view: both names, the page picks one.
    const shown = (await t.post(API.Order.GetOrdersByToken, { token: english.token }, english.headers)).json()
      .data;
    expect(shown.orderItems).toEqual([
      expect.objectContaining({ variantName: '50 cm zincir', variantNameEN: '50 cm chain' }),
    ]);
    const englishMail = (await lastMailTo(t.app, 'option-en@example.com')).mail.text;
    expect(englishMail).toContain('(50 cm chain)');
    expect(englishMail).not.toContain('zincir');

    const turkish = await buyOption('tr-TR', 'option-tr@example.com');
    const shownTr = (
      await t.post(API.Order.GetOrdersByToken, { token: turkish.token }, turkish.headers)
    ).json().data;
    expect(shownTr.orderItems).toEqual([
      expect.objectContaining({ variantName: '50 cm zincir', variantNameEN: '50 cm chain' }),
    ]);
    const turkishMail = (await lastMailTo(t.app, 'option-tr@example.com')).mail.text;
    expect(turkishMail).toContain('(50 cm zincir)');
    expect(turkishMail).not.toContain('chain');
  });
});

describe('the cached product pages follow the stock', () => {
  it('after a reservation, its release, the payment timeout and a sale (regression: they kept the stock of their first read)', async () => {
    const { products } = await makeProducts(t, [{ stock: 2, priceTRY: 1300 }]);
    const productId = products[0]!.id;
    const shown = async () => {
      const detail = (await t.get(`${API.Products.GetProductById}?id=${productId}`)).json().data;
      const listed = (
        await t.post(API.Products.GetAllProductListWithFinderWithPagination, {
          categoryIds: [products[0]!.categoryId],
          pageSize: 60,
        })
      ).json().data.items;
      return { detail: detail.stock, list: listed.find((p: { id: string }) => p.id === productId)?.stock };
    };
    expect(await shown()).toEqual({ detail: 2, list: 2 }); // now cached

    const first = await guestCheckout(t, [{ productId, quantity: 2 }]);
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(await shown()).toEqual({ detail: 0, list: 0 });
    await payAtBank(t, first.res.json().data.htmlContent, 'cancel');
    expect(await shown()).toEqual({ detail: 2, list: 2 });

    const unpaid = await guestCheckout(t, [{ productId, quantity: 1 }]);
    expect(await shown()).toEqual({ detail: 1, list: 1 });
    await t.app.ctx.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.token, unpaid.res.json().data.token));
    expect(await new OrderSettlement(t.app.ctx).expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect(await shown()).toEqual({ detail: 2, list: 2 });

    const sale = await guestCheckout(t, [{ productId, quantity: 1 }]);
    await payAtBank(t, sale.res.json().data.htmlContent);
    expect((await orderRow(t, sale.res.json().data.token)).orderStatus).toBe(1);
    expect(await shown()).toEqual({ detail: 1, list: 1 });
  });
});

describe('payments that fail leave the basket and put the stock back', () => {
  const failing = async (extra: Parameters<typeof guestCheckout>[2], sms?: string) => {
    const { products } = await makeProducts(t, [{ stock: 2, priceTRY: 1200 }]);
    const productId = products[0]!.id;
    const { guest, res } = await guestCheckout(t, [{ productId, quantity: 2 }], extra);
    expect(res.statusCode, res.body).toBe(200);
    const { htmlContent, token } = res.json().data;
    expect((await stockOf(t, productId)).stock).toBe(0);
    const bank = await payAtBank(t, htmlContent, sms);
    expect(bank.location).toBe(`/payment-result?token=${token}`);
    const order = await orderRow(t, token);
    expect(order).toMatchObject({ orderStatus: 3, stockReleased: true });
    expect(await stockOf(t, productId)).toEqual({ stock: 2, soldCount: 0 });
    const basket = (await t.get(API.Baskets.GetBasket, guest.headers)).json().data;
    expect(
      basket.basketItems.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]),
    ).toEqual([[productId, 2]]);
    expect(await mailCount(t.app, order.email)).toBe(0);
    return (await t.post(API.Order.GetOrdersByToken, { token })).json().data;
  };

  it('a wrong SMS code', async () => {
    const shown = await failing({ email: 'wrong-code@example.com' }, '111111');
    expect(shown).toMatchObject({
      orderStatus: 3,
      paymentError: '3-D Secure doğrulaması başarısız oldu.',
      paidPrice: null,
    });
  });

  it('a card the bank declines at the charge', async () => {
    const shown = await failing({ email: 'declined@example.com', cardNumber: CARDS.insufficientFunds });
    expect(shown.paymentError).toBe('Kart limiti yetersiz, yetersiz bakiye');
  });

  it('a card not enrolled in 3-D Secure', async () => {
    const shown = await failing({ email: 'not-enrolled@example.com', cardNumber: CARDS.notEnrolled });
    expect(shown.paymentError).toBe('Kart 3-D Secure sistemine kayıtlı değil.');
  });

  it('a shopper who cancels at the bank', async () => {
    expect((await failing({ email: 'cancel@example.com' }, 'cancel')).orderStatus).toBe(3);
  });

  it('a bank that will not start 3-D Secure: the checkout answers why and nothing stays reserved', async () => {
    const { products } = await makeProducts(t, [{ stock: 1, priceTRY: 900 }]);
    const { res } = await guestCheckout(t, [{ productId: products[0]!.id, quantity: 1 }], {
      cardNumber: CARDS.initFails,
      email: 'init@example.com',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_FAILED',
      errorMessage: 'Ödeme başlatılamadı: 3-D Secure işlemi başlatılamadı',
    });
    expect((await stockOf(t, products[0]!.id)).stock).toBe(1);
  });
});

describe('a customer', () => {
  it('pays with a saved shipping address, saves the new billing one, subscribes, and sees only their own orders', async () => {
    const customer = await t.customer();
    const saved = await t.post(
      API.Account.AddAddress,
      {
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        addressLine: 'Alsancak Mah. 1470 Sok. 3',
        city: 'İzmir',
        state: 'Konak',
        postalCode: '35220',
        country: 'Türkiye',
        isShipping: true,
      },
      customer.headers,
    );
    const addressId = saved.json().data.addresses[0].id;
    const { products } = await makeProducts(t, [{ stock: 5, priceTRY: 2500 }]);
    await fillBasket(t, customer.headers, [{ productId: products[0]!.id, quantity: 1 }]);

    const body = checkoutBody({
      email: customer.email,
      shippingAddressId: addressId,
      contactName: null,
      addressLine: null,
      city: null,
      state: null,
      zipCode: null,
      country: null,
      billingSameAsShipping: false,
      contactNameBilling: 'Yılmaz Tekstil Ltd',
      addressLineBilling: 'Kordon Boyu 10',
      cityBilling: 'İzmir',
      stateBilling: 'Karşıyaka',
      zipCodeBilling: '35550',
      countryBilling: 'Türkiye',
      saveNewAddress: true,
      subscribeToNewsletter: true,
    });
    const res = await t.post(API.Order.CheckoutOrder, body, {
      ...customer.headers,
      'accept-language': 'en-EN',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { htmlContent, token } = res.json().data;
    await payAtBank(t, htmlContent);

    const order = await orderRow(t, token);
    expect(order).toMatchObject({
      orderStatus: 1,
      userId: customer.id,
      buyerId: customer.id,
      contactName: 'Ayşe Yılmaz',
      city: 'İzmir',
      billingContactName: 'Yılmaz Tekstil Ltd',
      billingState: 'Karşıyaka',
      language: 'en-EN',
    });
    expect(order.contractText).toContain('DISTANCE SELLING CONTRACT');
    expect((await lastMailTo(t.app, customer.email)).mail.subject).toBe(
      `Your order #${order.orderNumber} is confirmed`,
    );

    const addresses = (await t.get(API.Account.GetUserInfo, customer.headers)).json().data.addresses;
    expect(addresses).toHaveLength(2);
    expect(addresses[1]).toMatchObject({
      addressLine: 'Kordon Boyu 10',
      isShipping: false,
      lastName: 'Tekstil Ltd',
    });
    const subscribers = (await t.get(API.Account.GetAllSubscribers, admin)).json().data as {
      email: string;
      source: string | null;
    }[];
    // The checkbox is a recorded consent from the checkout form (decision 026).
    expect(subscribers.find((s) => s.email === customer.email)).toMatchObject({
      source: 'checkout',
      textVersion: MARKETING_CONSENT_TEXT_VERSION,
      unsubscribedAt: null,
    });

    const mine = (await t.get(API.Order.GetOrdersByEmail, customer.headers)).json().data;
    expect(mine.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(mine[0]).toMatchObject({
      orderStatus: 1,
      orderItems: [{ productId: products[0]!.id, quantity: 1 }],
    });
    const other = await t.customer();
    expect((await t.get(API.Order.GetOrdersByEmail, other.headers)).json().data).toEqual([]);
    expect((await t.get(API.Order.GetOrdersByEmail, (await t.guest()).headers)).statusCode).toBe(403);
  });

  it('cannot use an address that is not theirs', async () => {
    const owner = await t.customer();
    const saved = await t.post(
      API.Account.AddAddress,
      {
        addressLine: 'Başka Sok. 1',
        city: 'Ankara',
        state: 'Çankaya',
        postalCode: '06000',
        country: 'Türkiye',
      },
      owner.headers,
    );
    const foreignId = saved.json().data.addresses[0].id;
    const { products } = await makeProducts(t, [{ stock: 5, priceTRY: 100 }]);
    const thief = await t.customer();
    await fillBasket(t, thief.headers, [{ productId: products[0]!.id, quantity: 1 }]);
    const res = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ shippingAddressId: foreignId }),
      thief.headers,
    );
    expect(res.statusCode).toBe(404);
    const { res: asGuest } = await guestCheckout(t, [{ productId: products[0]!.id, quantity: 1 }], {
      shippingAddressId: foreignId,
    });
    expect(asGuest.statusCode).toBe(404);
    expect((await stockOf(t, products[0]!.id)).stock).toBe(5);
    expect(
      await t.app.ctx.db
        .select()
        .from(couponUsages)
        .where(and(eq(couponUsages.buyerKey, thief.email))),
    ).toEqual([]);
  });
});

describe('a shopper who gives up on a 3-D Secure page and pays again', () => {
  it('gets the last piece: the earlier unpaid order is failed and its stock released at once', async () => {
    const { products } = await makeProducts(t, [{ stock: 1, priceTRY: 150000 }]);
    const productId = products[0]!.id;
    const { guest, res: first } = await guestCheckout(t, [{ productId, quantity: 1 }], {
      email: 'retry@example.com',
    });
    expect(first.statusCode).toBe(200);
    expect((await stockOf(t, productId)).stock).toBe(0);

    // The overlay was closed; the same shopper starts again with the same basket.
    const second = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ email: 'retry@example.com' }),
      guest.headers,
    );
    expect(second.statusCode).toBe(200);
    expect(await orderRow(t, first.json().data.token)).toMatchObject({ orderStatus: 3, stockReleased: true });
    expect((await stockOf(t, productId)).stock).toBe(0);

    const { location } = await payAtBank(t, second.json().data.htmlContent);
    expect((await orderRow(t, new URL(location, 'http://x').searchParams.get('token')!)).orderStatus).toBe(1);
  });

  it("does not touch another shopper's unpaid order", async () => {
    const { products } = await makeProducts(t, [{ stock: 2, priceTRY: 150000 }]);
    const productId = products[0]!.id;
    const { res: a } = await guestCheckout(t, [{ productId, quantity: 1 }], {
      email: 'a-shopper@example.com',
    });
    const { res: b } = await guestCheckout(t, [{ productId, quantity: 1 }], {
      email: 'b-shopper@example.com',
    });
    expect(b.statusCode).toBe(200);
    expect((await orderRow(t, a.json().data.token)).orderStatus).toBe(0);
    expect((await stockOf(t, productId)).stock).toBe(0);
  });
});
