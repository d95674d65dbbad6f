import fs from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the journeys run in. Never downloads a browser: PLAYWRIGHT_CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else a browser Playwright installed earlier (`npx playwright install chromium`).
 */
export function findChromium(): string {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    safe(() => chromium.executablePath()),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the Playwright journeys. Tried:',
      ...candidates.map((p) => `  - ${p}`),
      'Install one (Debian/Ubuntu: `apt-get install -y chromium`) or point PLAYWRIGHT_CHROMIUM_PATH at a',
      'Chromium/Chrome executable. The test suite never downloads a browser.',
    ].join('\n'),
  );
}

function safe(fn: () => string): string | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
