import type { FastifyInstance } from 'fastify';
import { badRequest, invalidInput } from './errors.ts';
import { fill, MESSAGES } from './messages.ts';

/** No body of the shop nests deeper than a handful of levels; this leaves room for any legacy client. */
export const JSON_MAX_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than max, in one pass over the characters (strings
 * skipped), stopping as soon as it does. Malformed text is left to JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Whether any string (value or key) inside holds a NUL character: the check every request pays. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (Array.isArray(node)) {
      for (const child of node) {
        if (typeof child === 'string') {
          if (child.includes('\u0000')) return true;
        } else if (typeof child === 'object' && child !== null) stack.push(child as object);
      }
      continue;
    }
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      if (key.includes('\u0000')) return true;
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (child.includes('\u0000')) return true;
      } else if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return false;
}

/** The path of the first string (value or key) holding a NUL character, or undefined. */
export function nulPath(value: unknown, root: string): string | undefined {
  // Nearly every request holds none: only then are the paths worked out.
  if (!holdsNul(value)) return undefined;
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path;
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\u0000')) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: a query with one fails inside the database (a 500). No
 * field of the shop takes one, so a request carrying one anywhere in its body, query or path parameters
 * is refused with 400 before any route code runs (multipart fields are checked by parseFields).
 *
 * A JSON body nested deeper than JSON_MAX_DEPTH is refused with 400 before it is parsed: it would cost
 * JSON.parse and every walk over the value after it, and a recursive walk could overflow the stack.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Fastify's own JSON parser (with its guard against __proto__ keys) does the rest.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (nestsDeeperThan(body, JSON_MAX_DEPTH)) {
      done(badRequest(fill(MESSAGES.jsonTooDeep, { max: JSON_MAX_DEPTH })), undefined);
      return;
    }
    // It answers through done; its type also allows a promise, which it never returns.
    void parseJson(request, body, done);
  });

  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    const path =
      nulPath(request.params, 'params') ??
      nulPath(request.query, 'querystring') ??
      nulPath(request.body, 'body');
    done(path ? nulRefusal(path) : undefined);
  });
}

export const nulRefusal = (path: string) => invalidInput([{ path, text: MESSAGES.nulCharacter }]);
