import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function refusal(body: Record<string, unknown>, language = 'tr-TR') {
  const res = await t.post(API.Account.AddContactInfo, body, { 'accept-language': language });
  expect(res.statusCode, JSON.stringify(body)).toBe(400);
  return res.json().errorMessage as string;
}

describe('Account/AddContactInfo refusing a message', () => {
  it('names the missing or wrong field in the request language', async () => {
    expect(await refusal({ email: 'a@b.co', info: 'Soru' })).toContain('Ad soyad: adınızı yazın.');
    expect(await refusal({ email: 'a@b.co', name: '  ', info: 'Soru' }, 'en-EN')).toContain(
      'Full name: enter your name.',
    );
    expect(await refusal({ email: 'a@b.co', name: 'Elif' })).toContain('Mesaj: mesajınızı yazın.');
    expect(await refusal({ email: 'a@b.co', name: 'Elif', info: '' }, 'en-EN')).toContain(
      'Message: write your message.',
    );
    expect(await refusal({ name: 'Elif', info: 'Soru' })).toContain(
      'E-posta: geçerli bir e-posta adresi yazın.',
    );
    expect(await refusal({ email: 'elif@', name: 'Elif', info: 'Soru' }, 'en-EN')).toContain(
      'E-mail: enter a valid e-mail address.',
    );
  });
});
