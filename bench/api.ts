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
  /** ours / bare requests per second, the median over the turns (each turn against the bare turn after it). */
  ratio: number;
}

export interface ApiReport {
  connections: number;
  /** Turns each side had, of roundSeconds each; the figures are the median turn's. */
  rounds: number;
  roundSeconds: number;
  figures: ApiFigure[];
  memory: { restMiB?: number; peakMiB?: number };
}

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Ours and the bare route take turns: this many rounds each, SECONDS in all for each side. */
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(1, Math.ceil(SECONDS / ROUNDS));
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
      const oursRequest = {
        url: shop.url + c.path,
        method: c.method,
        headers: shop.headers,
        body: json(c.body),
      };
      const bareRequest = { ...oursRequest, url: `${bare.url}/bare/${i}` };
      log(`${c.name}: ours and bare, ${ROUNDS} rounds each…`);
      await warmUp(oursRequest); // fill caches, let the JIT settle
      await warmUp(bareRequest);
      const ours: Measured[] = [];
      const baseline: Measured[] = [];
      // Turn about, so a machine that speeds up or slows down during the run weighs on both alike.
      for (let round = 0; round < ROUNDS; round++) {
        ours.push(await load(oursRequest, shop.server, memory));
        baseline.push(await load(bareRequest));
      }
      figures.push({
        name: c.name,
        bytes: sizes[i]!,
        ours: median(ours),
        bare: median(baseline),
        ratio: medianOf(
          ours.map((o, round) => (baseline[round]!.rps > 0 ? o.rps / baseline[round]!.rps : 0)),
        ),
      });
    }
    return { connections: CONNECTIONS, rounds: ROUNDS, roundSeconds: ROUND_SECONDS, figures, memory };
  } finally {
    await bare.stop();
  }
}

const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string | undefined;
}

const warmUp = (request: LoadRequest) =>
  autocannon({ ...request, connections: CONNECTIONS, duration: WARMUP_SECONDS });

async function load(request: LoadRequest, watch?: Child, memory?: ApiReport['memory']): Promise<Measured> {
  let sampler: NodeJS.Timeout | undefined;
  if (watch && memory) {
    sampler = setInterval(() => {
      const rss = watch.rssMiB();
      if (rss !== undefined) memory.peakMiB = Math.max(memory.peakMiB ?? 0, rss);
    }, 250);
  }
  const result: Result = await autocannon({ ...request, connections: CONNECTIONS, duration: ROUND_SECONDS });
  clearInterval(sampler);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median round's requests per second and p99; errors of every round. */
const median = (rounds: Measured[]): Measured => ({
  rps: medianOf(rounds.map((r) => r.rps)),
  p99: medianOf(rounds.map((r) => r.p99)),
  errors: rounds.reduce((sum, r) => sum + r.errors, 0),
});
