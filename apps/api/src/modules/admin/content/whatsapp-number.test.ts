import { afterAll, beforeAll, expect, it } from 'vitest';
import { API, type AllContent, type UpdateStaticContentRequest } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const texts: UpdateStaticContentRequest = {
  distanceSellingContract: 'Mesafeli satış',
  distanceSellingContractEN: 'Distance selling',
  deliverAndReturn: 'Teslimat ve iade',
  deliverAndReturnEN: 'Delivery and returns',
  termOfUse: 'Kullanım koşulları',
  termOfUseEN: 'Terms of use',
  privacyPolicy: 'Gizlilik',
  privacyPolicyEN: 'Privacy',
  mailInfo: 'info@kehribar.test',
  instaInfo: '@kehribar',
  phoneNumberInfo: '+90 212 000 00 00',
};
const shown = async (): Promise<string> =>
  ((await t.get(API.Products.GetAllContent)).json().data as AllContent).staticContent.whatsappNumber;
const save = (whatsappNumber: string | undefined, language = 'tr-TR') =>
  t.post(
    API.Products.UpdateStaticContent,
    whatsappNumber === undefined ? texts : { ...texts, whatsappNumber },
    { ...admin, 'accept-language': language },
  );

it('has no WhatsApp number until the owner sets one', async () => {
  expect(await shown()).toBe('');
});

it('keeps a Turkish number however it is typed, in E.164 form, and shows it to the storefront at once', async () => {
  for (const typed of ['0532 123 45 67', '+90 (532) 123-45-67', '5321234567', '0090 532 123 4567']) {
    const res = await save(typed);
    expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
    expect(res.json().data.whatsappNumber).toBe('+905321234567');
  }
  expect(await shown()).toBe('+905321234567');
  expect((await save('0850 123 45 67')).json().data.whatsappNumber).toBe('+908501234567');
});

it('leaves the number as it is when a save does not send it, and removes it when sent empty', async () => {
  expect((await save('0532 765 43 21')).statusCode).toBe(200);
  expect((await save(undefined)).statusCode).toBe(200);
  expect(await shown()).toBe('+905327654321');
  expect((await save('')).statusCode).toBe(200);
  expect(await shown()).toBe('');
});

it('refuses a number that is not Turkish or not a number, in the request’s language, and keeps the saved one', async () => {
  expect((await save('0532 111 22 33')).statusCode).toBe(200);
  for (const typed of ['+44 20 7946 0958', '0532 123 45', '0132 123 45 67', 'WhatsApp me']) {
    const tr = await save(typed);
    expect(tr.statusCode, typed).toBe(400);
    expect(tr.json().details).toEqual([
      {
        path: 'body.whatsappNumber',
        message: 'WhatsApp numarası bir Türkiye numarası olmalı (ör. +90 532 123 45 67).',
      },
    ]);
  }
  const en = await save('12345', 'en-EN');
  expect(en.statusCode).toBe(400);
  expect(en.json().details).toEqual([
    {
      path: 'body.whatsappNumber',
      message: 'The WhatsApp number must be a Turkish number (e.g. +90 532 123 45 67).',
    },
  ]);
  expect(await shown()).toBe('+905321112233');
});
