// The messages between the server's main thread (pglite-remote.ts) and the database thread
// (pglite-thread.ts). Only data crosses: rows, fields, errors as plain fields, dumps as bytes.
/** PGlite's dumpDataDir compression. */
export type DumpCompression = 'none' | 'gzip' | 'auto';

export interface ThreadOptions {
  dataDir?: string;
  /** A dumped data dir to start from (tests copy one migrated template this way). */
  loadDataDir?: ArrayBuffer;
}

export type Request =
  | {
      id: number;
      op: 'query';
      text: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Column types the caller parses itself: sent as text. */
      textTypes: number[];
      tx?: number;
    }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump'; compression?: DumpCompression }
  | { id: number; op: 'close' };

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };

/** An error as plain data: its message and name, and its own plain fields (PostgreSQL's code, detail…). */
export type ErrorFields = Record<string, string | number | boolean | undefined>;

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value as string | number | boolean;
  }
  return fields;
}

/** The error again on the main thread, with the same fields (callers read `code`, as from PGlite's own). */
export function errorFrom(fields: ErrorFields): Error {
  const error = new Error(String(fields.message ?? 'database thread error'));
  Object.assign(error, fields);
  return error;
}
