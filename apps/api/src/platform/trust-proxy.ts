import net from 'node:net';

/** Fastify's trustProxy as Kehribar allows it: nobody, a hop count, or a list of addresses/CIDRs. */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;

function isAddressOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, "false" or "0" trusts no proxy (the client address is the socket's);
 * a number trusts that many hops; otherwise a comma-separated list of proxy addresses or CIDRs.
 * "true" (trust anyone) is refused: it lets every client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | Error {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return new Error(
      '"true" would believe X-Forwarded-For from anyone; give the proxies\' addresses/CIDRs or the number of proxy hops',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? hops : new Error(`at most ${MAX_HOPS} hops`);
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  return bad.length === 0 ? entries : new Error(`not an address or CIDR: ${bad.join(', ')}`);
}

/** Fastify's option for a setting: a hop count becomes the function Fastify itself would make of it. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
