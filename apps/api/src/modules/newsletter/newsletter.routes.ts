import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { ok, route } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/language.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { MarketingConsents } from './consent.service.ts';

/**
 * Subscriber/Unsubscribe: no sign-in, the signed token is the proof. The storefront's page sends
 * { token }; a mail client's one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click` as a form to
 * the address in the List-Unsubscribe header, the token in its query.
 */
export async function registerNewsletterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const consents = new MarketingConsents(ctx);
  await app.register(async (scope) => {
    // Only here does the API read a form body, and only to accept it: the token is in the query.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    route(
      scope,
      routes.Subscriber.Unsubscribe,
      { tags: ['Newsletter'], config: rateLimit(ctx, 30, '10 minutes') },
      async (req) => ok(await consents.revoke(req.body?.token ?? req.query.token, requestLanguage(req))),
    );
  });
}
