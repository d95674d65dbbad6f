import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';
import type { Principal, TokenService } from './tokens.ts';

/**
 * Who may call a route, declared on the route as `config: { auth }`:
 * - 'public': anyone, no token needed (catalogue and content reads);
 * - 'session': a guest or customer token (basket, favourites, checkout);
 * - 'customer': a signed-in customer (profile, addresses, own orders);
 * - 'admin': a signed-in customer whose role contains Admin.
 */
export type AuthLevel = 'public' | 'session' | 'customer' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    /** The verified caller, or null on a public route called without a valid token. */
    principal: Principal | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Why a caller may not call a route of this level, or undefined when it may. */
function refusal(level: AuthLevel, p: Principal | null): Error | undefined {
  if (level === 'public') return undefined;
  if (!p) return unauthorized();
  if (level === 'customer' && !p.isCustomer) return forbidden();
  if (level === 'admin' && !p.isAdmin) return p.isCustomer ? forbidden() : unauthorized();
  return undefined;
}

export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    const level = (route.config as { auth?: AuthLevel } | undefined)?.auth ?? 'public';
    // A callback hook that finishes at once when the token is already known (nearly every request):
    // an async hook would cost a promise and a turn of the microtask queue on every call.
    const check = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const token = bearer(request);
      const known = token ? tokens.known(token) : null;
      if (known !== undefined) {
        request.principal = known;
        return done(refusal(level, known));
      }
      tokens.verify(token!).then((principal) => {
        request.principal = principal;
        done(refusal(level, principal));
      }, done);
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : [check];
  });
}

/** The principal of a route whose auth level guarantees one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
