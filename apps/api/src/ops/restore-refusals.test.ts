/**
 * What restore refuses (docs/decisions/038-backup-and-restore.md): a target that already holds a shop
 * unless --force (which then replaces it), a shop in use, and files that are damaged, foreign, from a
 * newer Kehribar or of the other engine, each with an English message and its exit code, the target
 * untouched. Also the backup taken with no server running, and pg_dump's version mismatch explained.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import pg from 'pg';
import { categories } from '../db/schema/index.ts';
import { createCategory } from '../test/fixtures.ts';
import { copyTemplate, startServer, type ServerData } from '../test/server-process.ts';
import { runOps } from '../test/backup-test-kit.ts';
import { EXIT } from './operator-error.ts';

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const work = path.join(inject('dataDir'), `refusals-${randomUUID()}`);
const PICTURE = 'products/backup-test/picture-1080.webp';

/** The backup unpacked, changed by `edit`, and packed again as a new file. */
async function altered(backup: string, name: string, edit: (dir: string) => void): Promise<string> {
  const dir = path.join(work, `${name}-dir`);
  fs.mkdirSync(dir, { recursive: true });
  await tar.extract({ file: backup, cwd: dir });
  edit(dir);
  const file = path.join(work, `${name}.tar.gz`);
  await tar.create({ gzip: true, cwd: dir, file }, fs.readdirSync(dir));
  return file;
}

const editManifest = (dir: string, change: (manifest: Record<string, unknown>) => void) => {
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
};

describe(`restore refuses what it must (${kind})`, () => {
  let source: ServerData;
  let target: ServerData;
  let backup: string;
  let marker: number;

  const hasMarker = async () => {
    const database = await target.open();
    try {
      return (await database.db.select().from(categories).where(eq(categories.id, marker))).length === 1;
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    fs.mkdirSync(work, { recursive: true });
    source = await copyTemplate(kind);
    fs.mkdirSync(path.join(source.dataDir, 'uploads', path.dirname(PICTURE)), { recursive: true });
    fs.writeFileSync(path.join(source.dataDir, 'uploads', PICTURE), 'the backed-up picture');
    // The target already holds a shop: the template, one category of its own and a picture of its own.
    target = await copyTemplate(kind);
    const database = await target.open();
    marker = (await createCategory(database.db)).id;
    await database.close();
    fs.mkdirSync(path.join(target.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, 'uploads', 'own.webp'), 'the target shop picture');

    backup = path.join(work, 'shop.tar.gz');
    const made = await runOps('backup', [backup], source);
    if (made.code !== 0) throw new Error(`backup failed: ${made.stderr}`);
    if (kind === 'pglite' && !made.stdout.includes('from the data directory'))
      throw new Error(`expected a backup from the data directory: ${made.stdout}`);
  }, 180_000);
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('refuses a target that holds a shop without --force, and leaves it as it was', async () => {
    const refused = await runOps('restore', [backup], target);
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.stderr).toMatch(/is not empty \(.*1 uploaded file\)/);
    expect(refused.stderr).toContain('--force');
    expect(await hasMarker()).toBe(true);
    expect(fs.existsSync(path.join(target.dataDir, 'uploads', 'own.webp'))).toBe(true);
  }, 60_000);

  it.each([
    [
      'a file that is not an archive',
      async () => {
        const file = path.join(work, 'text.tar.gz');
        fs.writeFileSync(file, 'not a backup at all');
        return file;
      },
      EXIT.failed,
      /is not a usable Kehribar backup: it is not a readable \.tar\.gz archive/,
    ],
    [
      'a cut-off backup',
      async () => {
        const file = path.join(work, 'cut.tar.gz');
        const bytes = fs.readFileSync(backup);
        fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
        return file;
      },
      EXIT.failed,
      /is not a usable Kehribar backup: it is not a readable/,
    ],
    [
      'an archive of something else',
      async () => {
        const dir = path.join(work, 'foreign');
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, 'notes.txt'), 'holiday pictures');
        const file = path.join(work, 'foreign.tar.gz');
        await tar.create({ gzip: true, cwd: dir, file }, ['notes.txt']);
        return file;
      },
      EXIT.failed,
      /is not a usable Kehribar backup: it has no manifest\.json/,
    ],
    [
      'a backup whose picture was changed',
      () => altered(backup, 'tampered', (dir) => fs.appendFileSync(path.join(dir, 'uploads', PICTURE), '!')),
      EXIT.failed,
      /it is damaged \(uploads\/products\/backup-test\/picture-1080\.webp differs\)/,
    ],
    [
      'a backup from a newer Kehribar',
      () => altered(backup, 'newer', (dir) => editManifest(dir, (m) => (m.appVersion = '99.0.0'))),
      EXIT.refused,
      /made by a newer Kehribar \(version 99\.0\.0/,
    ],
    [
      'a backup of the other engine',
      () =>
        altered(backup, 'other-engine', (dir) =>
          editManifest(dir, (m) => (m.engine = kind === 'pglite' ? 'postgres' : 'pglite')),
        ),
      EXIT.refused,
      /but this shop is configured for/,
    ],
  ] as const)(
    'refuses %s with a clear message, even with --force, and changes nothing',
    async (_, make, code, message) => {
      const result = await runOps('restore', [await make(), '--force'], target);
      expect(result.code, result.stdout + result.stderr).toBe(code);
      expect(result.stderr).toMatch(message);
      expect(await hasMarker()).toBe(true);
    },
    60_000,
  );

  it('refuses while the shop is in use: a server on the DATA_DIR, a session on the database', async () => {
    if (kind === 'pglite') {
      const server = await startServer(target);
      try {
        const result = await runOps('restore', [backup, '--force'], target);
        expect(result.code).toBe(EXIT.refused);
        expect(result.stderr).toMatch(
          /a Kehribar server \(pid \d+\) is running on this DATA_DIR\. Stop it first/,
        );
      } finally {
        await server.stop();
      }
    } else {
      const session = new pg.Client({ connectionString: target.databaseUrl });
      await session.connect();
      try {
        const result = await runOps('restore', [backup, '--force'], target);
        expect(result.code).toBe(EXIT.refused);
        expect(result.stderr).toMatch(/1 other session connected to this database/);
      } finally {
        await session.end();
      }
    }
    expect(await hasMarker()).toBe(true);
  }, 120_000);

  it('replaces the target with --force: its own rows and files are gone, the backup is in their place', async () => {
    const result = await runOps('restore', [backup, '--force'], target);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    expect(result.stdout).toContain('replacing what was there');
    expect(await hasMarker()).toBe(false);
    expect(fs.existsSync(path.join(target.dataDir, 'uploads', 'own.webp'))).toBe(false);
    expect(fs.readFileSync(path.join(target.dataDir, 'uploads', PICTURE), 'utf8')).toBe(
      'the backed-up picture',
    );
  }, 120_000);

  it.runIf(kind === 'postgres')(
    'explains a pg_dump older than the server',
    async () => {
      // A pg_dump that answers as an older client does when the server is newer.
      const bin = path.join(work, 'old-client');
      fs.mkdirSync(bin, { recursive: true });
      fs.writeFileSync(
        path.join(bin, 'pg_dump'),
        `#!/bin/sh
if [ "$1" = "--version" ]; then echo "pg_dump (PostgreSQL) 14.11"; exit 0; fi
echo "pg_dump: error: aborting because of server version mismatch" >&2
echo "pg_dump: detail: server version: 17.2; pg_dump version: 14.11" >&2
exit 1
`,
        { mode: 0o755 },
      );
      const result = await runOps('backup', [path.join(work, 'never.tar.gz')], source, {
        PATH: `${bin}:${process.env.PATH}`,
      });
      expect(result.code).toBe(EXIT.failed);
      expect(result.stderr).toContain('pg_dump 14.11 cannot dump this PostgreSQL 17.2 server');
      expect(result.stderr).toContain('postgresql-client-17');
      expect(fs.existsSync(path.join(work, 'never.tar.gz'))).toBe(false);
    },
    60_000,
  );
});
