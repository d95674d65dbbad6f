import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { openTestDatabase } from '../test/harness.ts';
import { literal, openDatabase } from './client.ts';

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

describe('prepared statements', () => {
  it('run many times with changing parameters, quotes and backslashes kept exactly as given', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const query = sql`select ${sql.placeholder('text')}::text as text, ${sql.placeholder('n')}::int + 1 as n`;
      const echo = (text: string | null, n: number) =>
        database.prepared<{ text: string | null; n: number }>('test_echo', query, { text, n });
      for (const text of ["it's", 'back\\slash', "'); drop table baskets; --", 'İğüş', null]) {
        expect(await echo(text, 41)).toEqual([{ text, n: 42 }]);
      }
    } finally {
      await drop();
    }
  });

  it('are prepared again when the session has dropped them', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const query = sql`select ${sql.placeholder('one')}::int + 1 as two`;
      const two = () => database.prepared<{ two: number }>('test_two', query, { one: 1 });
      expect(await two()).toEqual([{ two: 2 }]);
      // On PostgreSQL each pooled connection keeps its own; PGlite is one session.
      if (database.kind === 'pglite') await database.db.execute(sql`DEALLOCATE ALL`);
      expect(await two()).toEqual([{ two: 2 }]);
    } finally {
      await drop();
    }
  });
});

describe('literal', () => {
  it('writes strings, numbers, booleans and null as SQL literals, and refuses anything else', () => {
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
    expect(literal(12)).toBe('12');
    expect(literal(true)).toBe('true');
    expect(literal(null)).toBe('NULL');
    expect(() => literal(Number.NaN)).toThrow(TypeError);
    expect(() => literal(new Date())).toThrow(TypeError);
  });
});
