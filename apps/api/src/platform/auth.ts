import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayCall } from '@kehribar/contracts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import { MESSAGES } from './messages.ts';
import type { SessionGuard } from './session-guard.ts';
import type { Principal, TokenService } from './tokens.ts';

/**
 * Who may call a route, declared on the route as `config: { auth }`:
 * - 'public': anyone, no token needed (catalogue and content reads);
 * - 'session': a guest or customer token (basket, favourites, checkout);
 * - 'customer': a signed-in customer (profile, addresses, own orders);
 * - 'admin': a signed-in customer whose role, as the database holds it now, contains Admin; a Staff
 *   member only on the endpoints of the contracts' STAFF_ENDPOINTS (staff-permissions.ts), everything
 *   else is the Owner's (docs/decisions/030-staff-roles-and-audit-log.md).
 *
 * A customer's token is honoured on a non-public route only while its session is open (SessionGuard).
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

/** Why a caller may not call a route of this level at this path, or undefined when it may. */
function refusal(level: AuthLevel, p: Principal | null, path: string): Error | undefined {
  if (level === 'public') return undefined;
  // 401 only without a valid token; a guest or customer token that lacks the right is 403, whatever the
  // level (docs/decisions/008-back-office-writes-and-uploads.md), so a guest is never sent to refresh it.
  if (!p) return unauthorized();
  if (level === 'customer' && !p.isCustomer) return forbidden();
  if (level === 'admin' && !p.isAdmin) return forbidden();
  if (level === 'admin' && !mayCall(p.backOfficeRole, path))
    return new AppError(403, 'OWNER_ONLY', MESSAGES.ownerOnly);
  return undefined;
}

export function registerAuth(app: FastifyInstance, tokens: TokenService, sessions: SessionGuard): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    const level = (route.config as { auth?: AuthLevel } | undefined)?.auth ?? 'public';
    const path = route.url;
    const admit = (request: FastifyRequest, principal: Principal | null, done: (error?: Error) => void) => {
      request.principal = principal;
      // Public routes serve anyone; guests have no session to close.
      if (level === 'public' || !principal?.isCustomer) return done(refusal(level, principal, path));
      // The token's own role is not trusted for admin calls: the database's is read below.
      if (level !== 'admin') {
        const refused = refusal(level, principal, path);
        if (refused) return done(refused);
      }
      sessions.current(principal, level === 'admin').then((current) => {
        request.principal = current;
        done(current ? refusal(level, current, path) : unauthorized());
      }, done);
    };
    // A callback hook that finishes at once when the token is already known and the route is public
    // (nearly every request): an async hook would cost a promise and a turn of the microtask queue.
    const check = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const token = bearer(request);
      const known = token ? tokens.known(token) : null;
      if (known !== undefined) return admit(request, known, done);
      tokens.verify(token!).then((principal) => admit(request, principal, done), done);
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
