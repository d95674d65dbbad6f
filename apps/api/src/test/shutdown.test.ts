/**
 * Shutdown with a deadline (decision 020), on a real server process: SIGTERM stops new connections, lets a
 * request in flight finish, closes an idle keep-alive connection at once, and destroys a connection stuck
 * in a half-sent body when the deadline passes, so the process exits.
 */
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { copyTemplate, startServer, sleep, type ServerData, type ServerProcess } from './server-process.ts';
import { jsonHead, openRaw, within } from './raw-socket.ts';

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const DEADLINE_MS = 2000;

describe(`SIGTERM with a stuck connection and a request in flight (${kind})`, () => {
  let data: ServerData;
  let server: ServerProcess;

  beforeAll(async () => {
    data = await copyTemplate(kind);
    // A long idle limit: only the shutdown deadline can end the stuck connection.
    server = await startServer(data, {
      SHUTDOWN_TIMEOUT_SECONDS: String(DEADLINE_MS / 1000),
      REQUEST_IDLE_SECONDS: '120',
    });
  }, 120_000);
  afterAll(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) await server.crash();
    await data.drop();
  });

  it('exits within the deadline, after the request in flight is answered', async () => {
    const port = Number(new URL(server.url).port);
    const exited = once(server.child, 'exit');

    const idle = await openRaw(port);
    idle.send('GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await sleep(300);
    const stuck = await openRaw(port);
    stuck.send(`${jsonHead(API.Account.ClientCredentials, 1000)}{"clientId":`);
    const body = JSON.stringify({ clientId: 'kehribar-web', clientSecret: 'kehribar-web-public-client' });
    const inFlight = await openRaw(port);
    inFlight.send(`${jsonHead(API.Account.ClientCredentials, Buffer.byteLength(body))}${body.slice(0, 10)}`);
    await sleep(200);

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const idleClosed = await within(idle.closed, 1000);
    expect(idleClosed, 'the idle keep-alive connection is still open').not.toBe('pending');
    await expect(fetch(`${server.url}/robots.txt`), 'a new connection is still accepted').rejects.toThrow();

    inFlight.send(body.slice(10));
    // Answered, and its connection closed as soon as it is idle: well before the deadline.
    const answered = await within(inFlight.closed, 1000);
    expect(answered, 'the request in flight is still open').not.toBe('pending');
    if (answered === 'pending') return;
    expect(answered.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(answered.received).toContain('"token"');

    const exit = await within(exited, DEADLINE_MS + 3000);
    const exitedAfter = performance.now() - signalled;
    expect(exit, `the server is still running:\n${server.output()}`).not.toBe('pending');
    expect(server.child.exitCode).toBe(0);
    expect(exitedAfter).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
    expect(exitedAfter).toBeLessThan(DEADLINE_MS + 3000);
    expect(await within(stuck.closed, 100)).not.toBe('pending');
  });
});

describe(`SIGTERM with SHUTDOWN_DRAIN_SECONDS (${kind}; decision 037)`, () => {
  const DRAIN_MS = 3000;
  let data: ServerData;
  let server: ServerProcess;

  beforeAll(async () => {
    data = await copyTemplate(kind);
    server = await startServer(data, { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_MS / 1000) });
  }, 120_000);
  afterAll(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) await server.crash();
    await data.drop();
  });

  it('answers 503 on /readyz at once, keeps serving through the drain, then exits', async () => {
    const exited = once(server.child, 'exit');
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    // The flag is set in the signal handler: poll until the process has run it.
    let ready = await fetch(`${server.url}/readyz`);
    while (ready.status === 200 && performance.now() - signalled < DRAIN_MS / 2)
      ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, failed: ['shutting-down'], checks: {} });
    // A new connection is still taken during the drain, and served.
    const during = await fetch(`${server.url}/robots.txt`, { headers: { connection: 'close' } });
    expect(during.status).toBe(200);
    expect(performance.now() - signalled).toBeLessThan(DRAIN_MS);

    expect(await within(exited, DRAIN_MS + 5000), server.output()).not.toBe('pending');
    expect(server.child.exitCode).toBe(0);
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS - 100);
  });
});
