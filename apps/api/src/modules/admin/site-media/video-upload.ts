import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { fill, MESSAGES } from '../../../platform/messages.ts';
import { matchField, multipartError, partsOf } from '../shared/multipart.ts';

export interface VideoKind {
  ext: 'mp4' | 'webm';
}

/** Bytes read before deciding; an MP4 ftyp box or a WebM EBML header fits well within. */
const HEAD_BYTES = 256;
/** ISO-BMFF brands of MP4 video. HEIF/AVIF pictures and QuickTime files are ISO-BMFF too, but not MP4. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
]);
const NOT_MP4_MAJOR = new Set(['heic', 'heix', 'mif1', 'msf1', 'avif', 'avis', 'qt  ']);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const EBML_DOCTYPE_ID = Buffer.from([0x42, 0x82]);

/**
 * What the first bytes of a file say it is, whatever its name or declared type: MP4 (an ftyp box with
 * an MP4 brand) or WebM (an EBML header whose DocType is 'webm', not another Matroska file); else null.
 */
export function sniffVideo(head: Buffer): VideoKind | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(head.readUInt32BE(0), head.length);
    const major = head.toString('latin1', 8, 12);
    const brands = [major];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(head.toString('latin1', i, i + 4));
    if (!NOT_MP4_MAJOR.has(major) && brands.some((b) => MP4_BRANDS.has(b))) return { ext: 'mp4' };
    return null;
  }
  if (head.subarray(0, 4).equals(EBML_MAGIC)) {
    const at = head.indexOf(EBML_DOCTYPE_ID, 4);
    // The DocType element: its id, a one-byte size (0x80 | length), then the text.
    if (at > 0 && at + 3 <= head.length) {
      const size = head[at + 2]! & 0x7f;
      if (head.toString('latin1', at + 3, at + 3 + size) === 'webm') return { ext: 'webm' };
    }
  }
  return null;
}

export interface SavedVideo {
  /** /uploads/videos/<uuid>.mp4|webm */
  url: string;
  file: string;
}

/**
 * Streams the form's `videoFile` to disk (videos are too large to hold in memory), checking the
 * magic bytes as they arrive and stopping at the size limit. A non-video is 415, a video over the
 * limit 413, and nothing is left on disk for either.
 */
export async function receiveVideo(
  request: FastifyRequest,
  uploadsDir: string,
  maxBytes: number,
): Promise<SavedVideo> {
  const limits = { maxFileBytes: maxBytes, maxFiles: 1 };
  let saved: SavedVideo | null = null;
  try {
    for await (const part of partsOf(request, limits)) {
      if (part.type === 'field') continue;
      if (!matchField(part.fieldname, ['videoFile'])) {
        throw badRequest(fill(MESSAGES.unexpectedFileField, { field: part.fieldname }));
      }
      saved = await saveVideo(part, uploadsDir, maxBytes);
    }
  } catch (error) {
    if (saved) await fs.rm(saved.file, { force: true });
    throw multipartError(error, limits);
  }
  if (!saved) throw badRequest(MESSAGES.noFileChosen);
  return saved;
}

async function saveVideo(
  part: MultipartFile,
  uploadsDir: string,
  maxBytes: number,
): Promise<SavedVideo | null> {
  const dir = path.join(uploadsDir, 'videos');
  await fs.mkdir(dir, { recursive: true });
  const id = randomUUID();
  const partial = path.join(dir, `.${id}.part`);
  const notVideo = () =>
    new AppError(415, 'UNSUPPORTED_MEDIA', fill(MESSAGES.notAVideo, { name: part.filename || 'videoFile' }));

  let head = Buffer.alloc(0);
  let kind: VideoKind | null | undefined;
  const sniff = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (kind === undefined) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= HEAD_BYTES) kind = sniffVideo(head);
      }
      // A non-video is read to its end without being written, so a browser still sending it gets
      // the 415 answer rather than a reset connection.
      if (kind === null) return callback();
      callback(null, chunk);
    },
    flush(callback) {
      // An empty part without a name is a form sent with no file chosen.
      if (kind === undefined && head.length === 0 && !part.filename) return callback();
      if (kind === undefined) kind = sniffVideo(head);
      callback(kind ? null : notVideo());
    },
  });

  // The file is opened before the upload streams into it: a write stream opens its file in the background,
  // so a part refused at once (not a video) could create the file after the clean-up below had run.
  const out = await fs.open(partial, 'w');
  try {
    await pipeline(part.file, sniff, out.createWriteStream());
    if (part.file.truncated) {
      throw new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        fill(MESSAGES.fileTooLarge, { mb: Math.round(maxBytes / (1024 * 1024)) }),
      );
    }
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  if (!kind) {
    await fs.rm(partial, { force: true });
    return null;
  }
  const file = path.join(dir, `${id}.${kind.ext}`);
  await fs.rename(partial, file);
  return { url: `/uploads/videos/${id}.${kind.ext}`, file };
}
