// API throughput: our built server against a bare Fastify route answering the same JSON from memory.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { API, type ProductPage, type TokenResponse } from '@kehribar/contracts';
import { freePort, REPO_ROOT, spawnServer, type Child } from './support/server.ts';

export interface ApiCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface ApiFigure {
  name: string;
  bytes: number;
  ours: Measured;
  bare: Measured;
  /** ours / bare requests per second. */
  ratio: number;
}

interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

export interface ApiReport {
  figures: ApiFigure[];
  memory: { restMiB?: number; peakMiB?: number };
  seedSeconds: number;
}

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 2;

export async function benchApi(log: (line: string) => void): Promise<ApiReport> {
  const serverEntry = path.join(REPO_ROOT, 'apps/api/dist/server.js');
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-bench-'));
  const children: Child[] = [];
  try {
    const port = await freePort();
    log(`starting the built server on :${port} (fresh data dir, the demo seed runs first)…`);
    const started = Date.now();
    const env = { ...process.env };
    delete env.DATABASE_URL; // benchmarks run on the embedded PGlite unless BENCH_DATABASE_URL is set
    delete env.REDIS_URL;
    const ours = await spawnServer({
      command: process.execPath,
      args: [serverEntry],
      env: {
        ...env,
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(dir, 'data'),
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'false',
        ADMIN_PASSWORD: 'bench-admin-password',
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
        REDIS_URL: process.env.BENCH_REDIS_URL,
      },
      port,
      probe: '/api/docs/json',
      logFile: path.join(dir, 'server.log'),
      timeoutMs: 300_000,
    });
    children.push(ours);
    const seedSeconds = (Date.now() - started) / 1000;
    log(`server ready in ${seedSeconds.toFixed(1)} s`);

    const guest = await call<TokenResponse>(ours.url, 'POST', API.Account.ClientCredentials, undefined, {
      clientId: 'kehribar-web',
      clientSecret: 'kehribar-web-public-client',
    });
    const headers = {
      'content-type': 'application/json',
      'accept-language': 'tr-TR',
      currency: 'TRY',
      authorization: `Bearer ${guest.token}`,
      sessionid: guest.sessionId,
    };
    const first = await call<ProductPage>(
      ours.url,
      'POST',
      API.Products.GetAllProductListWithFinderWithPagination,
      headers,
      {
        page: 1,
      },
    );
    const product = first.items[0];
    if (!product) throw new Error('The seeded shop has no products');

    const cases: ApiCase[] = [
      {
        name: 'products page 1',
        method: 'POST',
        path: API.Products.GetAllProductListWithFinderWithPagination,
        body: { page: 1 },
      },
      {
        name: 'products page 3',
        method: 'POST',
        path: API.Products.GetAllProductListWithFinderWithPagination,
        body: { page: 3 },
      },
      {
        name: 'products by category',
        method: 'POST',
        path: API.Products.GetAllProductListWithFinderWithPagination,
        body: { categoryIds: [product.categoryId], page: 1 },
      },
      { name: 'product by id', method: 'GET', path: `${API.Products.GetProductById}?id=${product.id}` },
    ];

    // Capture each answer once: the bare route serves exactly these bytes.
    const bodyFiles: string[] = [];
    const sizes: number[] = [];
    for (const [i, c] of cases.entries()) {
      const res = await fetch(ours.url + c.path, {
        method: c.method,
        headers,
        body: c.body === undefined ? undefined : JSON.stringify(c.body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${c.name}: ${res.status} ${text.slice(0, 300)}`);
      const file = path.join(dir, `body-${i}.json`);
      fs.writeFileSync(file, text);
      bodyFiles.push(file);
      sizes.push(Buffer.byteLength(text));
    }

    const barePort = await freePort();
    const bare = await spawnServer({
      command: process.execPath,
      args: [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'support/bare-server.ts'),
        String(barePort),
        ...bodyFiles,
      ],
      env: { ...process.env, NODE_ENV: 'production' },
      port: barePort,
      probe: '/ready',
      logFile: path.join(dir, 'bare.log'),
      timeoutMs: 30_000,
    });
    children.push(bare);

    const memory: ApiReport['memory'] = { restMiB: ours.rssMiB() };
    const figures: ApiFigure[] = [];
    for (const [i, c] of cases.entries()) {
      const body = c.body === undefined ? undefined : JSON.stringify(c.body);
      log(`  ${c.name}: ours…`);
      const oursResult = await load(ours.url + c.path, c.method, headers, body, ours, memory);
      log(`  ${c.name}: bare…`);
      const bareResult = await load(`${bare.url}/bare/${i}`, c.method, headers, body);
      figures.push({
        name: c.name,
        bytes: sizes[i]!,
        ours: oursResult,
        bare: bareResult,
        ratio: bareResult.rps > 0 ? oursResult.rps / bareResult.rps : 0,
      });
    }
    return { figures, memory, seedSeconds };
  } finally {
    for (const child of children.reverse()) await child.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function load(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body: string | undefined,
  watch?: Child,
  memory?: ApiReport['memory'],
): Promise<Measured> {
  const options = { url, method, headers, body, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARMUP }); // fill caches, let the JIT settle
  let sampler: NodeJS.Timeout | undefined;
  if (watch && memory) {
    sampler = setInterval(() => {
      const rss = watch.rssMiB();
      if (rss !== undefined) memory.peakMiB = Math.max(memory.peakMiB ?? 0, rss);
    }, 250);
  }
  const result: Result = await autocannon({ ...options, duration: DURATION });
  if (sampler) clearInterval(sampler);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function call<T>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
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
