// What a backup file says about itself (docs/decisions/038-backup-and-restore.md): read first on restore,
// so a foreign, damaged or incompatible file is refused before anything in the target is touched.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { API_ROOT } from '../root.ts';
import type { Database } from '../db/client.ts';

export const MANIFEST_FILE = 'manifest.json';
export const FORMAT = 'kehribar-backup';
export const FORMAT_VERSION = 1;

/** Where each part sits inside the archive. */
export const ARCHIVE = {
  pgliteDump: 'database/pglite-data-dir.tar',
  postgresDump: 'database/postgres.dump',
  uploads: 'uploads',
  invoices: 'invoices',
  secret: 'jwt-secret',
} as const;

const fileEntry = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  engine: z.enum(['pglite', 'postgres']),
  appVersion: z.string().regex(/^\d+\.\d+\.\d+/),
  /** The last migration applied to the dumped database (its tag in drizzle/meta/_journal.json). */
  migration: z.object({ tag: z.string().nullable(), when: z.number().int() }).nullable(),
  /** The database's own version (`SHOW server_version`), and pg_dump's for PostgreSQL. */
  databaseVersion: z.string(),
  pgDumpVersion: z.string().optional(),
  createdAt: z.iso.datetime(),
  files: z.array(fileEntry),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = z.infer<typeof fileEntry>;

export function parseManifest(text: string): Manifest | Error {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new Error('its manifest is not JSON');
  }
  if ((json as { format?: unknown } | null)?.format !== FORMAT)
    return new Error('it is not a Kehribar backup');
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    return new Error(
      `its manifest is malformed (${parsed.error.issues.map((i) => i.path.join('.')).join(', ')})`,
    );
  return parsed.data;
}

/** The api package's version, as package.json states it. */
export function appVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this app knows, oldest first (drizzle-kit's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(API_ROOT, 'drizzle/meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Drizzle records each applied migration with its journal `when` as created_at: the newest names the schema. */
export function migrationOf(createdAt: number | null): Manifest['migration'] {
  if (createdAt === null) return null;
  return { tag: knownMigrations().find((m) => m.when === createdAt)?.tag ?? null, when: createdAt };
}

/** The journal `when` of the newest migration applied to this database (null: none yet). */
export async function lastMigration(database: Database): Promise<number | null> {
  let result;
  try {
    result = await database.db.execute(
      sql`SELECT max(created_at)::text AS "createdAt" FROM drizzle.__drizzle_migrations`,
    );
  } catch (error) {
    // 42P01 / 3F000: no migrations table or schema: a database the app never opened.
    if (['42P01', '3F000'].includes((error as { code?: string }).code ?? '')) return null;
    throw error;
  }
  const [row] = (result as unknown as { rows: { createdAt: string | null }[] }).rows;
  return row?.createdAt ? Number(row.createdAt) : null;
}

/** The database's own version, as `SHOW server_version` gives it. */
export async function databaseVersion(database: Database): Promise<string> {
  const result = await database.db.execute(sql`SHOW server_version`);
  const [row] = (result as unknown as { rows: { server_version: string }[] }).rows;
  return row?.server_version ?? 'unknown';
}

/** -1, 0 or 1 as version a is older, the same as, or newer than b (numeric major.minor.patch). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) =>
    v
      .split(/[.-]/)
      .slice(0, 3)
      .map((p) => Number.parseInt(p, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i]! !== y[i]!) return x[i]! < y[i]! ? -1 : 1;
  return 0;
}
