import { configDefaults, defineConfig } from 'vitest/config';

const api = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    // Two server processes on one database: PostgreSQL only.
    exclude: [
      ...configDefaults.exclude,
      ...(dbKind === 'pglite' ? ['apps/api/src/test/scale-out.test.ts'] : []),
    ],
    environment: 'node',
    // Every API test file builds its own app on its own database copy (test/harness.ts); sharing the
    // imported modules between the files of a worker saves re-importing Fastify, Drizzle and PGlite each
    // time (api-pglite: 207 s -> 162 s).
    isolate: false,
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
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          // Component tests opt into a DOM with `// @vitest-environment happy-dom` on their first line
          // (apps/web/src/test/render.tsx); everything else stays in node.
          environment: 'node',
        },
      },
      api('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
    ],
  },
});
