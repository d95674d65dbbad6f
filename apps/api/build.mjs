// Bundles the API into dist/server.js. Workspace packages (the contracts, shipped as TypeScript source)
// are bundled in; every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kehribar/'));

// The database thread (src/db/pglite-thread.ts) is its own entry: a worker loads it by file, beside server.js.
// So is the demo seed's picture process (src/db/seed/seed-pictures.ts), started by file the same way.
// dist/server.js is the light src/entry.ts, which sets Node's start flags and then loads src/server.ts,
// built as server-main.js (docs/decisions/036-memory-at-rest.md).
await build({
  entryPoints: {
    server: 'src/entry.ts',
    'server-main': 'src/server.ts',
    'pglite-thread': 'src/db/pglite-thread.ts',
    'seed-pictures': 'src/db/seed/seed-pictures.ts',
  },
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
