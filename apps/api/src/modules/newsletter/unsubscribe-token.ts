import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unsubscribe link: the address and an HMAC-SHA256 of it under a key derived from the
 * shop's signing secret (config.ts; generated per shop or set, never a published default: decision 019).
 * It does not expire: a marketing mail's way out must keep working (docs/decisions/026).
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('kehribar:unsubscribe-link:v1').digest();
  }

  sign(email: string): string {
    const address = email.toLowerCase();
    return `${Buffer.from(address).toString('base64url')}.${this.mac(address).toString('base64url')}`;
  }

  /** The address a genuine token names; undefined for a forged, altered or malformed one. */
  verify(token: string): string | undefined {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const address = Buffer.from(token.slice(0, dot), 'base64url').toString('utf8');
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = this.mac(address);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return address;
  }

  private mac(address: string): Buffer {
    return createHmac('sha256', this.key).update(address).digest();
  }
}
