import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { uploadKey, type ObjectStorage } from './object-storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const uploadsDir = path.join(root, 'uploads');
const invoicesDir = path.join(root, 'invoices');
const storage: ObjectStorage = new LocalDiskStorage({ uploadsDir, invoicesDir });
const text = async (stream: Readable | null) =>
  stream ? Buffer.concat(await stream.toArray()).toString() : null;

describe('LocalDiskStorage (no S3_BUCKET: the files stay where they always were)', () => {
  it('keeps uploads under DATA_DIR/uploads and invoices, readable by the shop only, under DATA_DIR/invoices', async () => {
    await storage.put('uploads/products/p1/a-360.webp', Buffer.from('picture'), 'image/webp');
    expect(fs.readFileSync(path.join(uploadsDir, 'products/p1/a-360.webp'), 'utf8')).toBe('picture');
    expect(await text(await storage.get('uploads/products/p1/a-360.webp'))).toBe('picture');

    await storage.put('private/invoices/x.pdf', Buffer.from('%PDF-'), 'application/pdf');
    const file = path.join(invoicesDir, 'x.pdf');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(invoicesDir).mode & 0o777).toBe(0o700);

    expect(await storage.exists('uploads/products/p1/a-360.webp')).toBe(true);
    await storage.delete('uploads/products/p1/a-360.webp');
    await storage.delete('uploads/products/p1/a-360.webp');
    expect(await storage.exists('uploads/products/p1/a-360.webp')).toBe(false);
    expect(await storage.get('uploads/products/p1/a-360.webp')).toBeNull();
  });

  it('leaves nothing behind when a streamed file fails half-way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('first part of a video');
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.putStream('uploads/videos/v.mp4', failing, 'video/mp4')).rejects.toThrow(
      'connection reset',
    );
    expect(fs.readdirSync(path.join(uploadsDir, 'videos'))).toEqual([]);

    await storage.putStream(
      'uploads/videos/w.mp4',
      Readable.from([Buffer.from('a'), Buffer.from('b')]),
      'video/mp4',
    );
    expect(fs.readFileSync(path.join(uploadsDir, 'videos/w.mp4'), 'utf8')).toBe('ab');
  });

  it('refuses a key that leaves its folder or is outside the shop', async () => {
    for (const key of [
      'uploads/../invoices/x.pdf',
      'uploads//x',
      'uploads/.hidden',
      'etc/passwd',
      'uploads',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow();
    }
    expect(uploadKey('/uploads/../private/invoices/x.pdf')).toBeNull();
    expect(uploadKey('https://cdn.example.com/uploads/x.webp')).toBeNull();
    expect(uploadKey('/uploads/banners/b-640.webp')).toBe('uploads/banners/b-640.webp');
  });
});
