// Which process holds a shop's embedded database, and how the backup command reaches it
// (docs/decisions/038-backup-and-restore.md). PGlite lets two processes open one data directory and
// corrupt it, so whoever opens DATA_DIR/db (the server, or the backup/restore command when no server
// runs) first claims it: it listens on a loopback port and records that port in DATA_DIR/db-owner.json.
// A claim whose port no longer answers with the shop's key is left over from a killed process.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { dumpPgliteBytes, type Database } from '../db/client.ts';
import { databaseVersion, lastMigration } from './manifest.ts';

export const OWNER_FILE = 'db-owner.json';
export type Purpose = 'server' | 'backup' | 'restore';

export interface OwnerRecord {
  pid: number;
  port: number;
  purpose: Purpose;
  since: string;
}

/** The bytes of a PGlite data directory dump, with the last migration applied when it was taken. */
export interface PgliteDump {
  tar: Uint8Array;
  migrationCreatedAt: number | null;
  databaseVersion: string;
}

export class DataDirInUseError extends Error {
  constructor(readonly owner: OwnerRecord) {
    super(
      owner.purpose === 'server'
        ? `a Kehribar server (pid ${owner.pid}) is running on this DATA_DIR`
        : `a ${owner.purpose} (pid ${owner.pid}) is running on this DATA_DIR`,
    );
  }
}

/**
 * The key that opens the owner's port: derived from the shop's signing secret, which only someone who can
 * read DATA_DIR (or the server's own JWT_SECRET) has. There is no default: without the secret, no key.
 */
function channelKey(config: Pick<Config, 'jwtSecret'>): string {
  return createHmac('sha256', config.jwtSecret).update('kehribar:data-dir-owner').digest('hex');
}

function authorised(header: string | undefined, key: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface DataDirClaim {
  record: OwnerRecord;
  /** Lets the backup command take dumps of this open database (the server calls it once migrated). */
  serve(database: Database): void;
  release(): Promise<void>;
}

/** Claims DATA_DIR's embedded database for this process, or throws DataDirInUseError. */
export async function claimDataDir(
  config: Pick<Config, 'dataDir' | 'jwtSecret'>,
  purpose: Purpose,
): Promise<DataDirClaim> {
  const key = channelKey(config);
  const file = path.join(config.dataDir, OWNER_FILE);
  let database: Database | undefined;
  const server = http.createServer((req, res) => {
    if (!authorised(req.headers.authorization, key)) {
      res.writeHead(401).end();
      return;
    }
    if (req.url === '/owner') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(record));
      return;
    }
    if (req.url === '/dump' && req.method === 'POST' && database) {
      void dumpOf(database).then(
        (dump) =>
          res
            .writeHead(200, {
              'content-type': 'application/x-tar',
              'x-migration-created-at': String(dump.migrationCreatedAt ?? ''),
              'x-database-version': dump.databaseVersion,
            })
            .end(dump.tar),
        (error: unknown) => res.writeHead(500).end(error instanceof Error ? error.message : String(error)),
      );
      return;
    }
    res.writeHead(database ? 404 : 503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  server.unref();
  const record: OwnerRecord = {
    pid: process.pid,
    port: (server.address() as AddressInfo).port,
    purpose,
    since: new Date().toISOString(),
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));

  fs.mkdirSync(config.dataDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    if (writeExclusive(file, JSON.stringify(record))) break;
    const other = await liveOwner(config);
    if (other) {
      await close();
      throw new DataDirInUseError(other);
    }
    if (attempt >= 2) {
      await close();
      throw new Error(`cannot claim ${file}: another process keeps claiming it`);
    }
    // Left over from a process that was killed: nobody answers on its port with this shop's key.
    fs.rmSync(file, { force: true });
  }

  return {
    record,
    serve(open) {
      database = open;
    },
    async release() {
      database = undefined;
      await close();
      if (readRecord(file)?.port === record.port && readRecord(file)?.pid === record.pid)
        fs.rmSync(file, { force: true });
    },
  };
}

/** Creates `file` whole or not at all (a temporary file linked into place), false when it exists. */
function writeExclusive(file: string, text: string): boolean {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(temporary, text, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readRecord(file: string): OwnerRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as OwnerRecord;
  } catch {
    return undefined;
  }
}

/** The process that holds DATA_DIR's database now, if one does (it answers on its port with our key). */
export async function liveOwner(
  config: Pick<Config, 'dataDir' | 'jwtSecret'>,
): Promise<OwnerRecord | undefined> {
  const record = readRecord(path.join(config.dataDir, OWNER_FILE));
  if (!record || !Number.isInteger(record.port)) return undefined;
  try {
    const res = await fetch(`http://127.0.0.1:${record.port}/owner`, {
      headers: { authorization: `Bearer ${channelKey(config)}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return undefined;
    const answer = (await res.json()) as OwnerRecord;
    return answer.pid === record.pid ? answer : undefined;
  } catch {
    return undefined;
  }
}

/** Asks the running server for a consistent dump of its database. */
export async function dumpThroughOwner(
  config: Pick<Config, 'dataDir' | 'jwtSecret'>,
  owner: OwnerRecord,
): Promise<PgliteDump> {
  let res: Response;
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    res = await fetch(`http://127.0.0.1:${owner.port}/dump`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channelKey(config)}` },
      signal: AbortSignal.timeout(30 * 60_000),
    });
    // 503: the server is still opening or migrating its database.
    if (res.status !== 503 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!res.ok) throw new Error(`the server could not dump its database: ${res.status} ${await res.text()}`);
  const createdAt = res.headers.get('x-migration-created-at');
  return {
    tar: new Uint8Array(await res.arrayBuffer()),
    migrationCreatedAt: createdAt ? Number(createdAt) : null,
    databaseVersion: res.headers.get('x-database-version') ?? 'unknown',
  };
}

/**
 * PGlite's dumpDataDir copies the data directory while it holds the database's query lock, so no
 * statement runs during the copy: the copy is the database at one instant, as after a sudden power cut,
 * and opening it replays the WAL (a transaction still open then is rolled back).
 */
export async function dumpOf(database: Database): Promise<PgliteDump> {
  const migrationCreatedAt = await lastMigration(database);
  const version = await databaseVersion(database);
  const tar = new Uint8Array(await dumpPgliteBytes(database));
  return { tar, migrationCreatedAt, databaseVersion: version };
}

/**
 * The server's claim on its embedded database, taken before it opens it: a second server on the same
 * DATA_DIR (or one started during a restore) stops with this message instead of corrupting the database.
 */
export async function claimForServer(config: Pick<Config, 'dataDir' | 'jwtSecret'>): Promise<DataDirClaim> {
  try {
    return await claimDataDir(config, 'server');
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new ConfigError(
      `Cannot start: ${error.message} (${config.dataDir}). The embedded database serves one process; use DATABASE_URL (PostgreSQL) for several`,
    );
  }
}
