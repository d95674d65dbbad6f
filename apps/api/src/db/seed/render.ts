import type { OutputInfo } from 'sharp';
import { loadSharp } from '../../platform/sharp.ts';
import { type BackdropName, renderBackdrop } from './scenes/backdrops.ts';
import type { Scene } from './scenes/compose.ts';

/**
 * Turns scenes into pictures: the textured backdrop of each size is rendered once and every
 * scene is laid over it.
 */
export class SceneRenderer {
  private readonly backdrops = new Map<string, Promise<Raw>>();

  /**
   * A smaller picture of the same shape reuses a larger backdrop, resized: category pictures
   * (720 px) share the products' (1080 px) surfaces.
   */
  private backdrop(name: BackdropName, width: number, height: number): Promise<Raw> {
    const key = `${name}:${width}x${height}`;
    let found = this.backdrops.get(key);
    if (!found) {
      const larger = [...this.backdrops.keys()]
        .map((k) => k.match(/^(.+):(\d+)x(\d+)$/)!)
        .find(
          ([, n, w, h]) =>
            n === name && Number(w) > width && Math.abs(Number(w) / Number(h) - width / height) < 0.01,
        );
      found = larger
        ? this.backdrops.get(larger[0])!.then(async (big) => {
            const sharp = await loadSharp();
            const out = await sharp(big.data, { raw: rawOf(big) })
              .resize(width, height)
              .raw()
              .toBuffer({ resolveWithObject: true });
            return out;
          })
        : renderBackdrop(name, width, height);
      this.backdrops.set(key, found);
    }
    return found;
  }

  /** The finished picture as a PNG, stored without compression: it is decoded again at once. */
  async render(scene: Scene, width: number, height: number): Promise<Buffer> {
    const bg = await this.backdrop(scene.backdrop, width, height);
    const sharp = await loadSharp();
    return sharp(bg.data, { raw: rawOf(bg) })
      .composite([{ input: Buffer.from(scene.svg) }])
      .removeAlpha()
      .png({ compressionLevel: 0, adaptiveFiltering: false })
      .toBuffer();
  }
}

type Raw = { data: Buffer; info: OutputInfo };
const rawOf = (r: Raw) => ({ width: r.info.width, height: r.info.height, channels: r.info.channels });

/** Runs the tasks with at most `limit` in flight; results keep the tasks' order. */
export async function inBatches<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
