// API throughput: our built server against a bare Fastify route answering the same JSON from memory.
import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { API } from '@kehribar/contracts';
import { freePort, spawnServer, type Child } from './support/server.ts';
import type { Shop } from './support/shop.ts';

interface ApiCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

export interface ApiFigure {
  name: string;
  bytes: number;
  ours: Measured;
  bare: Measured;
  /** ours / bare requests per second. */
  ratio: number;
}

export interface ApiReport {
  connections: number;
  seconds: number;
  figures: ApiFigure[];
  memory: { restMiB?: number; peakMiB?: number };
}

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

export async function benchApi(shop: Shop, log: (line: string) => void): Promise<ApiReport> {
  const finder = API.Products.GetAllProductListWithFinderWithPagination;
  const cases: ApiCase[] = [
    { name: 'products, page 1', method: 'POST', path: finder, body: { page: 1 } },
    { name: 'products, page 3', method: 'POST', path: finder, body: { page: 3 } },
    {
      name: 'products, one category',
      method: 'POST',
      path: finder,
      body: { categoryIds: [shop.product.categoryId], page: 1 },
    },
    { name: 'product by id', method: 'GET', path: `${API.Products.GetProductById}?id=${shop.product.id}` },
  ];

  // Capture each answer once: the bare route serves exactly these bytes.
  const bodyFiles: string[] = [];
  const sizes: number[] = [];
  for (const [i, c] of cases.entries()) {
    const res = await fetch(shop.url + c.path, {
      method: c.method,
      headers: shop.headers,
      body: json(c.body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${c.name}: ${res.status} ${text.slice(0, 300)}`);
    const file = path.join(shop.dir, `body-${i}.json`);
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
    logFile: path.join(shop.dir, 'bare.log'),
    timeoutMs: 30_000,
  });

  try {
    const memory: ApiReport['memory'] = { restMiB: shop.server.rssMiB() };
    const figures: ApiFigure[] = [];
    for (const [i, c] of cases.entries()) {
      log(`${c.name}: ours…`);
      const ours = await load(shop.url + c.path, c.method, shop.headers, json(c.body), shop.server, memory);
      log(`${c.name}: bare…`);
      const baseline = await load(`${bare.url}/bare/${i}`, c.method, shop.headers, json(c.body));
      figures.push({
        name: c.name,
        bytes: sizes[i]!,
        ours,
        bare: baseline,
        ratio: baseline.rps > 0 ? ours.rps / baseline.rps : 0,
      });
    }
    return { connections: CONNECTIONS, seconds: SECONDS, figures, memory };
  } finally {
    await bare.stop();
  }
}

const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

async function load(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body: string | undefined,
  watch?: Child,
  memory?: ApiReport['memory'],
): Promise<Measured> {
  const options = { url, method, headers, body, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARMUP_SECONDS }); // fill caches, let the JIT settle
  let sampler: NodeJS.Timeout | undefined;
  if (watch && memory) {
    sampler = setInterval(() => {
      const rss = watch.rssMiB();
      if (rss !== undefined) memory.peakMiB = Math.max(memory.peakMiB ?? 0, rss);
    }, 250);
  }
  const result: Result = await autocannon({ ...options, duration: SECONDS });
  clearInterval(sampler);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
