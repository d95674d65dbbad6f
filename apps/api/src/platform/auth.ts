import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    const level = (route.config as { auth?: AuthLevel } | undefined)?.auth ?? 'public';
    const check = async (request: FastifyRequest) => {
      const token = bearer(request);
      request.principal = token ? await tokens.verify(token) : null;
      if (level === 'public') return;
      const p = request.principal;
      if (!p) throw unauthorized();
      if (level === 'customer' && !p.isCustomer) throw forbidden();
      if (level === 'admin' && !p.isAdmin) throw p.isCustomer ? forbidden() : unauthorized();
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
