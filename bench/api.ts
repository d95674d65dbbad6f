// API throughput: our built server against a bare Fastify route answering the same JSON from memory.
import fs from 'node:fs';
import path from 'node:path';
import { API } from '@kehribar/contracts';
import {
  CONNECTIONS,
  load,
  median,
  medianRatio,
  ROUND_SECONDS,
  ROUNDS,
  warmUp,
  type LoadRequest,
  type Measured,
} from './support/load.ts';
import { anyAnswerOn, freePort, spawnServer } from './support/server.ts';
import type { Shop } from './support/shop.ts';

interface ApiCase {
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
  /** ours / bare requests per second, the median over the turns (each turn against the bare turn after it). */
  ratio: number;
}

export interface ApiReport {
  connections: number;
  /** Turns each side had, of roundSeconds each; the figures are the median turn's. */
  rounds: number;
  roundSeconds: number;
  figures: ApiFigure[];
}

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
    probe: anyAnswerOn('/ready'),
    logFile: path.join(shop.dir, 'bare.log'),
    timeoutMs: 30_000,
  });

  try {
    const figures: ApiFigure[] = [];
    for (const [i, c] of cases.entries()) {
      const oursRequest: LoadRequest = {
        url: shop.url + c.path,
        method: c.method,
        headers: shop.headers,
        body: json(c.body),
      };
      const bareRequest = { ...oursRequest, url: `${bare.url}/bare/${i}` };
      log(`${c.name}: ours and bare, ${ROUNDS} rounds each…`);
      await warmUp(oursRequest, shop.server); // fill caches, let the JIT settle
      await warmUp(bareRequest, bare);
      const ours: Measured[] = [];
      const baseline: Measured[] = [];
      // Turn about, so a machine that speeds up or slows down during the run weighs on both alike.
      for (let round = 0; round < ROUNDS; round++) {
        ours.push(await load(oursRequest, shop.server));
        baseline.push(await load(bareRequest, bare));
      }
      figures.push({
        name: c.name,
        bytes: sizes[i]!,
        ours: median(ours),
        bare: median(baseline),
        ratio: medianRatio(ours, baseline),
      });
    }
    return { connections: CONNECTIONS, rounds: ROUNDS, roundSeconds: ROUND_SECONDS, figures };
  } finally {
    await bare.stop();
  }
}

const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));
