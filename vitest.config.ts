import { configDefaults, defineConfig } from 'vitest/config';

const api = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    // Two server processes on one database: PostgreSQL only.
    exclude: [...configDefaults.exclude, ...(dbKind === 'pglite' ? ['apps/api/src/test/scale-out.test.ts'] : [])],
    environment: 'node',
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'], environment: 'node' } },
      api('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
    ],
  },
});
