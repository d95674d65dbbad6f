/**
 * Node options the server needs that only take effect when Node starts (docs/decisions/036-memory-at-rest.md).
 * V8 lets the young generation grow to 64 MiB per half on a machine with this much memory, and keeps it
 * at that size once a burst of requests has grown it: over 100 MiB held at rest. 16 MiB per half was V8's
 * long-standing default and is plenty for requests that each allocate a few hundred kilobytes.
 */
export const START_FLAGS = ['--max-semi-space-size=16'] as const;

/**
 * The command line to start again with, when some START_FLAGS are missing; null when none are. A flag
 * already given (`node --max-semi-space-size=32 …`) is the operator's choice and kept.
 */
export function restartArguments(execArgv: readonly string[], argv: readonly string[]): string[] | null {
  const given = (flag: string) => execArgv.some((arg) => arg.split('=')[0] === flag.split('=')[0]);
  const missing = START_FLAGS.filter((flag) => !given(flag));
  if (missing.length === 0) return null;
  return [argv[0]!, ...missing, ...execArgv, ...argv.slice(1)];
}

/**
 * `npm start` and a bare `node apps/api/dist/server.js` get the flags alike: the built server replaces its
 * own process with one started with them (same pid, same output and signals) before it opens anything.
 * The TypeScript sources (`npm run dev`, tests) are left as started, and so is a Node without execve
 * (Windows).
 */
export function restartWithStartFlags(): void {
  if (import.meta.url.endsWith('.ts') || typeof process.execve !== 'function') return;
  const args = restartArguments(process.execArgv, process.argv);
  if (args) process.execve(process.execPath, args);
}
