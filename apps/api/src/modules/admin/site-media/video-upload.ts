import { randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { fill, MESSAGES } from '../../../platform/messages.ts';
import { contentTypeOf, UPLOADS_PREFIX, type ObjectStorage } from '../../../platform/storage/index.ts';
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
  /** Its key in the shop's storage. */
  key: string;
}

/**
 * Streams the form's `videoFile` into the shop's storage (videos are too large to hold in memory),
 * having checked its magic bytes first, and stopping at the size limit. A non-video is 415, a video over
 * the limit 413, and nothing is left in the storage for either.
 */
export async function receiveVideo(
  request: FastifyRequest,
  storage: ObjectStorage,
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
      saved = await saveVideo(part, storage, maxBytes);
    }
  } catch (error) {
    if (saved) await storage.delete(saved.key);
    throw multipartError(error, limits);
  }
  if (!saved) throw badRequest(MESSAGES.noFileChosen);
  return saved;
}

/**
 * The stream's first `bytes` bytes (fewer if it ends first), and the whole stream again from its start:
 * the same stream with the head put back, or, when it has already ended, a stream of the head alone.
 */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = true;
  for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= bytes) {
      ended = false;
      break;
    }
  }
  const head = Buffer.concat(chunks);
  if (ended) return { head, whole: Readable.from([head]) };
  stream.unshift(head);
  return { head, whole: stream };
}

async function saveVideo(
  part: MultipartFile,
  storage: ObjectStorage,
  maxBytes: number,
): Promise<SavedVideo | null> {
  const { head, whole } = await peek(part.file, HEAD_BYTES);
  // An empty part without a name is a form sent with no file chosen.
  if (head.length === 0 && !part.filename) {
    whole.resume();
    return null;
  }
  const kind = sniffVideo(head);
  if (!kind) {
    // A non-video is read to its end without being stored, so a browser still sending it gets the 415
    // answer rather than a reset connection.
    await pipeline(whole, new Writable({ write: (_chunk, _encoding, callback) => callback() }));
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA',
      fill(MESSAGES.notAVideo, { name: part.filename || 'videoFile' }),
    );
  }
  const key = `${UPLOADS_PREFIX}videos/${randomUUID()}.${kind.ext}`;
  await storage.putStream(key, whole, contentTypeOf(key));
  if (part.file.truncated) {
    await storage.delete(key);
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      fill(MESSAGES.fileTooLarge, { mb: Math.round(maxBytes / (1024 * 1024)) }),
    );
  }
  return { url: `/${key}`, key };
}
