import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../test/config.ts';
import { openTestDatabase } from '../test/harness.ts';
import { jsonHead, openRaw, within } from '../test/raw-socket.ts';

/** Short limits, so the test waits for them: idle 0.5 s, a whole request 1.5 s. */
const IDLE_MS = 500;
const REQUEST_MS = 1500;
/** A handler that works longer than the idle limit (as a checkout waiting on the bank does). */
const SLOW_MS = 1200;

let app: App;
let port: number;
let drop: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  const db = await openTestDatabase();
  drop = db.drop;
  dataDir = path.join(inject('dataDir'), randomUUID());
  fs.mkdirSync(dataDir, { recursive: true });
  const config = testConfig(dataDir, {
    REQUEST_IDLE_SECONDS: String(IDLE_MS / 1000),
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_MS / 1000),
  });
  app = await buildApp(config, { database: db.database });
  app.post('/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    return { data: 'done' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a client that holds a connection (decision 020)', () => {
  it('is dropped once its half-sent body stalls for the idle limit, while a slower answer to a whole request still arrives', async () => {
    const stalled = await openRaw(port);
    stalled.send(`${jsonHead(API.Account.ClientCredentials, 1000)}{"clientId":`);
    const slow = fetch(`http://127.0.0.1:${port}/test/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

    const dropped = await within(stalled.closed, IDLE_MS + 1000);
    expect(dropped, 'the stalled connection is still open').not.toBe('pending');
    if (dropped === 'pending') return;
    expect(dropped.afterMs).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(dropped.afterMs).toBeLessThan(IDLE_MS + 1000);

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: 'done' });
  });

  it('is answered 408 and dropped when it trickles its body past the request limit, or its headers past the idle limit', async () => {
    const body = await openRaw(port);
    body.send(jsonHead(API.Account.ClientCredentials, 1000));
    const headers = await openRaw(port);
    headers.send('POST /api/Account/ClientCredentials HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // A byte every 100 ms: never idle for long, never done.
    const trickle = setInterval(() => {
      body.send(' ');
      headers.send('X');
    }, 100);
    try {
      const [bodyEnd, headersEnd] = await Promise.all([
        within(body.closed, REQUEST_MS + 1500),
        within(headers.closed, IDLE_MS + 1500),
      ]);
      expect(bodyEnd, 'the trickled body is still open').not.toBe('pending');
      expect(headersEnd, 'the trickled headers are still open').not.toBe('pending');
      if (bodyEnd === 'pending' || headersEnd === 'pending') return;
      expect(bodyEnd.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyEnd.afterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
      expect(headersEnd.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(headersEnd.afterMs).toBeLessThan(REQUEST_MS);
    } finally {
      clearInterval(trickle);
      body.destroy();
      headers.destroy();
    }
  });
});
