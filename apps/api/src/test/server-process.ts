/**
 * Real API server processes for the scale-out and crash-safety tests: `node --import tsx src/server.ts`
 * (no build needed), on a free port, on a copy of the test template database. Every started process is
 * killed when the test process exits, whatever happened.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { API } from '@kehribar/contracts';
import { openDatabase, type Database } from '../db/client.ts';
import { freePort } from './free-port.ts';
import { withDatabase } from './global-setup.ts';
import { TEST_ADMIN } from './constants.ts';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(API_DIR, 'src/server.ts');
const WEB_CLIENT = { clientId: 'kehribar-web', clientSecret: 'kehribar-web-public-client' };

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Where a server keeps its data: its own PGlite data dir, or a PostgreSQL database made from the template. */
export interface ServerData {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | undefined;
  /** Opens the database in this process (PGlite: only while no server runs on it). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh copy of the migrated, seeded template, as a server's DATA_DIR (and database). */
export async function copyTemplate(kind: 'pglite' | 'postgres'): Promise<ServerData> {
  const dataDir = path.join(inject('dataDir'), `server-${randomUUID()}`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (kind === 'postgres') return newPostgresData(dataDir, 'kehribar_p_', inject('template'));
  // The server opens DATA_DIR/db; unpack the template dump there once.
  const dbDir = path.join(dataDir, 'db');
  const first = await openDatabase({
    kind: 'pglite',
    dataDir: dbDir,
    loadDataDir: new Blob([fs.readFileSync(inject('template'))]),
  });
  await first.close();
  return {
    kind,
    dataDir,
    databaseUrl: undefined,
    open: () => openDatabase({ kind: 'pglite', dataDir: dbDir }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A new PostgreSQL database for `dataDir` (a copy of `template` when given), dropped with it. Idle
 * connections that the drop cuts (WITH FORCE) are not errors.
 */
export async function newPostgresData(
  dataDir: string,
  namePrefix: string,
  template?: string,
): Promise<ServerData> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${namePrefix}${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const databaseUrl = withDatabase(url, name);
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl,
    open: () => openDatabase({ kind: 'postgres', url: databaseUrl, onIdleError: () => {} }),
    drop: async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
  /** kill -9: no shutdown hook runs. */
  crash(): Promise<void>;
  /** SIGTERM and wait for a clean exit (the server closes its database). */
  stop(): Promise<void>;
}

/** Starts `src/server.ts` on the given data and waits until it answers. */
export async function startServer(
  data: ServerData,
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
      ADMIN_EMAIL: TEST_ADMIN.email,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'false',
      ...env,
    },
  });
  live.add(child);
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      live.delete(child);
      resolve();
    }),
  );

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited before it was ready:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${timeoutMs} ms:\n${log}`);
    }
    const ready = await fetch(`${url}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await sleep(200);
  }

  return {
    url,
    child,
    output: () => log,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      if (child.exitCode !== 0)
        throw new Error(`server did not stop cleanly (${child.exitCode ?? child.signalCode}):\n${log}`);
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Reply {
  status: number;
  body: string;
  json(): { data: unknown } & Record<string, unknown>;
  headers: Headers;
}

/** One HTTP call to a server process. Network errors (a killed server) reject. */
export async function call(
  base: string,
  method: string,
  pathAndQuery: string,
  options: { body?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${base}${pathAndQuery}`, {
    method,
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text,
    headers: res.headers,
    json: () => JSON.parse(text) as { data: unknown },
  };
}

export interface Guest {
  token: string;
  sessionId: string;
  headers: Record<string, string>;
}

export async function guestOf(base: string): Promise<Guest> {
  const res = await call(base, 'POST', API.Account.ClientCredentials, { body: WEB_CLIENT });
  if (res.status !== 200) throw new Error(`guest token: ${res.status} ${res.body}`);
  const { token, sessionId } = res.json().data as { token: string; sessionId: string };
  return { token, sessionId, headers: { authorization: `Bearer ${token}`, sessionid: sessionId } };
}

export async function adminOf(base: string): Promise<Record<string, string>> {
  const res = await call(base, 'POST', API.Account.Password, { body: TEST_ADMIN });
  if (res.status !== 200) throw new Error(`admin sign-in: ${res.status} ${res.body}`);
  return { authorization: `Bearer ${(res.json().data as { token: string }).token}` };
}
