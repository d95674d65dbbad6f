import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { API_ROOT } from '../root.ts';

/** Both drivers expose the same query builder; the node-postgres type stands for either. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

export type DatabaseSource =
  | {
      kind: 'postgres';
      url: string;
      /**
       * An idle pooled connection that the server closes (a restart, a failover, an administrator) is an
       * 'error' event of the pool; unheard, it would end the process. The pool opens a new connection on
       * the next query, so it is only reported.
       */
      onIdleError?: (error: Error) => void;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    pool.on('error', source.onIdleError ?? ((error) => console.warn(`[db] idle connection lost: ${error.message}`)));
    const db = drizzlePg(pool, { schema, casing: 'camelCase' });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      },
      close: () => pool.end(),
    };
  }
  if (source.dataDir) fs.mkdirSync(source.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: source.dataDir,
    loadDataDir: source.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: 'camelCase' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(drizzlePglite(client, { schema, casing: 'camelCase' }), {
        migrationsFolder: MIGRATIONS_DIR,
      });
    },
    close: () => client.close(),
  };
}

/** Dumps a PGlite database to a tarball, so tests can copy one migrated database instead of migrating again. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
