import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { buildApp, type App } from '../app.ts';
import { openTestDatabase } from '../test/harness.ts';
import { testConfig } from '../test/config.ts';
import { RequestLog, STATE_ANSWER } from './request-log.ts';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

/** A pino destination that keeps the lines it is given. */
function logSink() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { lines, stream };
}

const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };
const SLOW_MS = 40;

async function server(level: string) {
  const sink = logSink();
  const app = Fastify({ logger: { level, stream: sink.stream }, logController: new RequestLog(SLOW_MS) });
  app.get('/fine', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.code(404).send({ code: 'NOT_FOUND' }));
  app.get('/broken', async () => {
    throw new Error('the database went away');
  });
  // The handler is slow on purpose: the line is about how long an answer took.
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 10));
    return { ok: true };
  });
  // A route whose 503 tells a state (as GET /readyz), and one whose 503 is a failure (as a payment).
  app.get('/state', { config: STATE_ANSWER }, async (_request, reply) =>
    reply.code(503).send({ ready: false }),
  );
  app.get('/unavailable', async (_request, reply) => reply.code(503).send({ code: 'PAYMENT_FAILED' }));
  await app.ready();
  return { app, lines: sink.lines };
}

const requestLines = (lines: Line[]) => lines.filter((l) => l.req);

describe('request log', () => {
  it('writes nothing at info for a request that went well, and no "incoming request" line', async () => {
    const { app, lines } = await server('info');
    const res = await app.inject({ method: 'GET', url: '/fine' });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('logs a failed request at error, with its method, url, status and time', async () => {
    const { app, lines } = await server('info');
    await app.inject({ method: 'GET', url: '/broken?x=1' });
    const line = requestLines(lines).find((l) => l.msg === 'request failed');
    expect(line).toMatchObject({ level: LEVEL.error, req: { method: 'GET', url: '/broken?x=1' } });
    expect(line?.res?.statusCode).toBe(500);
    expect(line?.responseTime).toBeTypeOf('number');
    await app.close();
  });

  it('logs a slow request at warn even when it succeeded', async () => {
    const { app, lines } = await server('warn');
    const res = await app.inject({ method: 'GET', url: '/slow' });
    expect(res.statusCode).toBe(200);
    const [line] = requestLines(lines);
    expect(line).toMatchObject({ level: LEVEL.warn, msg: 'slow request', req: { url: '/slow' } });
    expect(line!.responseTime).toBeGreaterThanOrEqual(SLOW_MS);
    await app.close();
  });

  it('logs a refused request at info, and not at warn', async () => {
    const atInfo = await server('info');
    await atInfo.app.inject({ method: 'GET', url: '/refused' });
    expect(requestLines(atInfo.lines)).toMatchObject([
      { level: LEVEL.info, msg: 'request refused', res: { statusCode: 404 } },
    ]);
    await atInfo.app.close();

    const atWarn = await server('warn');
    await atWarn.app.inject({ method: 'GET', url: '/refused' });
    expect(atWarn.lines).toEqual([]);
    await atWarn.app.close();
  });

  it('leaves the 503 of a route that answers a state to that route, and logs every other 503 at error', async () => {
    const { app, lines } = await server('info');
    for (let probe = 0; probe < 3; probe++) {
      expect((await app.inject({ method: 'GET', url: '/state' })).statusCode).toBe(503);
    }
    expect(lines).toEqual([]);
    for (let payment = 0; payment < 2; payment++) await app.inject({ method: 'GET', url: '/unavailable' });
    expect(requestLines(lines)).toMatchObject([
      { level: LEVEL.error, msg: 'request failed', res: { statusCode: 503 }, req: { url: '/unavailable' } },
      { level: LEVEL.error, msg: 'request failed', res: { statusCode: 503 }, req: { url: '/unavailable' } },
    ]);
    await app.close();

    const atDebug = await server('debug');
    await atDebug.app.inject({ method: 'GET', url: '/state' });
    expect(requestLines(atDebug.lines)).toMatchObject([
      { level: LEVEL.debug, msg: 'state answered', res: { statusCode: 503 }, req: { url: '/state' } },
    ]);
    await atDebug.app.close();
  });

  it('traces every request at debug', async () => {
    const { app, lines } = await server('debug');
    await app.inject({ method: 'GET', url: '/fine' });
    expect(requestLines(lines)).toMatchObject([
      { level: LEVEL.debug, msg: 'request completed', req: { url: '/fine' }, res: { statusCode: 200 } },
    ]);
    await app.close();
  });
});

describe('request log of the shop', () => {
  let app: App;
  let drop: () => Promise<void>;
  const sink = logSink();

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const dataDir = path.join(inject('dataDir'), randomUUID());
    fs.mkdirSync(dataDir, { recursive: true });
    app = await buildApp(testConfig(dataDir, { LOG_LEVEL: 'info' }), {
      database: opened.database,
      logStream: sink.stream,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('writes one warning while the database is down, however often /readyz is probed, and no error', async () => {
    const opened = await openTestDatabase();
    const own = logSink();
    const dataDir = path.join(inject('dataDir'), randomUUID());
    fs.mkdirSync(dataDir, { recursive: true });
    const shop = await buildApp(testConfig(dataDir, { LOG_LEVEL: 'info' }), {
      database: opened.database,
      logStream: own.stream,
    });
    try {
      await shop.ready();
      expect((await shop.inject({ url: '/readyz' })).statusCode).toBe(200);
      await opened.drop();
      for (let probe = 0; probe < 4; probe++) {
        expect((await shop.inject({ url: '/readyz' })).statusCode).toBe(503);
      }
      expect(own.lines.filter((l) => l.level >= LEVEL.error)).toEqual([]);
      expect(own.lines.filter((l) => l.level === LEVEL.warn)).toMatchObject([
        { msg: 'not ready: a dependency does not answer' },
      ]);
    } finally {
      await shop.close();
    }
  });

  it('is quiet about catalogue reads and names refused calls, without the token', async () => {
    sink.lines.length = 0;
    const read = await app.inject({ method: 'GET', url: API.Products.GetAllAvailableColors });
    expect(read.statusCode).toBe(200);
    expect(requestLines(sink.lines)).toEqual([]);

    const refused = await app.inject({
      method: 'GET',
      url: API.Baskets.GetBasket,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.statusCode).toBe(401);
    const [line] = requestLines(sink.lines);
    expect(line).toMatchObject({ level: LEVEL.info, msg: 'request refused', res: { statusCode: 401 } });
    expect(JSON.stringify(line)).not.toContain('not-a-token');
  });
});
