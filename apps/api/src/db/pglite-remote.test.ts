import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteRemote } from './pglite-remote.ts';

describe('PGlite in its own thread', () => {
  let pg: PGliteRemote;
  beforeAll(async () => {
    pg = await PGliteRemote.start({});
    await pg.exec('create table t (id int primary key, at timestamptz not null default now())');
  });
  afterAll(() => pg.close());

  it('keeps a statement from outside waiting until an open transaction commits, then shows its rows', async () => {
    let outside: Promise<number> | undefined;
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id) values ($1)', [1]);
      outside = pg.query<{ n: number }>('select count(*)::int as n from t').then((r) => r.rows[0]!.n);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into t (id) values ($1)', [2]);
    });
    expect(await outside).toBe(2);
  });

  it('rolls back a transaction whose callback throws, and keeps PostgreSQL error codes', async () => {
    const failed = pg.transaction(async (tx) => {
      await tx.query('insert into t (id) values ($1)', [3]);
      await tx.query('insert into t (id) values ($1)', [3]);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from t where id = 3');
    expect(rows[0]!.n).toBe(0);
  });

  it("applies the caller's parsers to the columns of their types, in array and object rows", async () => {
    const TIMESTAMPTZ = 1184;
    const parsers = { [TIMESTAMPTZ]: (text: string) => `text:${text}` };
    const objects = await pg.query<{ id: number; at: string }>('select id, at from t order by id', [], {
      parsers,
    });
    expect(objects.rows[0]!.id).toBe(1);
    expect(objects.rows[0]!.at).toMatch(/^text:\d{4}-\d\d-\d\d /);
    const arrays = await pg.query<[number, string]>('select id, at from t order by id', [], {
      rowMode: 'array',
      parsers,
    });
    expect(arrays.rows[0]![1]).toMatch(/^text:\d{4}-\d\d-\d\d /);
  });

  it('fails every call with the reason once the thread is gone', async () => {
    const other = await PGliteRemote.start({});
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/database thread stopped/);
  });
});
