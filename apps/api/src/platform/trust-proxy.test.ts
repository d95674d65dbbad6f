import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const value of [undefined, '', 'false', '0', ' ']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,fd00::/8')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses "true" (anyone could choose their address), bad entries and absurd hop counts', () => {
    expect(parseTrustProxy('true')).toBeInstanceOf(Error);
    expect(parseTrustProxy('10.0.0.1,proxy.local')).toBeInstanceOf(Error);
    expect(parseTrustProxy('10.0.0.0/33')).toBeInstanceOf(Error);
    expect(parseTrustProxy('99')).toBeInstanceOf(Error);
  });

  it('believes exactly the given number of hops', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1)]).toEqual([true, false]);
  });
});
