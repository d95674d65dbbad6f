import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');

export interface StartedServer {
  url: string;
  port: number;
  logFile: string;
  stop: () => Promise<void>;
}

/** The preferred port when it is free, else any free port the system hands out. */
export async function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(undefined));
      srv.listen(port, '127.0.0.1', () => {
        const address = srv.address();
        const got = typeof address === 'object' && address ? address.port : undefined;
        srv.close(() => resolve(got));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0))!;
}

/**
 * Starts the built server (`node apps/api/dist/server.js`) on a fresh data dir and waits until it answers.
 * The demo seed runs before it listens, so the first start may take a minute.
 */
export async function startBuiltServer(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<StartedServer> {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${SERVER_ENTRY} is missing: build first (npm run build; npm run test:e2e builds for you).`,
    );
  }
  if (!fs.existsSync(WEB_INDEX)) {
    throw new Error(`${WEB_INDEX} is missing: build the web app first (npm run build).`);
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const logFile = path.join(options.dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const url = `http://127.0.0.1:${options.port}`;

  // Never let a developer's own database or Redis leak into the journeys' server.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.REDIS_URL;
  delete inherited.SMTP_URL;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);

  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `exited with ${signal ?? code}`));

  const deadline = Date.now() + (options.timeoutMs ?? Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 600_000));
  for (;;) {
    if (exited) throw new Error(`The e2e server ${exited} before answering.\n${tail(logFile)}`);
    // Our own server's banner first: another run's server on the same port would answer too.
    if (started(logFile) && (await answers(url))) break;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`The e2e server did not answer on ${url} in time.\n${tail(logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, port: options.port, logFile, stop: () => stopChild(child) };
}

/** The banner server.ts prints once it listens (whatever LOG_LEVEL says). */
function started(logFile: string): boolean {
  try {
    return fs.readFileSync(logFile, 'utf8').includes('Kehribar is running on');
  } catch {
    return false;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/docs/json`, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}
