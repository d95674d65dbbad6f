import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API,
  clientCredentialsRequestSchema,
  refreshTokenRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  tokenResponseSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { ok, responses, router } from '../../platform/http.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { TokenIssuer } from './token.service.ts';

/** Account/ClientCredentials, signin, Password, RefreshToken and Logout. */
export function registerAccountTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const issuer = new TokenIssuer(ctx);
  const tags = ['Account'];

  r.post(
    API.Account.ClientCredentials,
    {
      schema: { tags, body: clientCredentialsRequestSchema, response: responses(tokenResponseSchema) },
      config: rateLimit(ctx, 60, '1 minute'),
    },
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

  r.post(
    API.Account.signin,
    {
      schema: { tags, body: signInRequestSchema, response: responses(signInResponseSchema) },
      config: rateLimit(ctx, 10, '1 minute'),
    },
    async (request) => {
      await issuer.checkCredentials(request.body.email, request.body.password);
      return ok({ succeeded: true, emailConfirmed: true });
    },
  );

  r.post(
    API.Account.Password,
    {
      schema: { tags, body: signInRequestSchema, response: responses(tokenResponseSchema) },
      config: rateLimit(ctx, 10, '1 minute'),
    },
    async (request, reply) => {
      const result = await issuer.passwordGrant(request.body.email, request.body.password);
      reply.header('SessionId', result.sessionId);
      return ok(result);
    },
  );

  r.post(
    API.Account.RefreshToken,
    {
      schema: { tags, body: refreshTokenRequestSchema, response: responses(tokenResponseSchema) },
      config: rateLimit(ctx, 30, '1 minute'),
    },
    async (request, reply) => {
      const result = await issuer.refresh(request.body.refreshToken);
      reply.header('SessionId', result.sessionId);
      return ok(result);
    },
  );

  r.post(
    API.Account.Logout,
    {
      schema: {
        tags,
        body: refreshTokenRequestSchema,
        response: responses(z.object({ succeeded: z.literal(true) })),
      },
    },
    async (request) => {
      await issuer.revoke(request.body.refreshToken);
      return ok({ succeeded: true as const });
    },
  );
}
