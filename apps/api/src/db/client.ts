import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { API_ROOT } from '../root.ts';
import { PGliteRemote } from './pglite-remote.ts';

/** Both drivers expose the same query builder; the node-postgres type stands for either. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs a statement that is parsed and planned once per connection under `name`, then only executed:
   * for hot statements whose planning costs more than their work. `query` is built once (a constant) with
   * `sql.placeholder(key)` where `values[key]` goes. Outside any transaction; rows come back as the
   * driver gives them, without Drizzle's mapping.
   */
  prepared<T>(name: string, query: SQL, values: Record<string, unknown>): Promise<T[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const dialect = new PgDialect({ casing: 'camelCase' });

/** The text of a prepared statement is built once per name; each call only fills in its values. */
function compiler() {
  const compiled = new Map<string, { text: string; params: unknown[] }>();
  return (name: string, query: SQL, values: Record<string, unknown>) => {
    let statement = compiled.get(name);
    if (!statement) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      statement = { text, params };
      compiled.set(name, statement);
    }
    return { text: statement.text, params: fillPlaceholders(statement.params, values) };
  };
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
    pool.on(
      'error',
      source.onIdleError ?? ((error) => console.warn(`[db] idle connection lost: ${error.message}`)),
    );
    const db = drizzlePg(pool, { schema, casing: 'camelCase' });
    const compile = compiler();
    return {
      db,
      kind: 'postgres',
      async prepared<T>(name: string, query: SQL, values: Record<string, unknown>) {
        const { text, params } = compile(name, query, values);
        const result = await pool.query({ name, text, values: params });
        return result.rows as T[];
      },
      async migrate() {
        await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      },
      close: () => pool.end(),
    };
  }
  if (source.dataDir) fs.mkdirSync(source.dataDir, { recursive: true });
  // PGlite runs in its own thread (pglite-thread.ts), so the server's main thread keeps to HTTP work.
  const client = await PGliteRemote.start({
    dataDir: source.dataDir,
    loadDataDir: source.loadDataDir ? await source.loadDataDir.arrayBuffer() : undefined,
  });
  // Drizzle's PGlite driver only calls query, exec and transaction, which the remote client offers.
  const db = drizzlePglite({
    client: client as unknown as PGlite,
    schema,
    casing: 'camelCase',
  }) as unknown as Db;
  const compile = compiler();
  const prepares = new Map<string, Promise<unknown>>();
  /**
   * PGlite is one session: PREPARE once, then EXECUTE. EXECUTE is a utility statement, which takes no
   * bind parameters, so its arguments are written as literals (escaped as node-postgres does). The query
   * still goes through PGlite's lock, so it never runs inside another caller's transaction.
   */
  const execute = async <T>(name: string, text: string, params: unknown[]) => {
    const id = `kb_${name.replace(/\W/g, '_')}`;
    let prepare = prepares.get(id);
    if (!prepare) {
      prepare = client.exec(`PREPARE ${id} AS ${text}`);
      prepares.set(id, prepare);
      prepare.catch(() => prepares.delete(id));
    }
    await prepare;
    const args = params.length ? `(${params.map(literal).join(', ')})` : '';
    const [result] = await client.exec(`EXECUTE ${id}${args}`);
    return (result?.rows ?? []) as T[];
  };
  return {
    db,
    kind: 'pglite',
    async prepared<T>(name: string, query: SQL, values: Record<string, unknown>) {
      const { text, params } = compile(name, query, values);
      try {
        return await execute<T>(name, text, params);
      } catch (error) {
        // 26000: the session lost its prepared statements (DEALLOCATE, DISCARD): prepare again once.
        if ((error as { code?: string }).code !== '26000') throw error;
        prepares.clear();
        return execute<T>(name, text, params);
      }
    },
    async migrate() {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(
        drizzlePglite({ client: client as unknown as PGlite, schema, casing: 'camelCase' }),
        {
          migrationsFolder: MIGRATIONS_DIR,
        },
      );
    },
    close: () => client.close(),
  };
}

/** A parameter value as an SQL literal, for PGlite's EXECUTE; only the plain types statements pass. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  throw new TypeError(`no SQL literal for a ${typeof value} parameter`);
}

/** Dumps a PGlite database to a tarball, so tests can copy one migrated database instead of migrating again. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGliteRemote }).$client;
  return client.dumpDataDir('none');
}

/** The same dump as bytes, copied once less: for backups of a whole shop (docs/decisions/038-backup-and-restore.md). */
export async function dumpPgliteBytes(database: Database): Promise<ArrayBuffer> {
  const client = (database.db as unknown as { $client: PGliteRemote }).$client;
  return client.dumpDataDirBytes('none');
}
