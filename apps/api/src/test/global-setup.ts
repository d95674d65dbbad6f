import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, dumpPglite } from '../db/client.ts';
import { testConfig } from './config.ts';
import { seedDemoShop } from '../db/seed/index.ts';
import { ensureAdmin } from '../modules/account/index.ts';
import { MemoryCache } from '../platform/cache.ts';
import { TokenService } from '../platform/tokens.ts';
import { GuestIds } from '../platform/guest-id.ts';
import { Mailer } from '../platform/mail.ts';
import { Captcha } from '../platform/captcha.ts';
import { LocalDiskStorage } from '../platform/storage/index.ts';
import type { AppContext } from '../context.ts';
import { TEST_ADMIN } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** PGlite: path of the dumped template. PostgreSQL: name of the template database. */
    template: string;
    dataDir: string;
  }
}

/**
 * Migrates and seeds one database per run; every test file then works on its own copy
 * (a PGlite data-dir dump, or a PostgreSQL database created from the template).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's `env` reaches its test workers, not this process: read it from the project's config.
  const kind =
    (project.config.env?.TEST_DB_KIND ?? process.env.TEST_DB_KIND) === 'postgres' ? 'postgres' : 'pglite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kehribar-test-${kind}-`));
  const config = testConfig(dataDir);

  let template: string;
  let dropTemplate = async () => {};
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    template = `kehribar_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template) });
    await prepare(database, config);
    await database.close();
    dropTemplate = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await c.end();
    };
  } else {
    template = path.join(dataDir, 'template.tar');
    const cached = await cachedPgliteTemplate();
    if (fs.existsSync(path.join(cached, 'template.tar'))) {
      fs.cpSync(cached, dataDir, { recursive: true });
    } else {
      const database = await openDatabase({ kind: 'pglite' });
      await prepare(database, config);
      const dump = await dumpPglite(database);
      await database.close();
      fs.writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
      saveToCache(dataDir, cached);
    }
  }

  project.provide('dbKind', kind);
  project.provide('template', template);
  project.provide('dataDir', dataDir);

  return async () => {
    await dropTemplate();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

const API_DIR = path.resolve(import.meta.dirname, '../..');
const TEMPLATE_INPUTS = [
  path.join(API_DIR, 'drizzle'),
  path.join(API_DIR, 'src/db'),
  path.join(API_DIR, 'src/platform/images.ts'),
  path.join(API_DIR, 'src/platform/storage'),
  path.join(API_DIR, 'src/modules/account/admin.ts'),
  path.join(API_DIR, 'src/test/constants.ts'),
  path.resolve(API_DIR, '../../packages/contracts/src'),
];

/**
 * The migrated and seeded PGlite template (and the pictures the seed drew) only change when the
 * migrations, the seed or what they use change: it is kept between runs under a hash of those files.
 */
async function cachedPgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  const files = TEMPLATE_INPUTS.flatMap((p) =>
    fs.statSync(p, { throwIfNoEntry: false })?.isDirectory() ? listFiles(p) : fs.existsSync(p) ? [p] : [],
  );
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(file));
  return path.resolve(
    API_DIR,
    '../../node_modules/.cache/kehribar-test-template',
    hash.digest('hex').slice(0, 16),
  );
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? listFiles(path.join(dir, e.name))
        : e.name.endsWith('.test.ts')
          ? []
          : [path.join(dir, e.name)],
    );
}

function saveToCache(dataDir: string, cached: string): void {
  const parent = path.dirname(cached);
  fs.rmSync(parent, { recursive: true, force: true }); // older templates are of no use any more
  const staging = `${cached}.tmp-${process.pid}`;
  fs.mkdirSync(staging, { recursive: true });
  fs.cpSync(path.join(dataDir, 'template.tar'), path.join(staging, 'template.tar'));
  if (fs.existsSync(path.join(dataDir, 'uploads')))
    fs.cpSync(path.join(dataDir, 'uploads'), path.join(staging, 'uploads'), { recursive: true });
  fs.renameSync(staging, cached);
}

async function prepare(
  database: Awaited<ReturnType<typeof openDatabase>>,
  config: ReturnType<typeof testConfig>,
) {
  await database.migrate();
  await ensureAdmin(database.db, { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
  const cache = new MemoryCache();
  const ctx = {
    config,
    database,
    db: database.db,
    cache,
    tokens: new TokenService(config),
    guestIds: new GuestIds(config.jwtSecret),
    mailer: new Mailer(database.db, config, silentLogger as never),
    captcha: new Captcha(database.db, config.jwtSecret),
    storage: new LocalDiskStorage(config),
    pageRenderers: [],
    log: silentLogger,
  } as unknown as AppContext;
  await seedDemoShop(ctx);
}

const noop = () => {};
const silentLogger = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  child: () => silentLogger,
};

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
