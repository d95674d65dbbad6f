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
  stop(): Promise<void>;
}

/** Spawns a server process and waits until `probe` answers on its port. */
export async function spawnServer(options: {
  command: string;
  args: string[];
  env: Record<string, string | undefined>;
  port: number;
  probe: string;
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
      const res = await fetch(url + options.probe, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`${options.args.join(' ')} did not answer in time:\n${tail(options.logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, pid: child.pid!, rssMiB: () => rssMiB(child.pid!), stop: () => stop(child) };
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
