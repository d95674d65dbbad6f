import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, type ProductPage, type TokenResponse } from '@kehribar/contracts';
import { anyAnswerOn, freePort, REPO_ROOT, spawnServer, type Child, type Probe } from './server.ts';

export interface Shop {
  url: string;
  server: Child;
  /** Temporary folder of this run (data dir, logs, captured bodies). */
  dir: string;
  /** Headers of a guest, as the storefront sends them. */
  headers: Record<string, string>;
  /** The first product of the catalogue's first page. */
  product: { id: string; categoryId: number; title: string };
  /** From spawning the server to its first ready answer (on a fresh data dir: the demo seed included). */
  readySeconds: number;
  /** The path that said the server was ready: /readyz when the build has it. */
  readiness: string;
  stop(): Promise<void>;
}

export interface ShopDatabase {
  /** A PostgreSQL database to use (empty: the seed fills it); without one, the embedded PGlite. */
  databaseUrl?: string;
  redisUrl?: string;
  /** A data folder to use and keep (the dashboard bench writes into its PGlite between two starts). */
  dataDir?: string;
  /** The database is already seeded by an earlier start (only changes what the log says). */
  seeded?: boolean;
}

/**
 * Ready is GET /readyz answering 200 when the build has it (503 means not yet). Before it existed an
 * unknown path was the storefront's HTML page (200, or 404 once unknown paths are honest), so an HTML or
 * 404 answer there means "no /readyz": then any answer on /api/docs/json, as before, since the server
 * listens only after its migrations and seed.
 */
export function readinessProbe(used: { path: string }): Probe {
  const docs = anyAnswerOn('/api/docs/json');
  return async (url) => {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
    const html = (res.headers.get('content-type') ?? '').includes('text/html');
    await res.body?.cancel();
    if (!html && res.status !== 404) {
      used.path = '/readyz';
      return res.ok;
    }
    used.path = '/api/docs/json';
    return docs(url);
  };
}

/**
 * Starts the built server (production mode, fresh data dir, no rate limits, quiet logs) and waits for the
 * demo seed, on the embedded PGlite or on the PostgreSQL database given.
 */
export async function startShop(log: (line: string) => void, database: ShopDatabase = {}): Promise<Shop> {
  const entry = path.join(REPO_ROOT, 'apps/api/dist/server.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-bench-'));
  const port = await freePort();
  log(
    `starting the built server on :${port} ` +
      (database.seeded ? '(already seeded)…' : '(fresh database; the demo seed runs first)…'),
  );
  const readiness = { path: '?' };
  const started = Date.now();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  let server: Child;
  try {
    server = await spawnServer({
      command: process.execPath,
      args: [entry],
      env: {
        ...env,
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: database.dataDir ?? path.join(dir, 'data'),
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'false',
        ADMIN_PASSWORD: 'bench-admin-password',
        DATABASE_URL: database.databaseUrl,
        REDIS_URL: database.redisUrl,
      },
      port,
      probe: readinessProbe(readiness),
      logFile: path.join(dir, 'server.log'),
      timeoutMs: 600_000,
    });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const readySeconds = (Date.now() - started) / 1000;
  log(`server ready in ${readySeconds.toFixed(1)} s (${readiness.path})`);
  const url = server.url;
  const stop = async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const guest = await call<TokenResponse>(
      url,
      'POST',
      API.Account.ClientCredentials,
      {},
      {
        clientId: 'kehribar-web',
        clientSecret: 'kehribar-web-public-client',
      },
    );
    const headers = {
      'content-type': 'application/json',
      'accept-language': 'tr-TR',
      currency: 'TRY',
      authorization: `Bearer ${guest.token}`,
      sessionid: guest.sessionId,
    };
    const page = await call<ProductPage>(
      url,
      'POST',
      API.Products.GetAllProductListWithFinderWithPagination,
      headers,
      {
        page: 1,
      },
    );
    const first = page.items[0];
    if (!first) throw new Error('The seeded shop has no products');
    return {
      url,
      server,
      dir,
      headers,
      product: { id: first.id, categoryId: first.categoryId, title: first.title },
      readySeconds,
      readiness: readiness.path,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function call<T>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}
