import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sandboxPayments, sandboxRefunds } from '../../db/schema/index.ts';
import {
  gatewayFor,
  PaymentProviderError,
  sandboxCredentials,
  type ThreedsInitializeInput,
} from '../../platform/payments/gateway.ts';
import { requestSignature } from '../../platform/payments/signature.ts';
import { createShopTestApp, formOf, postForm, SMS_CODE } from '../../test/checkout-test-kit.ts';
import { BIN_TABLE, luhnValid } from './cards.ts';

const iyzipayUtils = createRequire(import.meta.url)('iyzipay/lib/utils.js') as {
  calculateHmacSHA256Signature(params: unknown[], secret: string): string;
  generateHashV2(
    apiKey: string,
    sep: string,
    uri: string,
    rnd: string,
    secret: string,
    body: unknown,
  ): string;
};

let t: TestApp;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(() => t.close());

const gateway = () => gatewayFor(t.app.ctx);
const quote = (binNumber: string, price = 100_000, currency: 'TRY' | 'USD' = 'TRY') =>
  gateway().installmentInfo({ binNumber, price, currency, locale: 'tr', conversationId: 'c-1' });

describe('instalments by BIN (/payment/iyzipos/installment through the iyzipay client)', () => {
  it('answers a Halkbank Paraf credit card with rising interest up to the merchant’s largest count', async () => {
    const [card] = await quote('552879');
    expect(card).toMatchObject({
      bankName: 'Halkbank',
      cardAssociation: 'MASTER_CARD',
      cardFamilyName: 'Paraf',
      cardType: 'CREDIT_CARD',
      bankCode: 12,
    });
    const options = card!.installmentPrices;
    expect(options.map((o) => o.installmentNumber)).toEqual([1, 2, 3, 6, 9]);
    expect(options[0]).toEqual({ installmentNumber: 1, installmentPrice: 100_000, totalPrice: 100_000 });
    for (let i = 1; i < options.length; i++)
      expect(options[i]!.totalPrice).toBeGreaterThan(options[i - 1]!.totalPrice);
    expect(options[2]).toEqual({ installmentNumber: 3, installmentPrice: 35_183, totalPrice: 105_550 });
  });

  it('knows Troy, debit and foreign cards: only credit cards of Turkish banks take instalments, and only in TRY', async () => {
    const [troy] = await quote('979203');
    expect(troy).toMatchObject({
      cardAssociation: 'TROY',
      cardFamilyName: 'CardFinans',
      bankName: 'QNB Finansbank',
    });
    expect(troy!.installmentPrices.length).toBeGreaterThan(1);
    for (const bin of ['589004', '405418', '123456'])
      expect((await quote(bin))[0]!.installmentPrices.map((o) => o.installmentNumber)).toEqual([1]);
    expect((await quote('552879', 10_000, 'USD'))[0]!.installmentPrices).toHaveLength(1);
  });

  it('caps instalments at MAX_INSTALLMENTS', async () => {
    const capped = await createShopTestApp({ MAX_INSTALLMENTS: '3' });
    try {
      const [card] = await gatewayFor(capped.app.ctx).installmentInfo({
        binNumber: '540036',
        price: 50_000,
        currency: 'TRY',
        locale: 'tr',
        conversationId: 'c',
      });
      expect(card!.installmentPrices.map((o) => o.installmentNumber)).toEqual([1, 2, 3]);
    } finally {
      await capped.close();
    }
  });

  it('lists iyzico’s test cards, all passing the Luhn check', () => {
    for (const number of [
      '5528790000000008',
      '4766620000000001',
      '5890040000000016',
      '4603450000000000',
      '9792030000000000',
      '4111111111111129',
      '4141111111111115',
    ]) {
      expect(luhnValid(number), number).toBe(true);
      expect(
        BIN_TABLE.some((r) => r.bin === number.slice(0, 6)),
        number,
      ).toBe(true);
    }
  });
});

describe('IYZWSv2 request signatures', () => {
  const path = '/payment/iyzipos/installment';
  const body = { locale: 'tr', conversationId: 'x', binNumber: '552879', price: '100.0' };
  const send = (authorization: string | undefined, payload: object = body) =>
    t.call({
      method: 'POST',
      url: `/iyzico-sandbox${path}`,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: JSON.stringify(payload),
    });

  it('accepts exactly what the official client signs', async () => {
    const { apiKey, secretKey } = sandboxCredentials(t.app.ctx.config);
    const header = `IYZWSv2 ${iyzipayUtils.generateHashV2(apiKey, ':', path, 'rnd123', secretKey, body)}`;
    const res = await send(header);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', installmentDetails: [{ bankName: 'Halkbank' }] });
    // The sandbox's own check is the same computation.
    expect(Buffer.from(header.slice(8), 'base64').toString()).toContain(
      requestSignature(secretKey, 'rnd123', path, JSON.stringify(body)),
    );
  });

  it('refuses a wrong signature, a changed body, a wrong key and no header, as iyzico does', async () => {
    const { apiKey, secretKey } = sandboxCredentials(t.app.ctx.config);
    const signed = `IYZWSv2 ${iyzipayUtils.generateHashV2(apiKey, ':', path, 'rnd', secretKey, body)}`;
    const changed = await send(signed, { ...body, price: '1.0' });
    expect(changed.statusCode).toBe(401);
    expect(changed.json()).toMatchObject({
      status: 'failure',
      errorCode: '1000',
      errorMessage: 'Geçersiz imza',
    });
    const forged = await send(
      `IYZWSv2 ${iyzipayUtils.generateHashV2(apiKey, ':', path, 'rnd', 'not-the-secret', body)}`,
    );
    expect(forged.json().errorCode).toBe('1000');
    const otherKey = await send(
      `IYZWSv2 ${iyzipayUtils.generateHashV2('someone-else', ':', path, 'rnd', secretKey, body)}`,
    );
    expect(otherKey.json().errorCode).toBe('1001');
    expect((await send(undefined)).statusCode).toBe(401);
  });
});

describe('3-D Secure initialize, the bank page and auth', () => {
  const input = (extra: Partial<ThreedsInitializeInput> = {}): ThreedsInitializeInput => {
    const address = {
      contactName: 'Deniz Ak',
      address: 'Moda Cad. 5',
      city: 'İstanbul',
      country: 'Türkiye',
      zipCode: '34710',
    };
    return {
      locale: 'tr',
      conversationId: `conv-${Math.random()}`,
      basketId: 'B1',
      currency: 'TRY',
      price: 150_000,
      paidPrice: 150_000,
      installment: 1,
      callbackUrl: `${t.app.ctx.config.publicUrl}/api/Payment/Callback3ds`,
      card: {
        holderName: 'Deniz Ak',
        number: '5528790000000008',
        expireMonth: '12',
        expireYear: '2030',
        cvc: '123',
      },
      buyer: {
        id: 'u1',
        name: 'Deniz',
        surname: 'Ak',
        email: 'deniz@example.com',
        gsmNumber: '+905321112233',
        ip: '127.0.0.1',
        address,
      },
      shippingAddress: address,
      billingAddress: address,
      basketItems: [
        { id: 'p1', name: 'Kolye', category1: 'Takı', price: 100_000 },
        { id: 'p2', name: 'Küpe', category1: 'Takı', price: 50_000 },
      ],
      ...extra,
    };
  };
  const refusal = async (extra: Partial<ThreedsInitializeInput>) => {
    const error = await gateway()
      .initialize3ds(input(extra))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    return (error as PaymentProviderError).errorCode;
  };
  const card = (c: Partial<ThreedsInitializeInput['card']>) => ({ card: { ...input().card, ...c } });

  it('checks the card and the request like a bank', async () => {
    expect(await refusal(card({ number: '5528790000000009' }))).toBe('12');
    expect(await refusal(card({ expireYear: '2020' }))).toBe('14');
    expect(await refusal(card({ cvc: '12' }))).toBe('15');
    expect(await refusal({ price: 150_001, paidPrice: 150_001 })).toBe('5001');
    expect(await refusal({ installment: 6, ...card({ number: '5890040000000016' }) })).toBe('5002');
    expect(await refusal(card({ number: '4151111111111112' }))).toBe('10213');
    expect(await refusal({ callbackUrl: 'not a url' })).toBe('11');
  });

  it('signs the 3-D Secure result it posts back like iyzico (calculateHmacSHA256Signature)', async () => {
    const { paymentId, htmlContent } = await gateway().initialize3ds(input());
    const start = formOf(htmlContent);
    expect(start.path).toBe(`/iyzico-sandbox/3ds/${paymentId}`);
    const page = await postForm(t, start.path, start.fields);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('5528 79** **** 0008');
    expect(page.body).toContain('₺1.500,00');
    expect(page.body).toContain(SMS_CODE);

    // Charging before the shopper passed 3-D Secure is refused.
    const early = await gateway()
      .auth3ds({ paymentId, conversationId: input().conversationId, locale: 'tr' })
      .catch((e: unknown) => e);
    expect((early as PaymentProviderError).errorCode).toBe('5003');

    const answered = await postForm(t, start.path, { smsCode: SMS_CODE, action: 'confirm' });
    const back = formOf(answered.body);
    expect(back.path).toBe('/api/Payment/Callback3ds');
    const f = back.fields;
    expect(f).toMatchObject({ status: 'success', mdStatus: '1', paymentId });
    const { secretKey } = sandboxCredentials(t.app.ctx.config);
    expect(f.signature).toBe(
      iyzipayUtils.calculateHmacSHA256Signature(
        [f.conversationData, f.conversationId, f.mdStatus, f.paymentId, f.status],
        secretKey,
      ),
    );
    expect(gateway().callbackSignatureValid(f)).toBe(true);
    expect(gateway().callbackSignatureValid({ ...f, mdStatus: '0' })).toBe(false);

    // The page answers once.
    expect((await postForm(t, start.path, { smsCode: SMS_CODE, action: 'confirm' })).statusCode).toBe(409);

    const paid = await gateway().auth3ds({ paymentId, conversationId: f.conversationId!, locale: 'tr' });
    expect(paid).toMatchObject({
      paymentId,
      price: 150_000,
      paidPrice: 150_000,
      installment: 1,
      cardAssociation: 'MASTER_CARD',
      binNumber: '552879',
      lastFourDigits: '0008',
    });
    const twice = await gateway()
      .auth3ds({ paymentId, conversationId: f.conversationId!, locale: 'tr' })
      .catch((e: unknown) => e);
    expect((twice as PaymentProviderError).errorCode).toBe('5005');
  });

  it('fails a wrong code with mdStatus 0, a non-enrolled card with mdStatus 4, and declines at the charge', async () => {
    const wrong = await gateway().initialize3ds(input());
    const wrongAnswer = formOf(
      (await postForm(t, `/iyzico-sandbox/3ds/${wrong.paymentId}`, { smsCode: '000000', action: 'confirm' }))
        .body,
    );
    expect(wrongAnswer.fields).toMatchObject({ status: 'failure', mdStatus: '0' });

    const notEnrolled = await gateway().initialize3ds(input(card({ number: '4141111111111115' })));
    const notEnrolledPage = await t.get(`/iyzico-sandbox/3ds/${notEnrolled.paymentId}`);
    expect(notEnrolledPage.body).toContain('3-D Secure sistemine kayıtlı değil');
    expect(formOf(notEnrolledPage.body).fields).toMatchObject({ status: 'failure', mdStatus: '4' });

    const declined = await gateway().initialize3ds(input(card({ number: '4111111111111129' })));
    const ok = formOf(
      (
        await postForm(t, `/iyzico-sandbox/3ds/${declined.paymentId}`, {
          smsCode: SMS_CODE,
          action: 'confirm',
        })
      ).body,
    );
    expect(ok.fields.mdStatus).toBe('1');
    const error = await gateway()
      .auth3ds({ paymentId: declined.paymentId, conversationId: ok.fields.conversationId!, locale: 'tr' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: '10051', bankMessage: 'Kart limiti yetersiz, yetersiz bakiye' });

    expect((await t.get('/iyzico-sandbox/3ds/12345')).statusCode).toBe(404);
  });

  it('keeps no card number or CVC', async () => {
    await gateway().initialize3ds(input(card({ number: '4603450000000000', cvc: '987' })));
    const rows = await t.app.ctx.database.db.execute('select * from iyzico_sandbox_payments' as never);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('4603450000000000');
    expect(text).toContain('460345');
  });
});

describe('giving money back: cancel (void) and refund', () => {
  const address = {
    contactName: 'Deniz Ak',
    address: 'Moda Cad. 5',
    city: 'İstanbul',
    country: 'Türkiye',
    zipCode: '34710',
  };
  /** A payment charged through the whole 3-D Secure flow, and its ledger row. */
  async function charged(extra: Partial<ThreedsInitializeInput> = {}) {
    const conversationId = `conv-${Math.random()}`;
    const { paymentId } = await gateway().initialize3ds({
      locale: 'tr',
      conversationId,
      basketId: 'B2',
      currency: 'TRY',
      price: 150_000,
      paidPrice: 150_000,
      installment: 1,
      callbackUrl: `${t.app.ctx.config.publicUrl}/api/Payment/Callback3ds`,
      card: {
        holderName: 'Deniz Ak',
        number: '5528790000000008',
        expireMonth: '12',
        expireYear: '2030',
        cvc: '123',
      },
      buyer: {
        id: 'u1',
        name: 'Deniz',
        surname: 'Ak',
        email: 'deniz@example.com',
        gsmNumber: '+905321112233',
        ip: '127.0.0.1',
        address,
      },
      shippingAddress: address,
      billingAddress: address,
      basketItems: [
        { id: 'p1', name: 'Kolye', category1: 'Takı', price: 100_000 },
        { id: 'p2', name: 'Küpe', category1: 'Takı', price: 50_000 },
      ],
      ...extra,
    });
    await postForm(t, `/iyzico-sandbox/3ds/${paymentId}`, { smsCode: SMS_CODE, action: 'confirm' });
    const paid = await gateway().auth3ds({ paymentId, conversationId, locale: 'tr' });
    return { paid, conversationId };
  }
  const ledger = async (paymentId: string) => {
    const [row] = await t.app.ctx.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, paymentId));
    const refunds = await t.app.ctx.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, paymentId));
    return {
      status: row!.status,
      cancelledAt: row!.cancelledAt,
      refunds: refunds.map((r) => [r.paymentTransactionId, r.price]),
    };
  };
  const back = { locale: 'tr' as const, conversationId: 'back-1', ip: '85.34.78.112' };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (e: unknown) => (e as PaymentProviderError).errorCode,
    );
  /** A request to the sandbox signed as the official client signs it, for what the gateway cannot send. */
  const signed = (path: string, body: Record<string, unknown>) => {
    const { apiKey, secretKey } = sandboxCredentials(t.app.ctx.config);
    const authorization = `IYZWSv2 ${iyzipayUtils.generateHashV2(apiKey, ':', path, 'rnd-back', secretKey, body)}`;
    return t.call({
      method: 'POST',
      url: `/iyzico-sandbox${path}`,
      headers: { 'content-type': 'application/json', authorization },
      payload: JSON.stringify(body),
    });
  };

  it('voids a payment on the day it was charged, once, and keeps the void in its ledger', async () => {
    const { paid } = await charged();
    expect(await gateway().cancel({ ...back, paymentId: paid.paymentId })).toEqual({
      paymentId: paid.paymentId,
      price: 150_000,
      currency: 'TRY',
    });
    expect(await ledger(paid.paymentId)).toEqual({
      status: 'cancelled',
      cancelledAt: expect.any(Date),
      refunds: [],
    });
    expect(await refusal(gateway().cancel({ ...back, paymentId: paid.paymentId }))).toBe('5006');
    const item = paid.itemTransactions[0]!.paymentTransactionId;
    expect(
      await refusal(gateway().refund({ ...back, paymentTransactionId: item, price: 100, currency: 'TRY' })),
    ).toBe('5006');
    expect(await refusal(gateway().cancel({ ...back, paymentId: '1234567890' }))).toBe('5003');
  });

  it('refuses to void after the bank’s day; refunds instead, never above what is left, in two-decimal amounts', async () => {
    const { paid } = await charged();
    const [first, second] = paid.itemTransactions.map((i) => i.paymentTransactionId) as [string, string];
    await t.app.ctx.db
      .update(sandboxPayments)
      .set({ paidAt: new Date(Date.now() - 36 * 3_600_000) })
      .where(eq(sandboxPayments.paymentId, paid.paymentId));
    expect(await refusal(gateway().cancel({ ...back, paymentId: paid.paymentId }))).toBe('5007');

    const refund = (paymentTransactionId: string, price: number) =>
      gateway().refund({ ...back, paymentTransactionId, price, currency: 'TRY' });
    expect(await refund(first, 40_050)).toEqual({
      paymentId: paid.paymentId,
      paymentTransactionId: first,
      price: 40_050,
      currency: 'TRY',
    });
    expect(await refusal(refund(first, 60_000))).toBe('5009');
    expect((await refund(first, 59_950)).price).toBe(59_950);
    expect(await refusal(refund(first, 1))).toBe('5009');
    expect(await refusal(refund(`${paid.paymentId}07`, 100))).toBe('5003');

    // What the client cannot send but a caller could: three decimals, nothing, another currency.
    for (const [price, currency] of [
      ['1.005', 'TRY'],
      ['0', 'TRY'],
      ['-5', 'TRY'],
      ['5', 'USD'],
    ]) {
      const res = await signed('/payment/refund', {
        locale: 'en',
        conversationId: 'x',
        paymentTransactionId: second,
        price,
        currency,
        ip: '1.1.1.1',
      });
      expect(res.json(), price).toMatchObject({ status: 'failure', errorCode: '11' });
    }
    // The answer is signed like iyzico's refunds: [paymentId, price, currency, conversationId].
    const answer = (
      await signed('/payment/refund', {
        locale: 'en',
        conversationId: 'sig-1',
        paymentTransactionId: second,
        price: '12.5',
        currency: 'TRY',
        ip: '1.1.1.1',
      })
    ).json();
    expect(answer).toMatchObject({
      status: 'success',
      paymentId: paid.paymentId,
      paymentTransactionId: second,
      price: 12.5,
      currency: 'TRY',
    });
    const { secretKey } = sandboxCredentials(t.app.ctx.config);
    expect(answer.signature).toBe(
      iyzipayUtils.calculateHmacSHA256Signature([paid.paymentId, '12.5', 'TRY', 'sig-1'], secretKey),
    );

    expect((await ledger(paid.paymentId)).refunds).toEqual([
      [first, 40_050],
      [first, 59_950],
      [second, 1_250],
    ]);
    // Once something was refunded, the payment cannot be voided, even on its own day.
    await t.app.ctx.db
      .update(sandboxPayments)
      .set({ paidAt: new Date() })
      .where(eq(sandboxPayments.paymentId, paid.paymentId));
    expect(await refusal(gateway().cancel({ ...back, paymentId: paid.paymentId }))).toBe('5008');
  });

  it('shares instalment interest among the item transactions, so refunding them all gives back what was paid', async () => {
    const quote = (
      await gateway().installmentInfo({
        binNumber: '552879',
        price: 150_000,
        currency: 'TRY',
        locale: 'tr',
        conversationId: 'q',
      })
    )[0]!;
    const three = quote.installmentPrices.find((p) => p.installmentNumber === 3)!;
    const { paid } = await charged({ installment: 3, paidPrice: three.totalPrice });
    expect(paid.itemTransactions.reduce((a, i) => a + i.paidPrice, 0)).toBe(three.totalPrice);
    expect(paid.itemTransactions[0]!.paidPrice).toBeGreaterThan(100_000);
    await t.app.ctx.db
      .update(sandboxPayments)
      .set({ paidAt: new Date(Date.now() - 36 * 3_600_000) })
      .where(eq(sandboxPayments.paymentId, paid.paymentId));
    for (const i of paid.itemTransactions)
      await gateway().refund({
        ...back,
        paymentTransactionId: i.paymentTransactionId,
        price: i.paidPrice,
        currency: 'TRY',
      });
    expect((await ledger(paid.paymentId)).refunds.reduce((a, [, price]) => a + Number(price), 0)).toBe(
      three.totalPrice,
    );
  });
});

it('is not served when iyzico keys are set', async () => {
  const real = await createTestApp({
    IYZICO_API_KEY: 'k',
    IYZICO_SECRET_KEY: 's',
    IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com',
  });
  try {
    expect((await real.get('/iyzico-sandbox/3ds/1')).statusCode).toBe(404);
  } finally {
    await real.close();
  }
});
