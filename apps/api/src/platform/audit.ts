import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { AuthLevel } from './auth.ts';

/**
 * The audit log's recorder (docs/decisions/030-staff-roles-and-audit-log.md): every successful POST to
 * an admin route, and any route that asks with `config: { audit: true }`, leaves one row saying who
 * called which endpoint, on what, with which input. It is written before the answer leaves, so the
 * caller (and a test) that has the answer can already read the entry. Failed calls change nothing and
 * are not recorded.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Record successful calls in the audit log; by default admin POSTs are. */
    audit?: boolean;
  }
  interface FastifyRequest {
    /** What a multipart call read: noted by the reader, since the stream cannot be read twice. */
    auditUpload?: UploadSummary;
    /** The answer's data, kept to name the target of a create call. */
    auditResult?: unknown;
  }
}

export interface UploadSummary {
  fields: Record<string, string>;
  files: { field: string; name: string; bytes: number }[];
}

/** Keys whose values never reach the log. */
const SECRET = /pass(word)?|token|secret|card|cvc|cvv|iban|pan$|captcha/i;
const MAX_STRING = 200;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;
const MAX_SUMMARY = 4000;
/** Body keys that name what a call acts on: a bare id is the thing itself, then the usual owners. */
const TARGET_KEYS = [
  'id',
  'orderid',
  'productid',
  'variantid',
  'userid',
  'couponid',
  'categoryid',
  'collectionid',
  'requestid',
  'imageid',
];

/** The value with secrets replaced and long strings and lists shortened, for a log line. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length} chars)` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… (${value.length} items)`] : items;
  }
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '[redacted]' : redact(v, depth + 1)]),
  );
}

/** The request as it is logged: query, JSON body or the multipart form's fields and files. */
export function summarise(
  request: Pick<FastifyRequest, 'query' | 'body' | 'auditUpload' | 'headers'>,
): string {
  const parts: Record<string, unknown> = {};
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Object.keys(query).length > 0) parts.query = redact(query);
  if (request.auditUpload) {
    parts.fields = redact(request.auditUpload.fields);
    parts.files = request.auditUpload.files;
  } else if (String(request.headers['content-type'] ?? '').startsWith('multipart/')) {
    parts.multipart = { bytes: Number(request.headers['content-length'] ?? 0) };
  } else if (request.body !== undefined && request.body !== null) {
    parts.body = redact(request.body);
  }
  const text = JSON.stringify(parts);
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY)}…` : text;
}

function idIn(source: unknown): string | null {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return null;
  const entries = Object.entries(source).map(([k, v]) => [k.toLowerCase(), v] as const);
  for (const key of TARGET_KEYS) {
    const hit = entries.find(([k]) => k === key || k.endsWith(`.${key}`));
    const value = hit?.[1];
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 100);
  }
  return null;
}

/** The id the call acted on: named in its input, or else the id of what it created. */
export function targetOf(request: Pick<FastifyRequest, 'query' | 'body' | 'auditUpload' | 'auditResult'>) {
  const result = (request.auditResult as { data?: unknown } | undefined)?.data;
  return (
    idIn(request.body) ??
    idIn(request.auditUpload?.fields) ??
    idIn(request.query) ??
    (Array.isArray(result) ? null : idIn(result))
  );
}

/** Controller/Action of a spec-style path: /api/Order/ShippingUpdate → Order/ShippingUpdate. */
export const actionOf = (url: string) => url.replace(/^\/api\//i, '').split('?')[0]!;

export function registerAudit(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auditUpload', undefined);
  app.decorateRequest('auditResult', undefined);
  app.addHook('onRoute', (route) => {
    const config = route.config as { auth?: AuthLevel; audit?: boolean } | undefined;
    const methods = [route.method].flat();
    const recorded = config?.audit ?? (config?.auth === 'admin' && methods.includes('POST'));
    if (!recorded) return;
    const action = actionOf(route.url);
    const keep = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      request.auditResult = payload;
      return payload;
    };
    const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const p = request.principal;
      if (reply.statusCode < 200 || reply.statusCode >= 300 || !p) return payload;
      await db.insert(auditLog).values({
        actorId: p.isCustomer ? p.sub : null,
        actorEmail: p.email ?? '',
        action,
        targetId: targetOf(request),
        status: reply.statusCode,
        summary: summarise(request),
      });
      return payload;
    };
    route.preSerialization = [...[route.preSerialization ?? []].flat(), keep];
    route.onSend = [...[route.onSend ?? []].flat(), record];
  });
}
