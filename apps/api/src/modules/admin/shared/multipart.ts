import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { z } from 'zod';
import { ADMIN_UPLOAD_MAX_FILES } from '@kehribar/contracts';
import { AppError, badRequest, invalidInput } from '../../../platform/errors.ts';
import { safeParseLocalized } from '../../../platform/validation.ts';
import { fill, MESSAGES } from '../../../platform/messages.ts';
import { nulRefusal } from '../../../platform/input-guard.ts';

export interface UploadedFile {
  /** The form field, as the route names it (e.g. 'files', 'ModelImages'). */
  field: string;
  fileName: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Text fields by lower-cased name (the legacy .NET client's names are matched case-insensitively). */
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface ReadOptions {
  /** File fields the route takes; a file in any other field is refused. */
  fileFields: readonly string[];
  maxFileBytes: number;
  maxFiles?: number;
}

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The file-part field as the route spells it, or undefined. */
export function matchField(name: string, fileFields: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  return fileFields.find((f) => f.toLowerCase() === wanted);
}

/**
 * Turns @fastify/multipart's and busboy's failures into the API's answers: a file over the size limit
 * is 413 with the limit in megabytes, too many files 400, a body that is not multipart 415, and a
 * malformed or cut-off body 400 (never a 500).
 */
export function multipartError(error: unknown, limits: { maxFileBytes: number; maxFiles: number }): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        fill(MESSAGES.fileTooLarge, { mb: mb(limits.maxFileBytes) }),
      );
    case 'FST_FILES_LIMIT':
      return badRequest(fill(MESSAGES.tooManyFiles, { max: limits.maxFiles }));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA', MESSAGES.notMultipart);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest();
  }
  // busboy's own parse errors ('Unexpected end of form', 'Malformed part header' …) are plain Errors.
  if (
    error instanceof Error &&
    !(error as { statusCode?: number }).statusCode &&
    /form|part|multipart|boundary/i.test(error.message)
  ) {
    return badRequest();
  }
  return error;
}

/** The multipart iterator with this call's limits; a non-multipart body is refused before parsing. */
export function partsOf(
  request: FastifyRequest,
  limits: { maxFileBytes: number; maxFiles: number },
): AsyncIterableIterator<Multipart> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA', MESSAGES.notMultipart);
  return request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles } });
}

/**
 * Reads a whole multipart body into memory: the text fields and every file (pictures only; videos
 * are streamed to disk by video-upload.ts). An empty file part without a name is what a browser sends
 * when no file was chosen, so it is skipped rather than treated as a broken picture.
 */
export async function readMultipart(request: FastifyRequest, options: ReadOptions): Promise<MultipartForm> {
  const limits = { maxFileBytes: options.maxFileBytes, maxFiles: options.maxFiles ?? ADMIN_UPLOAD_MAX_FILES };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of partsOf(request, limits)) {
      if (part.type === 'field') {
        fields[part.fieldname.toLowerCase()] = String(part.value ?? '');
        continue;
      }
      const field = matchField(part.fieldname, options.fileFields);
      if (!field) throw badRequest(fill(MESSAGES.unexpectedFileField, { field: part.fieldname }));
      const data = await part.toBuffer();
      if (data.length === 0 && !part.filename) continue;
      files.push({ field, fileName: part.filename || field, data });
    }
  } catch (error) {
    throw multipartError(error, limits);
  }
  request.auditUpload = {
    fields,
    files: files.map((f) => ({ field: f.field, name: f.fileName, bytes: f.data.length })),
  };
  return { fields, files };
}

/**
 * Validates multipart text fields with a contracts schema. Fields are looked up case-insensitively by
 * the schema's keys ('AboutUsDTO.Id' matches 'aboutusdto.id'); a failure is a 400 naming the field.
 */
export function parseFields<S extends z.ZodObject>(schema: S, fields: Record<string, string>): z.output<S> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = fields[key.toLowerCase()];
    if (value?.includes('\u0000')) throw nulRefusal(`body.${key}`);
    if (value !== undefined) input[key] = value;
  }
  const parsed = safeParseLocalized(schema, input);
  if (parsed.success) return parsed.data;
  throw invalidInput(
    parsed.issues.map((i) => ({ path: `body.${i.path.map(String).join('.')}`, text: i.text })),
  );
}

/** The files of one field, at least one (else 400 'choose a file'). */
export function requireFiles(form: MultipartForm, field: string): UploadedFile[] {
  const files = form.files.filter((f) => f.field === field);
  if (files.length === 0) throw badRequest(MESSAGES.noFileChosen);
  return files;
}

/** The one file of a single-picture field (main photo, cover image …). */
export function requireOneFile(form: MultipartForm, field: string): UploadedFile {
  const files = requireFiles(form, field);
  if (files.length > 1) throw badRequest(MESSAGES.onlyOneFile);
  return files[0]!;
}
