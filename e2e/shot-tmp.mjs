import { chromium } from 'playwright';
const base = 'http://127.0.0.1:4810';
const tok = await (await fetch(base + '/api/Account/Password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@kehribar.local', password: 'Kehribar-Owner-2026!' }) })).json();
const s = tok.data;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const path = process.argv[2] ?? '/admin-panel/dashboard';
const tag = process.argv[3] ?? 'dash';
for (const lang of ['tr-TR', 'en-EN']) {
  for (const [w, h, name] of [[1366, 900, 'desktop'], [390, 844, 'phone']]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
    await ctx.addInitScript(([s, lang]) => {
      sessionStorage.setItem('token', s.token); sessionStorage.setItem('tokenType', s.tokenType);
      sessionStorage.setItem('sessionId', s.sessionId); if (s.refreshToken) sessionStorage.setItem('refreshToken', s.refreshToken);
      localStorage.setItem('language', lang); sessionStorage.setItem('language', lang);
    }, [s, lang]);
    const page = await ctx.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/dash-shots/${tag}-${lang}-${name}.png`, fullPage: true });
    if (name === 'phone') {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height && i < 4; y += 1100, i++)
        await page.screenshot({ path: `/tmp/dash-shots/${tag}-${lang}-${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(1100, height - y) } });
    }
    await ctx.close();
  }
}
await browser.close();
console.log('ok');
