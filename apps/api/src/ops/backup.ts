// `npm run backup -- FILE` (docs/deployment.md, "Backups"; docs/decisions/038-backup-and-restore.md).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { SECRET_FILE } from '../platform/shop-secret.ts';
import { addFiles, describeFiles, stagingDir, writeArchive } from './archive.ts';
import {
  claimDataDir,
  DataDirInUseError,
  dumpOf,
  dumpThroughOwner,
  liveOwner,
  type PgliteDump,
} from './data-dir-owner.ts';
import {
  appVersion,
  ARCHIVE,
  databaseVersion,
  FORMAT,
  FORMAT_VERSION,
  lastMigration,
  MANIFEST_FILE,
  migrationOf,
  type Manifest,
} from './manifest.ts';
import { EXIT, OperatorError } from './operator-error.ts';
import { pgDump, toolVersion } from './postgres-tools.ts';

export interface BackupSummary {
  file: string;
  bytes: number;
  engine: Manifest['engine'];
  /** How the database was read: from the running server, from the data directory, or by pg_dump. */
  source: 'through the running server' | 'from the data directory' | 'by pg_dump';
  uploads: number;
  invoices: number;
  seconds: number;
}

export async function backup(
  config: Config,
  file: string,
  log: (line: string) => void,
): Promise<BackupSummary> {
  const started = performance.now();
  const target = path.resolve(file);
  if (!fs.existsSync(path.dirname(target)))
    throw new OperatorError(`The folder of ${target} does not exist`, EXIT.usage);
  const engine: Manifest['engine'] = config.databaseUrl ? 'postgres' : 'pglite';
  const stage = stagingDir(config.dataDir, 'backup');
  try {
    const uploads = path.join(stage, ARCHIVE.uploads);
    const invoices = path.join(stage, ARCHIVE.invoices);
    // Files before and after the database: a picture stored while the dump was taken is in the backup
    // whichever side of the dump its row fell on (docs/decisions/038-backup-and-restore.md).
    await addFiles(config.uploadsDir, uploads);
    await addFiles(config.invoicesDir, invoices);
    fs.mkdirSync(path.join(stage, 'database'));
    let manifestDb: Pick<Manifest, 'migration' | 'databaseVersion' | 'pgDumpVersion'>;
    let source: BackupSummary['source'];
    if (config.databaseUrl) {
      log('Dumping the PostgreSQL database with pg_dump…');
      const pgDumpVersion = await toolVersion('pg_dump');
      await pgDump(config.databaseUrl, path.join(stage, ARCHIVE.postgresDump));
      // Read after the dump: a migration run meanwhile is then named, so restore refuses an older app.
      const database = await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        onIdleError: () => {},
      });
      try {
        manifestDb = {
          migration: migrationOf(await lastMigration(database)),
          databaseVersion: await databaseVersion(database),
          pgDumpVersion,
        };
      } finally {
        await database.close();
      }
      source = 'by pg_dump';
    } else {
      const { dump, from } = await dumpEmbedded(config, log);
      fs.writeFileSync(path.join(stage, ARCHIVE.pgliteDump), dump.tar);
      manifestDb = { migration: migrationOf(dump.migrationCreatedAt), databaseVersion: dump.databaseVersion };
      source = from;
    }
    await addFiles(config.uploadsDir, uploads);
    await addFiles(config.invoicesDir, invoices);
    const secret = path.join(config.dataDir, SECRET_FILE);
    if (fs.existsSync(secret)) await fsp.copyFile(secret, path.join(stage, ARCHIVE.secret));

    const files = await describeFiles(stage);
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      engine,
      appVersion: appVersion(),
      ...manifestDb,
      createdAt: new Date().toISOString(),
      files,
    };
    fs.writeFileSync(path.join(stage, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    log('Writing the archive…');
    await writeArchive(stage, MANIFEST_FILE, target);
    const under = (folder: string) => files.filter((f) => f.path.startsWith(`${folder}/`)).length;
    return {
      file: target,
      bytes: fs.statSync(target).size,
      engine,
      source,
      uploads: under(ARCHIVE.uploads),
      invoices: under(ARCHIVE.invoices),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await fsp.rm(stage, { recursive: true, force: true });
  }
}

/**
 * The embedded database through the server that holds it, or, when none runs, from DATA_DIR/db directly,
 * claimed for the time of the dump so that a server starting meanwhile waits its turn (it refuses to start).
 */
async function dumpEmbedded(
  config: Config,
  log: (line: string) => void,
): Promise<{ dump: PgliteDump; from: BackupSummary['source'] }> {
  for (let attempt = 0; ; attempt++) {
    const owner = await liveOwner(config);
    if (owner && owner.purpose !== 'server')
      throw new OperatorError(
        `A ${owner.purpose} (pid ${owner.pid}) is using this DATA_DIR; try again when it has finished`,
        EXIT.refused,
      );
    if (owner) {
      log(`Dumping the embedded database through the running server (pid ${owner.pid})…`);
      return { dump: await dumpThroughOwner(config, owner), from: 'through the running server' };
    }
    const dbDir = path.join(config.dataDir, 'db');
    if (!fs.existsSync(path.join(dbDir, 'PG_VERSION')))
      throw new OperatorError(`There is no shop database in ${dbDir}: check DATA_DIR`, EXIT.usage);
    let claim;
    try {
      claim = await claimDataDir(config, 'backup');
    } catch (error) {
      // A server started between the look and the claim: ask it instead.
      if (error instanceof DataDirInUseError && attempt < 2) continue;
      throw error;
    }
    try {
      log('No server is running: dumping the embedded database from the data directory…');
      const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
      try {
        return { dump: await dumpOf(database), from: 'from the data directory' };
      } finally {
        await database.close();
      }
    } finally {
      await claim.release();
    }
  }
}
