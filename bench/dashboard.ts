// The owner's dashboard over a year of trading: 100,000 orders (three currencies, cancellations, refunds,
// returns, failed and unanswered payments) written straight into the database, then Order/GetDashboard
// timed for 30 and 365 days (docs/decisions/031-dashboard-figures.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { API, type TokenResponse } from '@kehribar/contracts';
import { freshPostgresDatabase } from './support/postgres.ts';
import { call, startShop, type Shop } from './support/shop.ts';

export const DASHBOARD_ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100_000);
const REQUESTS = 15;

export interface DashboardFigure {
  database: string;
  orders: number;
  seedSeconds: number;
  /** Per period asked: the median and slowest of REQUESTS answers, after one warm-up. */
  periods: { days: number; medianMs: number; maxMs: number; bytes: number }[];
}

/**
 * The statements that write the orders, in order; they run on PGlite and PostgreSQL alike. Order n is
 * paid n minutes × 5.26 before now (a year for 100,000), so every day of the year has orders; its
 * status, currency and amount follow from n, so two runs write the same shop.
 */
export function dashboardSeedSql(count = DASHBOARD_ORDERS): string[] {
  const spanMinutes = 366 * 24 * 60;
  return [
    `CREATE TEMP TABLE bench_ids AS SELECT array_agg(id ORDER BY id) AS ids FROM products`,
    `INSERT INTO orders (token, buyer_id, basket_key, email, phone_number, currency, subtotal, total_price,
       paid_price, order_status, contact_name, address_line, city, state, zip_code, country,
       billing_contact_name, billing_address_line, billing_city, billing_state, billing_zip_code,
       billing_country, "orderCreateDate", completed_at, canceled_at, refunded_amount)
     SELECT 'bench-' || n, 'bench', 'guest:bench-' || n, 'bench' || n || '@example.com', '+90 555 000 00 00',
       (ARRAY['TRY','TRY','TRY','TRY','USD','EUR'])[1 + n % 6], amount, amount,
       CASE WHEN status IN (0, 3, 8) THEN NULL ELSE amount END, status, 'Bench Alıcı', 'Kordon 1',
       'İzmir', 'Konak', '35000', 'Türkiye', 'Bench Alıcı', 'Kordon 1', 'İzmir', 'Konak', '35000', 'Türkiye',
       at, CASE WHEN status IN (0, 3, 8) THEN NULL ELSE at END,
       CASE WHEN status = 2 THEN at + interval '2 hours' END,
       CASE WHEN status = 2 THEN amount WHEN n % 13 = 0 AND status NOT IN (0, 3, 8) THEN amount / 4 ELSE 0 END
     FROM (
       SELECT n, 1000 + (n * 7919) % 400000 AS amount,
         now() - (n * ${spanMinutes / count}) * interval '1 minute' AS at,
         CASE WHEN n % 20 = 0 THEN 3 WHEN n % 25 = 0 THEN 2 WHEN n % 101 = 0 THEN 8 WHEN n % 97 = 0 THEN 7
              WHEN n % 89 = 0 THEN 6 WHEN n < ${Math.ceil(count / 300)} THEN 1 ELSE 5 END AS status
       FROM generate_series(1, ${count}) AS n
     ) o`,
    `INSERT INTO order_items (order_id, product_id, product_name, product_name_en, size, quantity,
       unit_price, line_total, paid_price, refunded_amount, returned_quantity)
     SELECT o.id, b.ids[1 + (o.order_number + k) % array_length(b.ids, 1)], 'Bench', 'Bench', 'Standart',
       1 + o.order_number % 3, o.total_price / k, o.total_price / k, o.paid_price / k,
       o.refunded_amount / k, CASE WHEN o.order_status = 7 THEN 1 ELSE 0 END
     FROM orders o CROSS JOIN bench_ids b CROSS JOIN generate_series(1, 2) AS k
     WHERE o.token LIKE 'bench-%' AND (k = 1 OR o.order_number % 2 = 0)`,
    `INSERT INTO order_events (order_id, type, actor, amount, at)
     SELECT id, 'paid', 'system', paid_price, completed_at FROM orders
     WHERE token LIKE 'bench-%' AND completed_at IS NOT NULL`,
    `INSERT INTO order_events (order_id, type, actor, amount, at)
     SELECT id, CASE WHEN order_status = 2 THEN 'canceled' ELSE 'refunded' END, 'owner', refunded_amount,
       completed_at + interval '2 hours'
     FROM orders WHERE token LIKE 'bench-%' AND refunded_amount > 0`,
    `INSERT INTO order_returns (order_id, status, requested_at)
     SELECT id, 'requested', completed_at + interval '1 day' FROM orders
     WHERE token LIKE 'bench-%' AND order_status = 6`,
    `INSERT INTO subscribers (email, "createdAt")
     SELECT 'bench-sub' || n || '@example.com', now() - (n % 366) * interval '1 day'
     FROM generate_series(1, ${Math.ceil(count / 20)}) AS n ON CONFLICT DO NOTHING`,
    `DROP TABLE bench_ids`,
    // As autovacuum leaves a settled shop: statistics, and the visibility map index-only scans rely on.
    ...['orders', 'order_items', 'order_events', 'order_returns', 'subscribers'].map(
      (t) => `VACUUM ANALYZE ${t}`,
    ),
  ];
}

/** Times GetDashboard as the owner for 30 and 365 days on a shop whose orders are already written. */
export async function measureDashboard(
  shop: Shop,
  database: string,
  seedSeconds: number,
  log: (line: string) => void,
): Promise<DashboardFigure> {
  const owner = await call<TokenResponse>(shop.url, 'POST', API.Account.Password, shop.headers, {
    email: 'admin@kehribar.local',
    password: 'bench-admin-password',
  });
  const headers = { ...shop.headers, authorization: `Bearer ${owner.token}` };
  const periods = [];
  for (const days of [30, 365]) {
    const url = `${shop.url}${API.Order.GetDashboard}?days=${days}`;
    const once = async () => {
      const started = performance.now();
      const res = await fetch(url, { headers });
      const text = await res.text();
      if (!res.ok) throw new Error(`GetDashboard ${days} days: ${res.status} ${text.slice(0, 300)}`);
      return { ms: performance.now() - started, bytes: Buffer.byteLength(text), text };
    };
    const first = await once();
    const counted = (JSON.parse(first.text) as { data: { orderCount: { period: number } } }).data.orderCount;
    log(`dashboard on ${database}, ${days} days: ${counted.period} paid orders in the period`);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push((await once()).ms);
    times.sort((a, b) => a - b);
    periods.push({
      days,
      medianMs: times[Math.floor(times.length / 2)]!,
      maxMs: times.at(-1)!,
      bytes: first.bytes,
    });
  }
  return { database, orders: DASHBOARD_ORDERS, seedSeconds, periods };
}

/**
 * PGlite: the server is started once for the demo seed, stopped, the orders written into its data
 * folder, and started again.
 */
export async function dashboardOnPglite(log: (line: string) => void): Promise<DashboardFigure> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-bench-dashboard-'));
  try {
    await (await startShop(log, { dataDir })).stop();
    log(`writing ${DASHBOARD_ORDERS.toLocaleString('en-US')} orders into PGlite…`);
    const started = Date.now();
    const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
    for (const statement of dashboardSeedSql()) await pglite.exec(statement);
    await pglite.close();
    const seedSeconds = (Date.now() - started) / 1000;
    const shop = await startShop(log, { dataDir, seeded: true });
    try {
      return await measureDashboard(shop, 'PGlite', seedSeconds, log);
    } finally {
      await shop.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: the orders are written while the seeded server runs. Undefined without a PostgreSQL server. */
export async function dashboardOnPostgres(log: (line: string) => void): Promise<DashboardFigure | undefined> {
  const database = await freshPostgresDatabase(log);
  if (!database) return undefined;
  try {
    const shop = await startShop(log, { databaseUrl: database.url });
    try {
      log(`writing ${DASHBOARD_ORDERS.toLocaleString('en-US')} orders into PostgreSQL…`);
      const started = Date.now();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        for (const statement of dashboardSeedSql()) await client.query(statement);
      } finally {
        await client.end();
      }
      return await measureDashboard(shop, 'PostgreSQL', (Date.now() - started) / 1000, log);
    } finally {
      await shop.stop();
    }
  } finally {
    await database.drop();
  }
}
