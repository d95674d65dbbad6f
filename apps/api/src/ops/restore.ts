// `npm run restore -- FILE [--force]` (docs/deployment.md, "Backups"; docs/decisions/038-backup-and-restore.md).
// Everything is checked (the archive, its manifest and every file's checksum, the engine, the versions)
// and the new database built beside the old one before anything in the target is removed.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { SECRET_FILE } from '../platform/shop-secret.ts';
import { compareFiles, readArchive, stagingDir } from './archive.ts';
import { claimDataDir, DataDirInUseError } from './data-dir-owner.ts';
import {
  appVersion,
  ARCHIVE,
  compareVersions,
  FORMAT_VERSION,
  knownMigrations,
  lastMigration,
  MANIFEST_FILE,
  parseManifest,
  type Manifest,
} from './manifest.ts';
import { EXIT, OperatorError } from './operator-error.ts';
import { major, pgRestore, pgRestoreList, toolVersion } from './postgres-tools.ts';

export interface RestoreSummary {
  engine: Manifest['engine'];
  createdAt: string;
  migration: string | null;
  uploads: number;
  invoices: number;
  replaced: boolean;
  seconds: number;
}

const ENGINE_NAME = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' } as const;

export async function restore(
  config: Config,
  file: string,
  options: { force: boolean },
  log: (line: string) => void,
): Promise<RestoreSummary> {
  const started = performance.now();
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new OperatorError(`${source} does not exist`, EXIT.usage);
  const stage = stagingDir(config.dataDir, 'restore');
  try {
    log(`Reading ${source}…`);
    const manifest = await unpack(source, stage);
    checkCompatible(manifest, config);
    const dump = manifest.engine === 'postgres' ? ARCHIVE.postgresDump : ARCHIVE.pgliteDump;
    if (!manifest.files.some((f) => f.path === dump))
      throw new OperatorError(`${source} is not a usable Kehribar backup: it holds no database (${dump})`);

    const restored =
      manifest.engine === 'postgres'
        ? await restorePostgres(config, manifest, stage, options, log)
        : await restorePglite(config, stage, options, log);

    const under = (folder: string) => manifest.files.filter((f) => f.path.startsWith(`${folder}/`)).length;
    return {
      engine: manifest.engine,
      createdAt: manifest.createdAt,
      migration: manifest.migration?.tag ?? null,
      uploads: under(ARCHIVE.uploads),
      invoices: under(ARCHIVE.invoices),
      replaced: restored.replaced,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await fsp.rm(stage, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** Unpacks the archive and checks it is whole: a manifest of ours, and every file as it lists it. */
async function unpack(source: string, stage: string): Promise<Manifest> {
  const notABackup = (why: string) => new OperatorError(`${source} is not a usable Kehribar backup: ${why}`);
  try {
    readArchive(source, stage);
  } catch (error) {
    throw notABackup(`it is not a readable .tar.gz archive (${(error as Error).message})`);
  }
  const manifestFile = path.join(stage, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) throw notABackup(`it has no ${MANIFEST_FILE}`);
  const manifest = parseManifest(fs.readFileSync(manifestFile, 'utf8'));
  if (manifest instanceof Error) throw notABackup(manifest.message);
  if (manifest.formatVersion > FORMAT_VERSION)
    throw new OperatorError(
      `${source} was written by a newer Kehribar (backup format ${manifest.formatVersion}); update this installation first`,
      EXIT.refused,
    );
  fs.rmSync(manifestFile);
  const problems = await compareFiles(stage, manifest.files);
  if (problems.length) {
    const shown = problems.slice(0, 5).join('; ');
    throw notABackup(
      `it is damaged (${shown}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''})`,
    );
  }
  return manifest;
}

function checkCompatible(manifest: Manifest, config: Config): void {
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine)
    throw new OperatorError(
      `This backup holds ${ENGINE_NAME[manifest.engine]}, but this shop is configured for ${ENGINE_NAME[engine]}` +
        (engine === 'postgres'
          ? ': unset DATABASE_URL to restore it into DATA_DIR'
          : ': set DATABASE_URL to the (empty) PostgreSQL database to restore it into'),
      EXIT.refused,
    );
  const known = knownMigrations();
  const newerMigration =
    manifest.migration &&
    (!known.some((m) => m.when === manifest.migration!.when) || manifest.migration.when > known.at(-1)!.when);
  if (compareVersions(manifest.appVersion, appVersion()) > 0 || newerMigration)
    throw new OperatorError(
      `This backup was made by a newer Kehribar (version ${manifest.appVersion}, database migration ${manifest.migration?.tag ?? manifest.migration?.when}) than this one (version ${appVersion()}, last migration ${known.at(-1)?.tag}): update this installation, then restore`,
      EXIT.refused,
    );
}

/** What the target DATA_DIR already holds besides its secret (and the mail folder of development). */
function filesIn(dir: string): number {
  try {
    return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

function refuseUnlessForced(held: string[], options: { force: boolean }, where: string): boolean {
  if (held.length === 0) return false;
  if (!options.force)
    throw new OperatorError(
      `${where} is not empty (${held.join(', ')}). Restoring replaces it: run the restore again with --force to do that`,
      EXIT.refused,
    );
  return true;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function heldFiles(config: Config): string[] {
  const uploads = filesIn(config.uploadsDir);
  const invoices = filesIn(config.invoicesDir);
  return [
    ...(uploads ? [count(uploads, 'uploaded file')] : []),
    ...(invoices ? [count(invoices, 'invoice file')] : []),
  ];
}

async function restorePglite(
  config: Config,
  stage: string,
  options: { force: boolean },
  log: (line: string) => void,
): Promise<{ replaced: boolean }> {
  let claim;
  try {
    claim = await claimDataDir(config, 'restore');
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new OperatorError(`Cannot restore: ${error.message}. Stop it first, then restore`, EXIT.refused);
    throw error;
  }
  try {
    const dbDir = path.join(config.dataDir, 'db');
    const held = [...(filesIn(dbDir) ? ['a database'] : []), ...heldFiles(config)];
    const replaced = refuseUnlessForced(held, options, `DATA_DIR ${config.dataDir}`);

    log('Rebuilding the embedded database…');
    const fresh = path.join(stage, 'db');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: fresh,
      loadDataDir: new Blob([fs.readFileSync(path.join(stage, ARCHIVE.pgliteDump))]),
    });
    try {
      await lastMigration(database);
    } finally {
      await database.close();
    }
    await fsp.rm(dbDir, { recursive: true, force: true });
    await fsp.rename(fresh, dbDir);
    await placeFiles(config, stage);
    return { replaced };
  } finally {
    await claim.release();
  }
}

async function restorePostgres(
  config: Config,
  manifest: Manifest,
  stage: string,
  options: { force: boolean },
  log: (line: string) => void,
): Promise<{ replaced: boolean }> {
  const dump = path.join(stage, ARCHIVE.postgresDump);
  const pgRestoreVersion = await toolVersion('pg_restore');
  if (manifest.pgDumpVersion && major(pgRestoreVersion) < major(manifest.pgDumpVersion))
    throw new OperatorError(
      `This backup was dumped by pg_dump ${manifest.pgDumpVersion}; pg_restore ${pgRestoreVersion} cannot read it. Install the PostgreSQL ${major(manifest.pgDumpVersion)} client tools (or newer) and put pg_restore first on PATH`,
      EXIT.refused,
    );
  await pgRestoreList(dump);

  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl!, onIdleError: () => {} });
  let replaced: boolean;
  try {
    const others = await rowsOf<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    if (others[0]!.n > 0)
      throw new OperatorError(
        `Cannot restore: ${count(others[0]!.n, 'other session')} connected to this database (a running shop server?). Stop the shop's servers first, then restore`,
        EXIT.refused,
      );
    const tables = await rowsOf<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    const held = [...(tables[0]!.n ? [count(tables[0]!.n, 'table')] : []), ...heldFiles(config)];
    replaced = refuseUnlessForced(
      held,
      options,
      `The database of DATABASE_URL and DATA_DIR ${config.dataDir}`,
    );
    if (tables[0]!.n) {
      log('Emptying the database…');
      await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
      await database.db.execute(sql`CREATE SCHEMA public`);
    }
  } finally {
    await database.close();
  }
  log('Restoring the database with pg_restore…');
  await pgRestore(config.databaseUrl!, dump);
  await placeFiles(config, stage);
  return { replaced };
}

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The uploads, the invoices and the shop's signing secret, in place of the target's. */
async function placeFiles(config: Config, stage: string): Promise<void> {
  for (const [from, to] of [
    [ARCHIVE.uploads, config.uploadsDir],
    [ARCHIVE.invoices, config.invoicesDir],
  ] as const) {
    await fsp.rm(to, { recursive: true, force: true });
    const staged = path.join(stage, from);
    if (fs.existsSync(staged)) await fsp.rename(staged, to);
    else await fsp.mkdir(to, { recursive: true });
  }
  const secret = path.join(stage, ARCHIVE.secret);
  if (fs.existsSync(secret)) {
    const target = path.join(config.dataDir, SECRET_FILE);
    await fsp.rm(target, { force: true });
    await fsp.copyFile(secret, target);
    await fsp.chmod(target, 0o600);
  }
}
