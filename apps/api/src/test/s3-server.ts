import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import net from 'node:net';

/** Ports of this suite's local S3 servers (one per test file running at once). */
const PORTS = [4860, 4861, 4862, 4863, 4864, 4865, 4866, 4867, 4868, 4869];
export const TEST_BUCKET = 'kehribar-test';

export interface LocalS3 {
  /** The S3_* settings that point the app at this server. */
  env: Record<string, string>;
  /** The folder s3rver keeps the bucket's objects in. */
  directory: string;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) with an empty bucket, for tests only: the product talks to it
 * through the real AWS SDK, as it would to AWS, MinIO or R2 (docs/decisions/039-object-storage.md).
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-s3-'));
  for (const port of PORTS) {
    // s3rver's run() cannot report a port in use (the error is thrown, not passed back): ask first.
    if (!(await isFree(port))) continue;
    const server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
    });
    await server.run();
    return {
      directory,
      env: {
        S3_BUCKET: TEST_BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'us-east-1',
        // s3rver's own fixed test keys.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
      async close() {
        await server.close();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  throw new Error(`no free port for the local S3 server among ${PORTS.join(', ')}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
