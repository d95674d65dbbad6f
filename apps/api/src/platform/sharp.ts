import type sharpFunction from 'sharp';

let loaded: Promise<typeof sharpFunction> | undefined;

/**
 * sharp (libvips and its threads) loaded on its first use, not with the server: a running shop needs it
 * only for a back-office upload, and the demo seed draws its pictures in a process of its own, so a
 * server at rest never holds it (about 10 MiB of RSS otherwise; docs/decisions/036-memory-at-rest.md).
 */
export function loadSharp(): Promise<typeof sharpFunction> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
}
