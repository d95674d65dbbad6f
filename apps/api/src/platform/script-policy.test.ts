import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

// The page's script policy (decision 017): no 'unsafe-inline'; each inline script the server sends runs
// because its own hash is listed. Checked here on what the server answers, independently of how the
// server computed the list: the served HTML is parsed and each script hashed as the browser does.

/** Like the built index.html (apps/web/vite.config.ts): a classic and a module inline script, one external. */
const INDEX_HTML = [
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Kehribar</title>',
  '<meta name="description" content="x">',
  // Written with CR LF: the browser hashes the parsed text, whose line ends are LF.
  '<script>\r\n(function () { window.early = [];\r\n})();\r\n</script>',
  '<script type="module">\nimport("/assets/index-0123abcd.js");\n</script>',
  '<script type="module" crossorigin src="/assets/index-0123abcd.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
const CLASSIC_AS_PARSED = '\n(function () { window.early = [];\n})();\n';

/** Types the browser never runs; every other inline script needs its hash in the policy. */
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

type Element = DefaultTreeAdapterTypes.Element;
function elementsOf(node: DefaultTreeAdapterTypes.Node): Element[] {
  const own = 'tagName' in node ? [node] : [];
  const children = 'childNodes' in node ? node.childNodes.flatMap(elementsOf) : [];
  return [...own, ...children];
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function scriptSources(csp: string): string[] {
  const directive = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

/** What a browser would refuse to run on this page under this policy. */
function refusedInlineCode(html: string, csp: string): string[] {
  const allowed = new Set(scriptSources(csp));
  const refused: string[] = [];
  for (const element of elementsOf(parse(html))) {
    const handlers = element.attrs.filter((a) => /^on/i.test(a.name));
    // Event handler attributes would need 'unsafe-inline' (or 'unsafe-hashes'): none may be sent.
    handlers.forEach((a) => refused.push(`<${element.tagName} ${a.name}>`));
    if (element.tagName !== 'script' || attr(element, 'src') !== undefined) continue;
    if (DATA_TYPES.has((attr(element, 'type') ?? '').trim().toLowerCase())) continue;
    const text = element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const nonce = attr(element, 'nonce');
    if (!allowed.has(hash) && !(nonce && allowed.has(`'nonce-${nonce}'`))) refused.push(text.slice(0, 60));
  }
  return refused;
}

let t: TestApp;
let productId: string;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-web-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ PUBLIC_URL: 'https://kehribar.example' }, { webDistDir: dist });
  const [category] = await t.app.ctx.db
    .insert(categories)
    .values({ name: 'Küpe', nameEN: 'Earrings' })
    .returning();
  const [product] = await t.app.ctx.db
    .insert(products)
    .values({
      title: 'Kehribar Küpe',
      titleEN: 'Amber Earrings',
      description: 'El yapımı',
      categoryId: category!.id,
      stock: 1,
      priceTRY: 10000,
      priceUSD: 300,
      priceForeign: 280,
    })
    .returning();
  productId = product!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the storefront page's script policy", () => {
  it("lists no 'unsafe-inline' and lets every inline script the server sends run by its hash", async () => {
    // The shell, a page with the server's JSON-LD, the result page the bank posts to, an unknown path.
    const urls = ['/', `/product/${productId}`, '/payment-result?token=abc', '/no/such/page'];
    for (const url of urls) {
      const res = await t.get(url);
      expect(res.headers['content-type'], url).toContain('text/html');
      const csp = String(res.headers['content-security-policy']);
      expect(scriptSources(csp), url).toContain("'self'");
      expect(scriptSources(csp), url).not.toContain("'unsafe-inline'");
      expect(scriptSources(csp), url).not.toContain("'unsafe-eval'");
      expect(refusedInlineCode(res.body, csp), url).toEqual([]);
    }
    const home = await t.get('/');
    expect(scriptSources(String(home.headers['content-security-policy']))).toContain(
      `'sha256-${createHash('sha256').update(CLASSIC_AS_PARSED).digest('base64')}'`,
    );
    // The product page really carries a data block, which needs no hash.
    expect((await t.get(`/product/${productId}`)).body).toContain('<script type="application/ld+json">');
  });

  it('refuses a script that is not the build’s own, so an injected one would not run', () => {
    const csp = "script-src 'self' 'sha256-AAAA'";
    expect(refusedInlineCode('<script>alert(1)</script><img src=x onerror="alert(2)">', csp)).toEqual([
      'alert(1)',
      '<img onerror>',
    ]);
  });

  it('allows no inline script at all on answers that are not the web app’s page', async () => {
    for (const url of ['/no-such-file.png', '/api/docs/']) {
      const csp = String((await t.get(url)).headers['content-security-policy']);
      expect(scriptSources(csp), url).toEqual(["'self'"]);
    }
  });
});
