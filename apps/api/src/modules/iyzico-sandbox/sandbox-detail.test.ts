/**
 * The sandbox bank's payment detail (/payment/detail) through the official client: found by the payment's
 * id or by its conversation id, answering the payment's state, its void and its refunds, signed like a
 * charge; an unknown payment is a failure with an error code.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import {
  gatewayFor,
  type PaymentProviderError,
  sandboxCredentials,
  type ThreedsInitializeInput,
} from '../../platform/payments/gateway.ts';
import { createShopTestApp, postForm, SMS_CODE, CARDS } from '../../test/checkout-test-kit.ts';

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
const address = {
  contactName: 'Deniz Ak',
  address: 'Moda Cad. 5',
  city: 'İstanbul',
  country: 'Türkiye',
  zipCode: '34710',
};

/** A payment started at the sandbox bank; `answer` passes (or fails) its 3-D Secure page. */
async function started(card: string = CARDS.halkbankCredit) {
  const conversationId = `detail-${Math.random()}`;
  const input: ThreedsInitializeInput = {
    locale: 'tr',
    conversationId,
    basketId: 'B-detail',
    currency: 'TRY',
    price: 150_000,
    paidPrice: 150_000,
    installment: 1,
    callbackUrl: `${t.app.ctx.config.publicUrl}/api/Payment/Callback3ds`,
    card: {
      holderName: 'Deniz Ak',
      number: card.replace(/\s/g, ''),
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
      { id: 'line-1', name: 'Kolye', category1: 'Takı', price: 100_000 },
      { id: 'line-2', name: 'Küpe', category1: 'Takı', price: 50_000 },
    ],
  };
  const { paymentId } = await gateway().initialize3ds(input);
  const answer = (smsCode: string) =>
    postForm(t, `/iyzico-sandbox/3ds/${paymentId}`, { smsCode, action: 'confirm' });
  return { paymentId, conversationId, answer };
}

async function charged() {
  const p = await started();
  await p.answer(SMS_CODE);
  const paid = await gateway().auth3ds({
    paymentId: p.paymentId,
    conversationId: p.conversationId,
    locale: 'tr',
  });
  return { ...p, paid };
}

const back = { locale: 'tr' as const, conversationId: 'detail-back', ip: '85.34.78.112' };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (e: unknown) => (e as PaymentProviderError).errorCode,
  );

describe('payment detail at the sandbox bank', () => {
  it('answers a charged payment by its id and by its conversation id, with its item transactions', async () => {
    const { paymentId, conversationId, paid } = await charged();
    const expected = {
      status: 'success',
      providerStatus: 'SUCCESS',
      paymentId,
      conversationId,
      currency: 'TRY',
      price: 150_000,
      paidPrice: 150_000,
      installment: 1,
      cancelled: false,
      itemTransactions: paid.itemTransactions.map((i) => ({ ...i, refunded: 0 })),
    };
    expect(await gateway().retrieve({ paymentId, conversationId, locale: 'tr' })).toEqual(expected);
    expect(await gateway().retrieve({ conversationId, locale: 'tr' })).toEqual(expected);
    const byId = await gateway().retrieve({ paymentId, locale: 'en' });
    expect(byId).toMatchObject({ paymentId, status: 'success', paidPrice: 150_000 });
  });

  it('tells refunds per item transaction and a void', async () => {
    const refunded = await charged();
    const [first, second] = refunded.paid.itemTransactions;
    await gateway().refund({
      ...back,
      paymentTransactionId: first!.paymentTransactionId,
      price: 12_345,
      currency: 'TRY',
    });
    await gateway().refund({
      ...back,
      paymentTransactionId: first!.paymentTransactionId,
      price: 5_000,
      currency: 'TRY',
    });
    const detail = await gateway().retrieve({ paymentId: refunded.paymentId, locale: 'tr' });
    expect(detail.cancelled).toBe(false);
    expect(detail.itemTransactions.map((i) => [i.paymentTransactionId, i.refunded])).toEqual([
      [first!.paymentTransactionId, 17_345],
      [second!.paymentTransactionId, 0],
    ]);

    const voided = await charged();
    await gateway().cancel({ ...back, paymentId: voided.paymentId });
    expect(await gateway().retrieve({ paymentId: voided.paymentId, locale: 'tr' })).toMatchObject({
      status: 'success',
      cancelled: true,
      paidPrice: 150_000,
    });
  });

  it('tells a payment that never reached the charge, and one the bank refused', async () => {
    const waiting = await started();
    expect(await gateway().retrieve({ paymentId: waiting.paymentId, locale: 'tr' })).toMatchObject({
      status: 'incomplete',
      providerStatus: 'INIT_THREEDS',
    });
    await waiting.answer(SMS_CODE);
    expect(await gateway().retrieve({ paymentId: waiting.paymentId, locale: 'tr' })).toMatchObject({
      status: 'incomplete',
      providerStatus: 'CALLBACK_THREEDS',
    });

    const wrongCode = await started();
    await wrongCode.answer('000000');
    expect(await gateway().retrieve({ paymentId: wrongCode.paymentId, locale: 'tr' })).toMatchObject({
      status: 'failure',
      providerStatus: 'FAILURE',
    });

    const declined = await started(CARDS.insufficientFunds);
    await declined.answer(SMS_CODE);
    await refusal(
      gateway().auth3ds({
        paymentId: declined.paymentId,
        conversationId: declined.conversationId,
        locale: 'tr',
      }),
    );
    expect(await gateway().retrieve({ paymentId: declined.paymentId, locale: 'tr' })).toMatchObject({
      status: 'failure',
    });
  });

  it('answers an unknown payment, or a question naming none, with a failure and an error code', async () => {
    expect(await refusal(gateway().retrieve({ paymentId: '1234567890', locale: 'tr' }))).toBe('5003');
    expect(await refusal(gateway().retrieve({ conversationId: 'never-started', locale: 'tr' }))).toBe('5003');
    const { paymentId } = await charged();
    // A payment id with another payment's conversation id names no payment.
    expect(
      await refusal(gateway().retrieve({ paymentId, conversationId: 'someone-else', locale: 'tr' })),
    ).toBe('5003');
    expect(await refusal(gateway().retrieve({ locale: 'tr' }))).toBe('11');
  });

  it('signs its answer as iyzipay’s samples verify it: [paymentId, currency, basketId, conversationId, paidPrice, price]', async () => {
    const { paymentId } = await charged();
    const path = '/payment/detail';
    const body = { locale: 'tr', conversationId: 'sig-check', paymentId };
    const { apiKey, secretKey } = sandboxCredentials(t.app.ctx.config);
    const res = await t.call({
      method: 'POST',
      url: `/iyzico-sandbox${path}`,
      headers: {
        'content-type': 'application/json',
        authorization: `IYZWSv2 ${iyzipayUtils.generateHashV2(apiKey, ':', path, 'rnd-detail', secretKey, body)}`,
      },
      payload: JSON.stringify(body),
    });
    const answer = res.json();
    expect(answer).toMatchObject({
      status: 'success',
      conversationId: 'sig-check',
      paymentStatus: 'SUCCESS',
    });
    expect(answer.signature).toBe(
      iyzipayUtils.calculateHmacSHA256Signature(
        [
          answer.paymentId,
          answer.currency,
          answer.basketId,
          answer.conversationId,
          answer.paidPrice,
          answer.price,
        ],
        secretKey,
      ),
    );
  });
});
