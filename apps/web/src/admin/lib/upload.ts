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

function send(path: string, form: FormData, token: string | null, options: UploadOptions): Promise<XhrAnswer> {
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
    xhr.upload.onprogress = (event) => options.onProgress?.(event.lengthComputable ? event.loaded / event.total : null);
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
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
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
  return (body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body) as T;
}

/** A FormData of text fields and files (files under one field name each). */
export function formOf(fields: Record<string, string | number | boolean>, files: Record<string, readonly File[]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [name, list] of Object.entries(files)) for (const file of list) form.append(name, file, file.name);
  return form;
}
