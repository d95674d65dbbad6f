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

  it('keeps /metrics closed without METRICS_TOKEN and refuses a short or simple token (decision 037)', () => {
    expect(load().metricsToken).toBeUndefined();
    const token = 'k3J9xQ2mV7pL4sT8wZ1cN6bR5yH0dF3g';
    expect(load({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => load({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN.*32/);
    expect(() => load({ METRICS_TOKEN: 'a'.repeat(40) })).toThrow(/METRICS_TOKEN/);
  });

  it('closes at once on shutdown unless a drain is set', () => {
    expect(load().shutdownDrainMs).toBe(0);
    expect(load({ SHUTDOWN_DRAIN_SECONDS: '7.5' }).shutdownDrainMs).toBe(7500);
    expect(() => load({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });
});
