import type { Config } from '../../config.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3Storage } from './s3-storage.ts';

export * from './object-storage.ts';
export { LocalDiskStorage } from './local-disk-storage.ts';
export { S3Storage } from './s3-storage.ts';

/** What the file store is built from: a process of the shop's own (the seed's pictures) gets these too. */
export type StorageSettings = Pick<Config, 'uploadsDir' | 'invoicesDir' | 's3'>;

/** The shop's file store: S3 when S3_BUCKET is set, else DATA_DIR on the local disk (decision 039). */
export async function createStorage(config: StorageSettings): Promise<ObjectStorage> {
  return config.s3 ? S3Storage.open(config.s3) : new LocalDiskStorage(config);
}
