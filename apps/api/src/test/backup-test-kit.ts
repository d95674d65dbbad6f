/**
 * Helpers of the backup and restore tests (src/ops): a small shop made through the real services (a
 * product with an uploaded picture, a paid order with its invoice PDF) on a server's data, digests of its
 * tables, empty targets, and the two commands run as the operator runs them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { API } from '@kehribar/contracts';
import { openDatabase, type Database } from '../db/client.ts';
import {
  categories,
  orderInvoices,
  orderItems,
  orders,
  productImages,
  products,
  users,
} from '../db/schema/index.ts';
import { createShopTestApp, paidNecklaceAndRing } from './checkout-test-kit.ts';
import { form, png, upload } from './admin-test-kit.ts';
import { newPostgresData, type ServerData } from './server-process.ts';

const API_DIR = path.resolve(import.meta.dirname, '../..');

export const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/** The shop's business tables: what a restore must bring back row for row. */
const TABLES = { categories, products, productImages, users, orders, orderItems, orderInvoices };
export type ShopDigest = Record<keyof typeof TABLES, { rows: number; digest: string }>;

/** Each table's row count and an MD5 of all its rows (as text, sorted). */
export async function shopDigest(database: Database): Promise<ShopDigest> {
  const digest = {} as ShopDigest;
  for (const [name, table] of Object.entries(TABLES)) {
    const result = await database.db.execute(
      sql`SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM ${table} t`,
    );
    digest[name as keyof ShopDigest] = (
      result as unknown as { rows: { rows: number; digest: string }[] }
    ).rows[0]!;
  }
  return digest;
}

export interface MadeShop {
  productId: string;
  orderId: string;
  /** URL path of the picture's largest variant, and its bytes. */
  picture: { url: string; bytes: Buffer };
  invoice: Buffer;
  digest: ShopDigest;
}

/** Makes the shop's data through the real services, on `data` (no server may run on it yet). */
export async function makeShop(data: ServerData): Promise<MadeShop> {
  const database = await data.open();
  const t = await createShopTestApp({}, { shop: { database, dataDir: data.dataDir } });
  try {
    const admin = (await t.admin()).headers;
    const { order, products: made } = await paidNecklaceAndRing(t, 'backup-shopper@example.com');
    const productId = made[0]!.id;
    const pictures = await upload(
      t,
      API.Products.UploadProductImages,
      form({ productId }, [
        { field: 'files', name: 'front.png', data: await png(900, 700), type: 'image/png' },
      ]),
      admin,
    );
    if (pictures.statusCode !== 200) throw new Error(`picture upload: ${pictures.body}`);
    const url = (pictures.json().data as { path: string }[])[0]!.path;
    const invoice = pdf(`invoice of ${order.orderNumber}`);
    const attached = await upload(
      t,
      API.Order.UploadInvoice,
      form({ orderId: order.id }, [
        { field: 'file', name: 'fatura.pdf', data: invoice, type: 'application/pdf' },
      ]),
      admin,
    );
    if (attached.statusCode !== 200) throw new Error(`invoice: ${attached.body}`);
    const bytes = fs.readFileSync(path.join(data.dataDir, url.replace(/^\//, '')));
    return {
      productId,
      orderId: order.id,
      picture: { url, bytes },
      invoice,
      digest: await shopDigest(database),
    };
  } finally {
    await t.close();
  }
}

/** An empty DATA_DIR (and, for PostgreSQL, a new empty database) to restore into. */
export async function emptyTarget(kind: 'pglite' | 'postgres'): Promise<ServerData> {
  const dataDir = path.join(inject('dataDir'), `restore-${randomUUID()}`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      databaseUrl: undefined,
      open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  return newPostgresData(dataDir, 'kb_backup_r_');
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run backup|restore -- args` as the root package.json runs it, on `data`'s configuration. */
export function runOps(
  command: 'backup' | 'restore',
  args: string[],
  data: Pick<ServerData, 'dataDir' | 'databaseUrl'>,
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/ops/${command}-cli.ts`, ...args], {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATA_DIR: data.dataDir,
        ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
