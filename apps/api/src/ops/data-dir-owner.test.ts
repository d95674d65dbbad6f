/**
 * The claim on an embedded database (docs/decisions/038-backup-and-restore.md): one holder per DATA_DIR,
 * a claim left by a killed process taken over, and the holder's port open only with the shop's key.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  claimDataDir,
  DataDirInUseError,
  liveOwner,
  OWNER_FILE,
  type OwnerRecord,
} from './data-dir-owner.ts';

const dirs: string[] = [];
const shop = (jwtSecret = randomBytes(32).toString('base64url')) => {
  const dataDir = path.join(inject('dataDir'), `owner-${randomUUID()}`);
  dirs.push(dataDir);
  return { dataDir, jwtSecret };
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the claim on DATA_DIR/db', () => {
  it('lets one process hold it; a second claim is refused until the first is released', async () => {
    const config = shop();
    const first = await claimDataDir(config, 'server');
    await expect(claimDataDir(config, 'backup')).rejects.toThrow(DataDirInUseError);
    await expect(claimDataDir(config, 'backup')).rejects.toThrow(
      `a Kehribar server (pid ${process.pid}) is running on this DATA_DIR`,
    );
    expect(await liveOwner(config)).toMatchObject({ pid: process.pid, purpose: 'server' });
    await first.release();
    expect(fs.existsSync(path.join(config.dataDir, OWNER_FILE))).toBe(false);
    expect(await liveOwner(config)).toBeUndefined();
    const second = await claimDataDir(config, 'backup');
    await second.release();
  });

  it('takes over a claim whose process is gone (nobody answers on its port)', async () => {
    const config = shop();
    fs.mkdirSync(config.dataDir, { recursive: true });
    const gone = http.createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const port = (gone.address() as AddressInfo).port;
    await new Promise((resolve) => gone.close(resolve));
    const stale: OwnerRecord = { pid: 999_999, port, purpose: 'server', since: new Date().toISOString() };
    fs.writeFileSync(path.join(config.dataDir, OWNER_FILE), JSON.stringify(stale));

    const claim = await claimDataDir(config, 'server');
    expect(JSON.parse(fs.readFileSync(path.join(config.dataDir, OWNER_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      port: claim.record.port,
    });
    await claim.release();
  });

  it("answers only with the shop's key: another secret neither sees the holder nor gets a dump", async () => {
    const config = shop();
    const claim = await claimDataDir(config, 'server');
    try {
      const stranger = { dataDir: config.dataDir, jwtSecret: randomBytes(32).toString('base64url') };
      expect(await liveOwner(stranger)).toBeUndefined();
      for (const headers of [{}, { authorization: 'Bearer 00' }] as Record<string, string>[]) {
        const res = await fetch(`http://127.0.0.1:${claim.record.port}/dump`, { method: 'POST', headers });
        expect(res.status).toBe(401);
      }
    } finally {
      await claim.release();
    }
  });
});
