import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-config-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('configuration', () => {
  it('listens on this machine only in development unless HOST says otherwise', () => {
    expect(load()).toMatchObject({ host: '127.0.0.1', hostIsLoopbackDefault: true });
    expect(load({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostIsLoopbackDefault: false });
    expect(load({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('trusts no proxy by default and refuses to trust everyone', () => {
    expect(load().trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });

  it('refuses an administrator password shorter than new passwords may be', () => {
    expect(() => load({ ADMIN_PASSWORD: 'short-pw' })).toThrow(/ADMIN_PASSWORD/);
  });
});
