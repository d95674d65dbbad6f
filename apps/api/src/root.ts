import fs from 'node:fs';
import path from 'node:path';

/**
 * The api package's folder, found by walking up from this module, so paths hold both when running the
 * TypeScript sources (src/) and the bundle (dist/server.js).
 */
function findApiRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'drizzle'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the api package folder above ${start}`);
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot(import.meta.dirname);
