import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a back-in-stock mail's cancel link: the request's id and an HMAC-SHA256 of it, under a key
 * derived from the shop's signing secret (decision 019) apart from the newsletter's. It names one request,
 * so it cancels that request and nothing else, without signing in
 * (docs/decisions/042-back-in-stock-and-gift-note.md).
 */
export class StockNoticeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('kehribar:back-in-stock-cancel:v1').digest();
  }

  sign(requestId: string): string {
    return `${requestId}.${this.mac(requestId).toString('base64url')}`;
  }

  /** The request id a genuine token names; undefined for a forged, altered or malformed one. */
  verify(token: string): string | undefined {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const id = token.slice(0, dot);
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = this.mac(id);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return id;
  }

  private mac(id: string): Buffer {
    return createHmac('sha256', this.key).update(id.toLowerCase()).digest();
  }
}
