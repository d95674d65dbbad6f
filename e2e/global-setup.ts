import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startSmtpCapture } from './support/mailbox.ts';
import { freePort, startBuiltServer } from './support/server.ts';
import { E2E_ADMIN, E2E_ENV } from './support/env.ts';

/**
 * Starts ONE built server for every journey: a fresh temporary data dir (the demo shop is seeded on first
 * start), a known administrator, no rate limits, and its mail sent to a real SMTP server whose messages
 * the tests read back. Set E2E_BASE_URL to run the journeys against a server you started yourself.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env[E2E_ENV.baseUrl]) return async () => {};

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-e2e-'));
  const mailDir = path.join(dataDir, 'captured-mail');
  const smtp = await startSmtpCapture(mailDir);
  const port = await freePort(Number(process.env.E2E_PORT ?? 30555));
  const started = Date.now();
  let server;
  try {
    server = await startBuiltServer({
      port,
      dataDir: path.join(dataDir, 'server'),
      env: {
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SMTP_URL: smtp.url,
      },
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  console.log(`[e2e] server on ${server.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

  process.env[E2E_ENV.baseUrl] = server.url;
  process.env[E2E_ENV.mailDir] = mailDir;
  process.env[E2E_ENV.dataDir] = dataDir;

  return async () => {
    await server.stop();
    await smtp.close();
    if (process.env.E2E_KEEP_DATA) console.log(`[e2e] data kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
