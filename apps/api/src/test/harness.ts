import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API } from '@kehribar/contracts';
import { buildApp, type App, type BuildOptions } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { testConfig } from './config.ts';
import { TEST_ADMIN } from './constants.ts';
import { withDatabase } from './global-setup.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';

export { TEST_ADMIN };

export interface TestApp {
  app: App;
  /** app.inject with JSON helpers. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  guest(
    nonUserId?: string,
  ): Promise<{ token: string; sessionId: string; nonUserId: string; headers: Record<string, string> }>;
  admin(): Promise<{ token: string; refreshToken: string; headers: Record<string, string> }>;
  /** A confirmed customer account, signed in. */
  customer(email?: string): Promise<{
    id: string;
    email: string;
    password: string;
    token: string;
    refreshToken: string;
    headers: Record<string, string>;
  }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Serve this built web app (index.html and assets). */
  webDistDir?: string;
  /** Work on a private copy of the seeded uploads: for tests whose calls may delete seeded pictures. */
  ownUploads?: boolean;
  /** Told of every route as the app registers it. */
  onRoute?: BuildOptions['onRoute'];
  /**
   * Work on this database and DATA_DIR (a server process's, test/server-process.ts) instead of fresh
   * copies: uploads go to its DATA_DIR, and closing the app closes the database but keeps the files.
   */
  shop?: { database: Database; dataDir: string };
}

/** A fresh copy of the migrated, seeded template database. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('template');
  if (inject('dbKind') === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `kehribar_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    // drop() ends the database WITH (FORCE), which closes connections the pool may still hold.
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, name),
      onIdleError: () => {},
    });
    return {
      database,
      drop: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(template)]) });
  return { database, drop: () => database.close() };
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { shop } = options;
  const { database, drop } = shop
    ? { database: shop.database, drop: () => shop.database.close() }
    : await openTestDatabase();
  const dataDir = shop?.dataDir ?? path.join(inject('dataDir'), randomUUID());
  // Uploads of the seeded template live in the shared data dir; each app reads them from there, unless
  // it may delete seeded pictures (then it works on its own copy, so other test files keep theirs).
  fs.mkdirSync(dataDir, { recursive: true });
  const sharedUploads = path.join(inject('dataDir'), 'uploads');
  const uploadsDir = options.ownUploads || shop ? path.join(dataDir, 'uploads') : sharedUploads;
  if (options.ownUploads) fs.cpSync(sharedUploads, uploadsDir, { recursive: true });
  const config = {
    ...testConfig(dataDir, overrides),
    uploadsDir,
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
  };
  const app = await buildApp(config, {
    database,
    serveWeb: Boolean(options.webDistDir),
    onRoute: options.onRoute,
  });
  await app.ready();

  const call = (options: InjectOptions) => app.inject(options);
  const get = (url: string, headers: Record<string, string> = {}) => call({ method: 'GET', url, headers });
  const post = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
    call({ method: 'POST', url, headers, ...(body === undefined ? {} : { payload: body as object }) });

  return {
    app,
    call,
    get,
    post,
    async guest(nonUserId?: string) {
      const res = await post(API.Account.ClientCredentials, {
        clientId: config.webClient.id,
        clientSecret: config.webClient.secret,
        nonUserId,
      });
      const { token, sessionId, nonUserId: id } = res.json().data;
      return {
        token,
        sessionId,
        nonUserId: id,
        headers: { authorization: `Bearer ${token}`, sessionid: sessionId },
      };
    },
    async admin() {
      const res = await post(API.Account.Password, TEST_ADMIN);
      const { token, refreshToken } = res.json().data;
      return { token, refreshToken, headers: { authorization: `Bearer ${token}` } };
    },
    async customer(email = `shopper-${randomUUID().slice(0, 8)}@example.com`) {
      const password = 'shopper-pass-1';
      const [user] = await app.ctx.db
        .insert(users)
        .values({
          email,
          userName: email,
          passwordHash: await hashPassword(password),
          firstName: 'Ayşe',
          lastName: 'Yılmaz',
          phoneNumber: '+905551112233',
          emailConfirmed: true,
        })
        .returning({ id: users.id });
      const { token, refreshToken } = (await post(API.Account.Password, { email, password })).json().data;
      return {
        id: user!.id,
        email,
        password,
        token,
        refreshToken,
        headers: { authorization: `Bearer ${token}` },
      };
    },
    async close() {
      await app.close();
      await drop();
      if (!shop) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
