import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { BANK_PAGE_POLICY, callbackPostPage, messagePage, smsPage } from './pages.ts';

const directive = (name: string) =>
  BANK_PAGE_POLICY.split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inlineOf = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

const PAGES = [
  smsPage({
    lang: 'en',
    action: '/iyzico-sandbox/3ds/p1',
    merchant: 'Kehribar',
    amount: '₺100',
    bankName: 'Halkbank',
    maskedCard: '5528 79** **** 0008',
    installment: 1,
  }),
  callbackPostPage(
    'tr',
    'https://shop.example/api/Payment/Callback3ds',
    { status: 'success', paymentId: 'p1' },
    'Mağazaya dönülüyor',
  ),
  messagePage('tr', '3-D Secure', 'Ödeme bulunamadı.'),
];

describe("the sandbox bank's pages", () => {
  it('run their inline script and style only by hash, under a policy of their own', () => {
    expect(directive('default-src')).toBe("default-src 'none'");
    for (const html of PAGES) {
      for (const script of inlineOf(html, 'script'))
        expect(directive('script-src')).toContain(sha256(script));
      for (const style of inlineOf(html, 'style')) expect(directive('style-src')).toContain(sha256(style));
    }
    expect(BANK_PAGE_POLICY).not.toContain("'unsafe-inline'");
  });

  it('are sandboxed away from the shop’s origin even when opened on their own', () => {
    const sandbox = directive('sandbox')!.split(/\s+/);
    expect(sandbox).toEqual(expect.arrayContaining(['allow-forms', 'allow-scripts', 'allow-top-navigation']));
    expect(sandbox).not.toContain('allow-same-origin');
  });

  it('post the result back in their own frame, as iyzico does, not over the shop’s window', () => {
    expect(PAGES[1]).toMatch(
      /<form id="callback" method="post" action="https:\/\/shop\.example\/api\/Payment\/Callback3ds">/,
    );
    expect(PAGES[1]).not.toContain('target=');
  });

  describe('as served', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp()));
    afterAll(() => t.close());

    it("are sent with the bank's policy, not the storefront's", async () => {
      const res = await t.get('/iyzico-sandbox/3ds/no-such-payment');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-security-policy']).toBe(BANK_PAGE_POLICY);
    });
  });
});
