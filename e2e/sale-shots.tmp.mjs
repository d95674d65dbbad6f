import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4831';
const id = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.goto(`${base}/products?sort=onSale`);
  await page.getByTestId('sale-badge').first().waitFor();
  const dismiss = page.getByRole('button', { name: /Kabul|Tamam|Anladım/ });
  if (await dismiss.count()) await dismiss.first().click().catch(() => {});
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/work/shots/sale/products-${name}.png` });
  await page.goto(`${base}/product/${id}`);
  await page.getByTestId('sale-price').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/work/shots/sale/product-${name}.png` });
  await page.getByRole('button', { name: 'Sepete ekle' }).click();
  await page.waitForTimeout(800);
  await page.goto(`${base}/basket`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/work/shots/sale/basket-${name}.png` });
  await ctx.close();
}
await browser.close();
