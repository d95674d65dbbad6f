import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import {
  errorFrom,
  type DumpCompression,
  type Reply,
  type Request,
  type ThreadOptions,
} from './pglite-messages.ts';

type Parser = (text: string, typeId: number) => unknown;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
}
type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;

/** What Drizzle's PGlite driver and our client call on a session: a statement, several, or a transaction. */
export interface RemoteSession {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

export interface RemoteTransaction extends RemoteSession {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

// Source (tests, `npm run dev`) or bundle (dist/): the thread's entry sits beside this module either way.
const SOURCE = import.meta.url.endsWith('.ts');
const THREAD_URL = new URL(SOURCE ? './pglite-thread.ts' : './pglite-thread.js', import.meta.url);

/**
 * PGlite in its own thread (pglite-thread.ts), offering what Drizzle's PGlite driver uses of a PGlite
 * client: `query`, `exec` and `transaction`. A transaction is held open in that thread until its
 * callback here settles, and statements from outside it wait, as they would in one PGlite session.
 */
export class PGliteRemote implements RemoteSession {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  /** Set once the thread has stopped: every later call fails with it. */
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(errorFrom(reply.error));
    });
    // A thread that dies (out of memory, a WebAssembly abort) fails everything waiting on it.
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const waiting of this.pending.values()) waiting.reject(this.stopped);
      this.pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));
  }

  static async start(options: ThreadOptions): Promise<PGliteRemote> {
    const settings = { workerData: options, transferList: options.loadDataDir ? [options.loadDataDir] : [] };
    // The bundle is plain JavaScript. The TypeScript source (tests, `npm run dev`) is loaded through tsx's
    // API: on Node 20 a worker's entry module is resolved before `--import tsx` could register its loader.
    const url = JSON.stringify(THREAD_URL.href);
    const worker = SOURCE
      ? new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${url}, ${url}))`, {
          ...settings,
          eval: true,
        })
      : new Worker(THREAD_URL, settings);
    const remote = new PGliteRemote(worker);
    // The thread answers id 0 once PGlite is open (or with the reason it could not open it).
    await new Promise((resolve, reject) => remote.pending.set(0, { resolve, reject }));
    return remote;
  }

  private call<T>(request: Distribute<Request>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  query<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    tx?: number,
  ): Promise<Results<T>> {
    const parsers = options.parsers ?? {};
    const textTypes = Object.keys(parsers).map(Number);
    const result = this.call<Results<T>>({
      op: 'query',
      text,
      params,
      rowMode: options.rowMode,
      textTypes,
      tx,
    });
    return textTypes.length ? result.then((r) => parseColumns(r, parsers, options.rowMode)) : result;
  }

  exec(text: string, tx?: number): Promise<Results[]> {
    return this.call<Results[]>({ op: 'exec', text, tx });
  }

  /** Runs `callback` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: RemoteTransaction = {
      query: (text, params, options) => (open(), this.query(text, params, options, id)),
      exec: (text) => (open(), this.exec(text, id)),
      rollback: async () => {
        open();
        closed = true;
        await this.call({ op: 'end', tx: id, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'end', tx: id, commit: false });
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: 'end', tx: id, commit: true });
    }
    return result;
  }

  async dumpDataDir(compression?: DumpCompression): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump', compression })]);
  }

  /** The dump's bytes as the thread sent them: no Blob copy, for a dump as large as the database (backups). */
  dumpDataDirBytes(compression?: DumpCompression): Promise<ArrayBuffer> {
    return this.call<ArrayBuffer>({ op: 'dump', compression });
  }

  async close(): Promise<void> {
    if (!this.stopped) await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}

/** Applies the caller's own parsers to the columns of their types (the thread sent those as text). */
function parseColumns<T>(
  result: Results<T>,
  parsers: Record<number, Parser>,
  rowMode: QueryOptions['rowMode'],
): Results<T> {
  const columns = result.fields
    .map((field, index) => ({
      index,
      name: field.name,
      parse: parsers[field.dataTypeID],
      typeId: field.dataTypeID,
    }))
    .filter((c) => c.parse);
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const c of columns) {
      const key = rowMode === 'array' ? c.index : c.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = c.parse!(value as string, c.typeId);
    }
  }
  return result;
}
