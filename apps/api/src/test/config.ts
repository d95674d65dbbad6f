import path from 'node:path';
import { loadConfig, type Config } from '../config.ts';

/** The configuration every API test runs with: quiet, no rate limits unless asked, files in a temp dir. */
export function testConfig(dataDir: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(dataDir),
    RATE_LIMITS: 'false',
    ADMIN_EMAIL: 'admin@kehribar.test',
    ...overrides,
  });
}
