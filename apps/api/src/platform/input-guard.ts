import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';
import { MESSAGES } from './messages.ts';

/** The path of the first string (value or key) holding a NUL character, or undefined. */
export function nulPath(value: unknown, root: string): string | undefined {
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
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    const path = nulPath(request.params, 'params') ?? nulPath(request.query, 'querystring') ?? nulPath(request.body, 'body');
    done(path ? nulRefusal(path) : undefined);
  });
}

export const nulRefusal = (path: string) => {
  const suffix = ` (${path}: contains a NUL character)`;
  return badRequest(
    { tr: MESSAGES.validationFailed.tr + suffix, en: MESSAGES.validationFailed.en + suffix },
    [{ path, message: 'contains a NUL character' }],
  );
};
