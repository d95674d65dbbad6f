import type { Readable } from 'node:stream';

/**
 * Where the shop keeps its files (docs/decisions/039-object-storage.md): the local disk (DATA_DIR) by
 * default, or an S3-compatible store with S3_BUCKET. Keys are paths with '/': public files under
 * `uploads/` (served at /uploads/…), private ones under `private/` (invoices, served only through their
 * authorised downloads).
 */
export interface ObjectStorage {
  readonly kind: 'local-disk' | 's3';
  /** Stores a file whole, replacing any under the same key. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Streams a file of unknown length into the store (a video). Readers never see part of it: on an error
   * (the stream's, or the store's) nothing is left under the key.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; one already gone is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export const UPLOADS_PREFIX = 'uploads/';
export const INVOICES_PREFIX = 'private/invoices/';

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** A key made of plain names (no '..', no empty or hidden segment); anything else is a programming error. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (segments.length < 2 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}

/** The key behind an /uploads/ URL, or null for any other URL or one that is not a plain path. */
export function uploadKey(url: string): string | null {
  if (!url.startsWith('/uploads/')) return null;
  const key = url.slice(1);
  try {
    return checkKey(key);
  } catch {
    return null;
  }
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** The content type a stored file is served with, from its extension. */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
