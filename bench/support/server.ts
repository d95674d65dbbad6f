import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface Child {
  url: string;
  pid: number;
  /** Resident memory of the process in MiB (Linux /proc). */
  rssMiB(): number | undefined;
  /**
   * Time the process's threads have run or waited to run, in seconds (Linux /proc): on a machine with
   * more work than cores a busy server waits for a core as much as it runs, and both mean "not done".
   */
  busySeconds(): number | undefined;
  /** Time the process's threads have run on a core, in seconds (Linux /proc): its CPU, whatever the load. */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

/** Whether the server at `url` is ready; throws (or answers false) while it is not. */
export type Probe = (url: string) => Promise<boolean>;

/** A probe that is satisfied by any answer on `path` (the server listens only once it is ready). */
export const anyAnswerOn =
  (probePath: string): Probe =>
  async (url) => {
    const res = await fetch(url + probePath, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return true;
  };

/** How often a starting server is asked whether it is ready: the start times are this fine. */
const PROBE_INTERVAL_MS = 100;

/** Spawns a server process and waits until `probe` says it is ready. */
export async function spawnServer(options: {
  command: string;
  args: string[];
  env: Record<string, string | undefined>;
  port: number;
  probe: Probe;
  logFile: string;
  timeoutMs: number;
}): Promise<Child> {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(options.command, options.args, {
    cwd: REPO_ROOT,
    env: options.env as NodeJS.ProcessEnv,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `exited with ${signal ?? code}`));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${options.args.join(' ')} ${exited}:\n${tail(options.logFile)}`);
    try {
      if (await options.probe(url)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`${options.args.join(' ')} did not answer in time:\n${tail(options.logFile)}`);
    }
    await new Promise((r) => setTimeout(r, PROBE_INTERVAL_MS));
  }
  return {
    url,
    pid: child.pid!,
    rssMiB: () => rssMiB(child.pid!),
    busySeconds: () => busySeconds(child.pid!),
    cpuSeconds: () => runningSeconds(child.pid!),
    stop: () => stop(child),
  };
}

function rssMiB(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function busySeconds(pid: number): number | undefined {
  return schedstatSeconds(pid, true) ?? cpuSeconds(pid);
}

function runningSeconds(pid: number): number | undefined {
  return schedstatSeconds(pid, false) ?? cpuSeconds(pid);
}

/** The threads' time on a core (and waiting for one, with `waiting`) from schedstat, in seconds. */
function schedstatSeconds(pid: number, waiting: boolean): number | undefined {
  try {
    // Per thread: nanoseconds on a core, nanoseconds waiting for one, time slices.
    let nanoseconds = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        const [ran, waited] = fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ');
        nanoseconds += Number(ran) + (waiting ? Number(waited) : 0);
      } catch {
        // the thread has just ended
      }
    }
    return nanoseconds / 1e9;
  } catch {
    return undefined;
  }
}

/** CPU time of the process, for kernels without schedstat. */
function cpuSeconds(pid: number): number | undefined {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Running or waiting for a core less than this share of the time, the server counts as idle. */
const IDLE_BUSY_SHARE = 0.1;
const IDLE_SAMPLE_MS = 250;

/**
 * Waits until the server has finished what earlier load left it (autocannon stops at its deadline, but
 * the server still answers the requests it had accepted: slow page renders would otherwise weigh on the
 * next measurement). Gives up after maxSeconds; answers how long it waited.
 */
export async function waitIdle(server: Child, maxSeconds = 30): Promise<number> {
  const started = Date.now();
  let before = server.busySeconds();
  while (before !== undefined && Date.now() - started < maxSeconds * 1000) {
    await new Promise((r) => setTimeout(r, IDLE_SAMPLE_MS));
    const now = server.busySeconds();
    if (now === undefined || now - before < (IDLE_BUSY_SHARE * IDLE_SAMPLE_MS) / 1000) break;
    before = now;
  }
  return (Date.now() - started) / 1000;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
