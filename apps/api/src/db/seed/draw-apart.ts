import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { StorageSettings } from '../../platform/storage/index.ts';
import type { DemoPictures } from './pictures.ts';

export interface DrawRequest {
  /** Where the pictures go: the process opens the shop's own file store (the disk, or S3). */
  storage: StorageSettings;
  productIds: readonly string[];
  /** Reuse pictures drawn by earlier test runs (picture-cache.ts); tests only. */
  cached: boolean;
}

export type DrawReply = { ok: true; pictures: DemoPictures } | { ok: false; error: string };

// Source (tests, `npm run dev`) or bundle (dist/): the process's entry sits beside this module either way.
const SOURCE = import.meta.url.endsWith('.ts');
const ENTRY = new URL(SOURCE ? './seed-pictures.ts' : './seed-pictures.js', import.meta.url);

/**
 * Draws the demo shop's pictures (pictures.ts) in a child process that ends when they are stored. Drawing
 * and encoding a few hundred pictures leaves hundreds of megabytes with the memory allocator of the process
 * that did it, which the server would otherwise hold for its whole life (docs/decisions/036-memory-at-rest.md).
 */
export function drawDemoPicturesApart(request: DrawRequest): Promise<DemoPictures> {
  // The TypeScript source runs through tsx's loader, as in `npm run dev`; the bundle is plain JavaScript.
  const execArgv = SOURCE
    ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
    : [];
  const child = fork(ENTRY, [], {
    execArgv,
    // Structured clone: the answer's Maps arrive as Maps.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<DemoPictures>((resolve, reject) => {
    let answered = false;
    child.once('message', (message: DrawReply) => {
      answered = true;
      if (message.ok) resolve(message.pictures);
      else reject(new Error(`drawing the demo pictures failed: ${message.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!answered)
        reject(
          new Error(`the demo picture process stopped before answering (${signal ?? `exit code ${code}`})`),
        );
    });
    child.send(request);
  });
}
