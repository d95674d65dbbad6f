import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { SECRET_FILE, shopSecret } from './shop-secret.ts';

const PUBLISHED = 'kehribar-development-secret-change-me-0123456789';
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the shop secret', () => {
  it('is made on the first start, kept with mode 0600, and the same on every later start', () => {
    const dir = tempDir();
    const first = shopSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(fs.statSync(path.join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(shopSecret(dir)).toBe(first);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('differs between two shops', () => {
    expect(shopSecret(tempDir())).not.toBe(shopSecret(tempDir()));
  });

  it('is closed to other users even when the file was copied in readable', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, SECRET_FILE), 'x7Qp2LmV9sRt4WzYb8Nc3Kd6Hf1Jg5Ae0Uo', { mode: 0o644 });
    shopSecret(dir);
    expect(fs.statSync(path.join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
  });

  it('refuses the secret this repository once published, in every mode, and a weak one in the file', () => {
    for (const NODE_ENV of ['development', 'production', 'test']) {
      expect(() => loadConfig({ NODE_ENV, JWT_SECRET: PUBLISHED, DATA_DIR: tempDir() })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ JWT_SECRET: 'a'.repeat(40), DATA_DIR: tempDir() })).toThrow(/JWT_SECRET/);
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, SECRET_FILE), 'short');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/too weak/);
  });
});
