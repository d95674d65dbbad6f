import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../../../..');
/** The storefront's build (apps/web/dist) and its server renderer, as the API loads them by default. */
export const WEB_DIST = path.join(REPO, 'apps/web/dist');
const RENDERER = path.join(REPO, 'apps/web/dist-server/entry-server.js');

/**
 * Builds the web app when it is not built, for tests that serve its server-rendered pages: the unit tests
 * run before `npm run build` in `npm test`, so they cannot count on it.
 */
export function ensureWebBuilt(): void {
  if (fs.existsSync(RENDERER) && fs.existsSync(path.join(WEB_DIST, '.vite/manifest.json'))) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@kehribar/web'], { cwd: REPO, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build that server-rendered pages need failed');
}
