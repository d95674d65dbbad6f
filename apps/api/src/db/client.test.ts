import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { openDatabase } from './client.ts';

describe.skipIf(inject('dbKind') !== 'postgres')('PostgreSQL pool', () => {
  it('survives the server closing an idle connection, and the next query opens a new one', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `kehribar_pool_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const onIdleError = vi.fn();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), onIdleError });
    try {
      await database.db.execute(sql`select 1`);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      await vi.waitFor(() => expect(onIdleError).toHaveBeenCalled());
      const result = await database.db.execute(sql`select 2 as two`);
      expect(result.rows[0]).toEqual({ two: 2 });
    } finally {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
