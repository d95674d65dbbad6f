import pg from 'pg';

/**
 * A fresh database for one bench run on the PostgreSQL server of BENCH_POSTGRES_URL (default: the local
 * one, postgres@127.0.0.1:5432), dropped afterwards. Undefined when that server does not answer.
 */
export async function freshPostgresDatabase(
  log: (line: string) => void,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_DATABASE_PREFIX keeps a run's database among the names its user may use on a shared server.
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'kb_bench'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    log(`PostgreSQL at ${adminUrl} is not usable (${(error as Error).message}): its figures are skipped`);
    await admin.end().catch(() => undefined);
    return undefined;
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
