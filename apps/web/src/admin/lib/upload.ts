import type { Endpoint, RouteResponse } from '@kehribar/contracts/plain';
import { apiErrorFrom, ApiError } from '../../shared/api/api-error.ts';
import { tokens } from '../../shared/api/client.ts';
import { getCurrency } from '../../shared/currency/currency.ts';
import { getLanguage } from '../../shared/i18n/language.ts';
import { storage } from '../../shared/storage/storage.ts';

/** Upload progress from 0 to 1 (null while the size is unknown). */
export type Progress = (fraction: number | null) => void;

export interface UploadOptions {
  onProgress?: Progress;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  body: unknown;
}

function send(
  path: string,
  form: FormData,
  token: string | null,
  options: UploadOptions,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLanguage());
    xhr.setRequestHeader('Currency', getCurrency());
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      const sessionId = storage.get('sessionId');
      if (sessionId) xhr.setRequestHeader('SessionId', sessionId);
    }
    xhr.upload.onprogress = (event) =>
      options.onProgress?.(event.lengthComputable ? event.loaded / event.total : null);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, 'NETWORK'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * A multipart upload with progress events (XMLHttpRequest; fetch cannot report upload progress), with
 * the same headers as every API call and the same 401 handling (one token recovery and a retry).
 * Answers body.data; throws ApiError with the server's message.
 */
export async function uploadForm<E extends Endpoint & { method: 'POST' }>(
  endpoint: E,
  form: FormData,
  options: UploadOptions = {},
): Promise<RouteResponse<E>> {
  const { path } = endpoint;
  options.onProgress?.(0);
  let token = await tokens.ensureToken().catch(() => null);
  let answer = await send(path, form, token, options);
  if (answer.status === 401) {
    const retry = await tokens.recover(token).catch(() => null);
    if (retry) {
      token = retry;
      answer = await send(path, form, token, options);
    }
  }
  if (answer.status < 200 || answer.status >= 300) throw apiErrorFrom(answer.status, answer.body);
  options.onProgress?.(1);
  const body = answer.body;
  // The answer is the route's data as the server's schema wrote it (the contracts' route table).
  return (
    body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body
  ) as RouteResponse<E>;
}

/** A FormData of text fields and files (files under one field name each). */
export function formOf(
  fields: Record<string, string | number | boolean>,
  files: Record<string, readonly File[]> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [name, list] of Object.entries(files))
    for (const file of list) form.append(name, file, file.name);
  return form;
}

/** Items in runs of at most `size`, in order. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('batch size must be at least 1');
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/**
 * Some batches of an upload went through, then one failed: the pictures of the earlier batches are
 * stored, the failed batch and the rest are not (a batch is stored whole or not at all). `cause` is
 * the failure (an ApiError with the server's message).
 */
export class PartialUploadError<T = File> extends Error {
  constructor(
    readonly uploaded: number,
    readonly total: number,
    /** The files not stored: the failed batch and those after it. */
    readonly remaining: T[],
    cause: unknown,
  ) {
    super(`uploaded ${uploaded} of ${total}`, { cause });
    this.name = 'PartialUploadError';
  }
}

export interface BatchUploadOptions<R> {
  /** The whole upload's progress from 0 to 1 (null while a batch's size is unknown). */
  onProgress?: Progress;
  /** After each stored batch, with its answer and how many files are stored so far. */
  onBatch?: (answer: R, uploaded: number) => void;
}

/**
 * Sends files in batches of `size` (the API's per-call limit), one call after another, and answers the
 * last call's answer. A failure of the first batch is thrown as it is (nothing was stored); a later
 * one as a PartialUploadError that says what was stored and what was not.
 */
export async function uploadInBatches<T, R>(
  files: readonly T[],
  size: number,
  send: (batch: T[], onProgress: Progress) => Promise<R>,
  options: BatchUploadOptions<R> = {},
): Promise<R | undefined> {
  const batches = batchesOf(files, size);
  let answer: R | undefined;
  let uploaded = 0;
  for (const [index, batch] of batches.entries()) {
    const progress: Progress = (fraction) =>
      options.onProgress?.(
        fraction == null && batches.length === 1 ? null : (index + (fraction ?? 0)) / batches.length,
      );
    try {
      answer = await send(batch, progress);
    } catch (error) {
      if (index === 0) throw error;
      throw new PartialUploadError(uploaded, files.length, files.slice(uploaded), error);
    }
    uploaded += batch.length;
    options.onBatch?.(answer, uploaded);
  }
  options.onProgress?.(1);
  return answer;
}
