// The embedded database's own thread: it owns the PGlite instance and answers the messages of
// pglite-remote.ts. PGlite runs PostgreSQL (WebAssembly) on the thread that calls it; here, that work no
// longer holds up the HTTP work of the server's main thread, which runs beside it on another core.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Reply, Request, ThreadOptions } from './pglite-messages.ts';
import { errorFields } from './pglite-messages.ts';

const port = parentPort!;
const options = workerData as ThreadOptions;

/** Column types whose text the caller parses itself (its own parsers): passed on unparsed. */
const keepText = (types: number[]) => Object.fromEntries(types.map((oid) => [oid, (text: string) => text]));

/** A transaction held open for the main thread; `end` finishes it (commit or rollback). */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean, id: number): void;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
const ROLLBACK = Symbol('rollback');

const send = (reply: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);
const fail = (id: number, error: unknown) => send({ id, ok: false, error: errorFields(error) });

// Memory (docs/decisions/036-memory-at-rest.md). V8 tiers hot WebAssembly functions up to its optimising
// compiler; for one of PostgreSQL's functions that compilation alone takes about 600 MiB for seconds, and
// the allocator keeps much of it afterwards. The tier-up is off: the baseline code costs this thread
// 10-35 % more time per statement, measured in the decision. V8 reads the flags when PGlite.create
// compiles the module.
v8.setFlagsFromString('--no-wasm-tier-up');
v8.setFlagsFromString('--no-wasm-dynamic-tiering');

/**
 * PostgreSQL's buffer cache lives in PGlite's WebAssembly memory, which never shrinks. initdb writes
 * 128 MB into postgresql.conf, sized for a server of its own; the shop's whole database is a few tens of
 * megabytes and the operating system caches the files beneath it.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

try {
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  port.on('message', (request: Request) => void handle(pg, request));
  send({ id: 0, ok: true, value: null });
} catch (error) {
  fail(0, error);
}

/** The session a statement runs in: its transaction's, or PGlite's own (which waits for open transactions). */
function sessionOf(pg: PGlite, tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function handle(pg: PGlite, request: Request): Promise<void> {
  const { id } = request;
  try {
    switch (request.op) {
      case 'query': {
        const result: Results = await sessionOf(pg, request.tx).query(request.text, request.params, {
          rowMode: request.rowMode,
          parsers: keepText(request.textTypes),
        });
        return send({
          id,
          ok: true,
          value: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
        });
      }
      case 'exec': {
        const results = await sessionOf(pg, request.tx).exec(request.text);
        return send({
          id,
          ok: true,
          value: results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows })),
        });
      }
      case 'begin':
        return begin(pg, id);
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`transaction ${request.tx} is not open`);
        return open.end(request.commit, id);
      }
      case 'dump': {
        const dump = await (await pg.dumpDataDir(request.compression)).arrayBuffer();
        return send({ id, ok: true, value: dump }, [dump]);
      }
      case 'close':
        await pg.close();
        return send({ id, ok: true, value: null });
    }
  } catch (error) {
    fail(id, error);
  }
}

/**
 * Opens a transaction and holds it until the main thread ends it. PGlite's transaction lock is held
 * all along, so statements from outside the transaction wait, as they do when PGlite runs in-thread.
 */
function begin(pg: PGlite, id: number): void {
  const tx = nextTransaction++;
  let endId = id;
  pg.transaction(async (handle) => {
    const commit = await new Promise<boolean>((resolve) => {
      transactions.set(tx, {
        tx: handle,
        end: (commit, requestId) => {
          endId = requestId;
          resolve(commit);
        },
      });
      send({ id, ok: true, value: tx });
    });
    // Throwing makes PGlite roll back (and rethrow, caught below); returning commits.
    if (!commit) throw ROLLBACK;
  })
    .then(
      () => send({ id: endId, ok: true, value: null }),
      (error: unknown) =>
        error === ROLLBACK ? send({ id: endId, ok: true, value: null }) : fail(endId, error),
    )
    .finally(() => transactions.delete(tx));
}
