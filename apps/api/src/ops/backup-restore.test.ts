/**
 * The round trip of docs/decisions/038-backup-and-restore.md on a real server process: a shop with
 * products, a paid order, an uploaded picture and an invoice PDF is backed up while its server runs and
 * takes writes, restored into an empty DATA_DIR (and, on PostgreSQL, an empty database), and the restored
 * shop has the same rows and files and serves them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '@kehribar/contracts';
import {
  adminOf,
  call,
  copyTemplate,
  guestOf,
  startServer,
  type ServerData,
  type ServerProcess,
} from '../test/server-process.ts';
import { emptyTarget, makeShop, runOps, shopDigest, type MadeShop } from '../test/backup-test-kit.ts';

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

describe(`backup of a running shop, restored into an empty one (${kind})`, () => {
  let source: ServerData;
  let target: ServerData;
  let shop: MadeShop;
  const servers: ServerProcess[] = [];
  const file = path.join(inject('dataDir'), `backup-${randomUUID()}.tar.gz`);

  beforeAll(async () => {
    source = await copyTemplate(kind);
    shop = await makeShop(source);
    target = await emptyTarget(kind);
  }, 180_000);
  afterAll(async () => {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) await server.crash();
    await source?.drop();
    await target?.drop();
    fs.rmSync(file, { force: true });
  });

  it('brings back the same rows, pictures and invoices, and the restored shop starts and serves them', async () => {
    const running = await startServer(source);
    servers.push(running);
    // Baskets written all through the backup (a new guest's each): the dump is taken from a shop in use.
    const answers: number[] = [];
    let backingUp = true;
    const writer = (async () => {
      while (backingUp) {
        const guest = await guestOf(running.url);
        const res = await call(running.url, 'POST', API.Baskets.SaveOrUpdateBasket, {
          body: { basketItems: [{ productId: shop.productId, quantity: 1 }] },
          headers: guest.headers,
        });
        answers.push(res.status);
      }
    })();
    const made = await runOps('backup', [file], source).finally(() => (backingUp = false));
    await writer;
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(kind === 'pglite' ? 'through the running server' : 'by pg_dump');
    expect(made.stdout).toMatch(/1 uploaded files?|[2-9] uploaded files/);
    expect(fs.statSync(file).mode & 0o077, 'the backup is readable by others').toBe(0);
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(answers)).toEqual(new Set([200]));
    await running.stop();

    const back = await runOps('restore', [file], target);
    expect(back.code, back.stderr || back.stdout).toBe(0);
    expect(back.stdout).toContain('Restored the backup');

    const database = await target.open();
    try {
      expect(await shopDigest(database)).toEqual(shop.digest);
    } finally {
      await database.close();
    }
    expect(fs.readFileSync(path.join(target.dataDir, shop.picture.url.replace(/^\//, '')))).toEqual(
      shop.picture.bytes,
    );

    const restored = await startServer(target);
    servers.push(restored);
    const product = await call(restored.url, 'GET', `${API.Products.GetProductById}?id=${shop.productId}`);
    expect(product.status, product.body).toBe(200);
    const picture = await fetch(`${restored.url}${shop.picture.url}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(shop.picture.bytes);
    const admin = await adminOf(restored.url);
    const invoice = await fetch(`${restored.url}${API.Order.GetInvoice}?orderId=${shop.orderId}`, {
      headers: admin,
    });
    expect(invoice.status).toBe(200);
    expect(Buffer.from(await invoice.arrayBuffer())).toEqual(shop.invoice);
    await restored.stop();
  }, 300_000);
});
