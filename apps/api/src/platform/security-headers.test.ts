import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { testConfig } from '../test/config.ts';
import { apiSecurityHeaders, helmetOptions, securityHeaders } from './security-headers.ts';

/** What helmet's own middleware sets on a real response, header names lower-cased. */
function helmetOnRealResponse(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(res.req, res, () => {});
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

describe('security headers', () => {
  it('are computed once as exactly the headers helmet sets, with and without a real iyzico', () => {
    const cases: Record<string, string>[] = [
      {},
      { IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's', IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com' },
    ];
    for (const overrides of cases) {
      const config = testConfig('/tmp/unused', overrides);
      const once = securityHeaders(config);
      expect(once).toEqual(helmetOnRealResponse(helmetOptions(config)));
      expect(once['x-frame-options']).toBe('SAMEORIGIN');
      const frameSrc = once['content-security-policy']!.split(';').find((d) => d.startsWith('frame-src'));
      expect(frameSrc).toBe(config.iyzico ? "frame-src 'self' https:" : "frame-src 'self'");
    }
  });

  describe('on answers', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp()));
    afterAll(() => t.close());

    it("are the REST set on the JSON API's reads, refusals and unknown paths alike", async () => {
      const expected = apiSecurityHeaders(securityHeaders(t.app.ctx.config));
      expect(expected['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(expected['strict-transport-security']).toMatch(/^max-age=\d+/);
      const answers = [
        await t.get(API.Products.GetAllProductList),
        await t.get(API.Products.CacheClear), // 401: no token
        await t.get('/api/NoSuchController/NoSuchAction'), // 404
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404]);
      for (const res of answers) {
        for (const [name, value] of Object.entries(expected)) expect(res.headers[name]).toBe(value);
        expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      }
    });

    it("are helmet's on everything else: the API's documentation page, unknown files", async () => {
      const expected = securityHeaders(t.app.ctx.config);
      const answers = [await t.get('/api/docs/'), await t.get('/no-such-file.png')];
      for (const res of answers) {
        for (const [name, value] of Object.entries(expected)) expect(res.headers[name]).toBe(value);
      }
    });
  });
});
