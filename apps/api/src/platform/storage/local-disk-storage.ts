import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, INVOICES_PREFIX, UPLOADS_PREFIX, type ObjectStorage } from './object-storage.ts';

interface Area {
  prefix: string;
  dir: string;
  /** Files readable by the shop's own user only (invoices). */
  private: boolean;
}

/**
 * The files on the local disk, where they have always been: uploads in DATA_DIR/uploads (served by
 * @fastify/static), invoices in DATA_DIR/invoices, beside (not inside) the uploads. Several processes
 * share them only by sharing DATA_DIR (docs/deployment.md).
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local-disk';
  private readonly areas: Area[];

  constructor(dirs: { uploadsDir: string; invoicesDir: string }) {
    this.areas = [
      { prefix: UPLOADS_PREFIX, dir: path.resolve(dirs.uploadsDir), private: false },
      { prefix: INVOICES_PREFIX, dir: path.resolve(dirs.invoicesDir), private: true },
    ];
  }

  async put(key: string, data: Buffer): Promise<void> {
    const { file, area } = this.locate(key);
    await this.write(file, area, async (temp) => fsp.writeFile(temp, data, { mode: this.mode(area) }));
  }

  async putStream(key: string, body: Readable): Promise<void> {
    const { file, area } = this.locate(key);
    await this.write(file, area, async (temp) => {
      // Opened before the body flows: a write stream opens its file in the background, so a stream that
      // fails at once could otherwise create the file after the clean-up had run.
      const handle = await fsp.open(temp, 'w', this.mode(area));
      await pipeline(body, handle.createWriteStream());
    });
  }

  async get(key: string): Promise<Readable | null> {
    const { file } = this.locate(key);
    try {
      const handle = await fsp.open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.locate(key).file, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return fs.existsSync(this.locate(key).file);
  }

  private locate(key: string): { file: string; area: Area } {
    checkKey(key);
    const area = this.areas.find((a) => key.startsWith(a.prefix));
    if (!area) throw new Error(`storage key outside the shop's folders: ${key}`);
    return { file: path.join(area.dir, ...key.slice(area.prefix.length).split('/')), area };
  }

  private mode = (area: Area) => (area.private ? 0o600 : 0o644);

  /** Written aside and renamed into place, so a reader (or a crash) never sees half a file. */
  private async write(file: string, area: Area, fill: (temp: string) => Promise<unknown>): Promise<void> {
    await fsp.mkdir(path.dirname(file), { recursive: true, ...(area.private ? { mode: 0o700 } : {}) });
    const temp = path.join(path.dirname(file), `.${randomUUID()}.part`);
    try {
      await fill(temp);
      await fsp.rename(temp, file);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }
}
