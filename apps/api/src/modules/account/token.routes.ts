import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { ok, route } from '../../platform/http.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { TokenIssuer } from './token.service.ts';

/** Account/ClientCredentials, signin, Password, RefreshToken and Logout. */
export function registerAccountTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const issuer = new TokenIssuer(ctx);
  const tags = ['Account'];

  route(
    app,
    routes.Account.ClientCredentials,
    { tags, config: rateLimit(ctx, 60, '1 minute') },
    async (request, reply) => {
      const result = await issuer.clientCredentials(
        request.body.clientId,
        request.body.clientSecret,
        request.body.nonUserId,
      );
      reply.header('SessionId', result.sessionId);
      return ok(result);
    },
  );

  route(app, routes.Account.signin, { tags, config: rateLimit(ctx, 10, '1 minute') }, async (request) => {
    await issuer.checkCredentials(request.body.email, request.body.password);
    return ok({ succeeded: true, emailConfirmed: true });
  });

  route(
    app,
    routes.Account.Password,
    { tags, config: rateLimit(ctx, 10, '1 minute') },
    async (request, reply) => {
      const result = await issuer.passwordGrant(request.body.email, request.body.password);
      reply.header('SessionId', result.sessionId);
      return ok(result);
    },
  );

  route(
    app,
    routes.Account.RefreshToken,
    { tags, config: rateLimit(ctx, 30, '1 minute') },
    async (request, reply) => {
      const result = await issuer.refresh(request.body.refreshToken);
      reply.header('SessionId', result.sessionId);
      return ok(result);
    },
  );

  route(app, routes.Account.Logout, { tags }, async (request) => {
    await issuer.revoke(request.body.refreshToken);
    return ok({ succeeded: true as const });
  });
}
