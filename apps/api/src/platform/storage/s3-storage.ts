import type { Readable } from 'node:stream';
import type { GetObjectCommandOutput, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { checkKey, UPLOADS_PREFIX, type ObjectStorage } from './object-storage.ts';

/** What a read of an object answers: the object (or the asked range of it), or why there is none. */
export type ObjectRead =
  { status: 200 | 206; object: GetObjectCommandOutput & { Body: Readable } } | { status: 304 | 404 | 416 };

/** The conditions and range a browser sent, passed on to the store as they are. */
export interface ReadConditions {
  range?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

// Stored files never change under their name (content-addressed, docs/decisions/039-object-storage.md).
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Parts of a streamed upload: S3's smallest (5 MiB), so a video upload holds little memory. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible store through the AWS SDK v3. The bucket may (and should) stay private: the
 * API streams /uploads/… from it (platform/storage/serve-uploads.ts) and reads invoices for their
 * authorised downloads.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3';
  readonly client: S3Client;
  private readonly bucket: string;

  /**
   * The SDK is loaded here, only when S3_BUCKET is set: it costs about 33 MiB of memory and 0.3 s at start
   * (measured on Node 24), which a shop on the local disk should not pay.
   */
  static async open(settings: S3Settings): Promise<S3Storage> {
    const [sdk, lib] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
    return new S3Storage(settings, sdk, lib);
  }

  private constructor(
    settings: S3Settings,
    private readonly sdk: typeof import('@aws-sdk/client-s3'),
    private readonly lib: typeof import('@aws-sdk/lib-storage'),
  ) {
    this.bucket = settings.bucket;
    this.client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where an operation requires them: several S3-compatible stores refuse the
      // CRC32 trailers the SDK adds by default since 3.729.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: data,
        ContentType: contentType,
        CacheControl: cacheControlOf(key),
      }),
    );
  }

  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    // A multipart upload that fails is aborted by lib-storage (leavePartsOnError is off): no object, no parts.
    const upload = new this.lib.Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControlOf(key),
      },
      partSize: PART_BYTES,
      queueSize: 2,
    });
    await upload.done();
  }

  async get(key: string): Promise<Readable | null> {
    const read = await this.read(key);
    return read.status === 200 ? read.object.Body : null;
  }

  /** The object with the browser's range and conditions applied by the store itself. */
  async read(key: string, conditions: ReadConditions = {}): Promise<ObjectRead> {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          Range: conditions.range,
          IfNoneMatch: conditions.ifNoneMatch,
          IfModifiedSince: conditions.ifModifiedSince,
        }),
      );
      const status = object.ContentRange ? 206 : 200;
      return { status, object: object as GetObjectCommandOutput & { Body: Readable } };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304 || status === 404 || status === 416) return { status };
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/** Public files are immutable under their names; private ones (invoices) are never marked public. */
const cacheControlOf = (key: string) =>
  key.startsWith(UPLOADS_PREFIX) ? CACHE_CONTROL : 'private, no-store';

/** The store's HTTP status behind an SDK error (a 304 comes as an unnamed service error). */
const statusOf = (error: unknown): number | undefined =>
  (error as Partial<S3ServiceException> | null)?.$metadata?.httpStatusCode;
