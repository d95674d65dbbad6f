// pg_dump and pg_restore, the PostgreSQL client's own tools, run as child processes. The connection's
// password goes through the environment (PGPASSWORD), never the command line, which `ps` shows.
import { spawn } from 'node:child_process';
import { childEnvironment } from '../config.ts';
import { OperatorError } from './operator-error.ts';

interface Connection {
  /** The URL without its password, for --dbname. */
  url: string;
  env: NodeJS.ProcessEnv;
}

function connection(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: childEnvironment(password ? { PGPASSWORD: password } : {}) };
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new OperatorError(
              `${command} was not found: install the PostgreSQL client tools (Debian/Ubuntu: apt-get install postgresql-client) so that ${command} is on PATH`,
            )
          : error,
      ),
    );
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** "15.20" from "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)". */
export async function toolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  const result = await run(tool, ['--version'], childEnvironment());
  const version = /\(PostgreSQL\)\s+(\d+(?:\.\d+)?)/.exec(result.stdout)?.[1];
  if (result.code !== 0 || !version)
    throw new OperatorError(`${tool} --version failed: ${result.stderr.trim()}`);
  return version;
}

export const major = (version: string) => Number.parseInt(version, 10);

/**
 * A custom-format dump (pg_dump -Fc: compressed, restorable with pg_restore, table by table if need be).
 * pg_dump takes one snapshot for the whole dump, so it is consistent while the shop keeps writing.
 */
export async function pgDump(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const result = await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`],
    env,
  );
  if (result.code === 0) return;
  const mismatch = /server version:\s*([\d.]+);\s*pg_dump version:\s*([\d.]+)/.exec(result.stderr);
  if (mismatch)
    throw new OperatorError(
      `pg_dump ${mismatch[2]} cannot dump this PostgreSQL ${mismatch[1]} server: pg_dump must be of the server's major version or newer. Install the PostgreSQL ${major(mismatch[1]!)} client tools (Debian/Ubuntu: apt-get install postgresql-client-${major(mismatch[1]!)}) and put its pg_dump first on PATH.`,
    );
  throw new OperatorError(`pg_dump failed (exit code ${result.code}):\n${result.stderr.trim()}`);
}

/** Checks that pg_restore can read `file` (its table of contents), before anything is dropped. */
export async function pgRestoreList(file: string): Promise<void> {
  const result = await run('pg_restore', ['--list', file], childEnvironment());
  if (result.code !== 0)
    throw new OperatorError(
      `pg_restore cannot read the database dump in this backup:\n${result.stderr.trim()}`,
    );
}

/** Restores a custom-format dump in one transaction: all of it, or nothing on the first error. */
export async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const result = await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    env,
  );
  if (result.code !== 0)
    throw new OperatorError(
      `pg_restore failed (exit code ${result.code}), nothing was restored:\n${result.stderr.trim()}`,
    );
}
