import { describe, expect, it } from 'vitest';
import { restartArguments } from './start-flags.ts';

describe('the start flags', () => {
  const argv = ['/usr/bin/node', '/srv/shop/apps/api/dist/server.js', '--extra'];

  it('restart a server started without them, keeping its options, entry and arguments', () => {
    expect(restartArguments(['--enable-source-maps'], argv)).toEqual([
      '/usr/bin/node',
      '--max-semi-space-size=16',
      '--enable-source-maps',
      '/srv/shop/apps/api/dist/server.js',
      '--extra',
    ]);
  });

  it('leave a server that has them as it is, so the restarted one does not restart again', () => {
    const restarted = restartArguments([], argv)!;
    expect(restartArguments(restarted.slice(1, 2), argv)).toBeNull();
  });

  it("keep the operator's own value of a flag", () => {
    expect(restartArguments(['--max-semi-space-size=64'], argv)).toBeNull();
  });
});
