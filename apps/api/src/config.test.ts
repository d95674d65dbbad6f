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

  it('keeps files on the local disk unless S3_BUCKET is set, and checks the S3 settings together', () => {
    expect(load().s3).toBeUndefined();
    const s3 = {
      S3_BUCKET: 'kehribar-uploads',
      S3_ENDPOINT: 'https://minio.example.com',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(load(s3).s3).toEqual({
      bucket: 'kehribar-uploads',
      endpoint: 'https://minio.example.com',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // On AWS the SDK's own credentials (an instance role) may be used: no keys, but a region.
    expect(load({ S3_BUCKET: 'shop-files', S3_REGION: 'eu-central-1' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: false,
    });

    expect(() => load({ ...s3, S3_SECRET_ACCESS_KEY: undefined as never })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => load({ S3_ENDPOINT: 'https://minio.example.com', S3_REGION: 'eu' })).toThrow(
      /S3_ENDPOINT, S3_REGION set without S3_BUCKET/,
    );
    expect(() => load({ S3_BUCKET: 'shop-files' })).toThrow(/S3_BUCKET needs S3_REGION .* or S3_ENDPOINT/);
    expect(() => load({ ...s3, S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => load({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => load({ ...s3, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
