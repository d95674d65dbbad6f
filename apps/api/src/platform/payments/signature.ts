import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * iyzico's two kinds of signatures, shared by the client wrapper and the built-in sandbox:
 * - requests carry `Authorization: IYZWSv2 base64("apiKey:…&randomKey:…&signature:…")`, the signature
 *   being hex HMAC-SHA256(secretKey, randomKey + uriPath + JSON body) (iyzipay lib/utils.js);
 * - responses and the 3-D Secure callback carry hex HMAC-SHA256(secretKey, fields joined by ':')
 *   (utils.calculateHmacSHA256Signature), so a merchant can tell iyzico's answers from forgeries.
 */

export function hmacHex(secretKey: string, data: string): string {
  return createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');
}

/** Like utils.calculateHmacSHA256Signature: absent fields count as empty text. */
export function fieldsSignature(fields: readonly unknown[], secretKey: string): string {
  return hmacHex(secretKey, fields.map((f) => (f === undefined || f === null ? '' : String(f))).join(':'));
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function verifyFieldsSignature(
  fields: readonly unknown[],
  secretKey: string,
  signature: string | undefined,
): boolean {
  return (
    typeof signature === 'string' && sameText(fieldsSignature(fields, secretKey), signature.toLowerCase())
  );
}

export interface IyzwsV2 {
  apiKey: string;
  randomKey: string;
  signature: string;
}

/** The parts of an IYZWSv2 Authorization header, or null when it is not one. */
export function parseIyzwsV2(header: string | undefined): IyzwsV2 | null {
  const m = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!m) return null;
  const parts = new Map<string, string>();
  for (const pair of Buffer.from(m[1]!, 'base64').toString('utf8').split('&')) {
    const at = pair.indexOf(':');
    if (at > 0) parts.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const apiKey = parts.get('apiKey');
  const randomKey = parts.get('randomKey');
  const signature = parts.get('signature');
  return apiKey && randomKey && signature ? { apiKey, randomKey, signature } : null;
}

/** The request signature the client computes over the exact body text it sends. */
export function requestSignature(
  secretKey: string,
  randomKey: string,
  uriPath: string,
  rawBody: string,
): string {
  return hmacHex(secretKey, randomKey + uriPath + rawBody);
}
