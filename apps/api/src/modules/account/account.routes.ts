import type { FastifyInstance } from 'fastify';
import { API, routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { ok, route, router } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/language.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { AccountService } from './account.service.ts';
import { ProfileService } from './profile.service.ts';

/** Registration, confirmation, password reset, newsletter, the captcha, and the customer's profile. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const accounts = new AccountService(ctx);
  const profiles = new ProfileService(ctx);
  const tags = ['Account'];
  const customer = { auth: 'customer' as const };

  // The ALTCHA widget reads the challenge itself, so this one answer is not wrapped in { data }.
  router(app).get(
    API.Account.Captcha,
    { schema: { tags }, config: rateLimit(ctx, 30, '1 minute') },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.captcha.challenge();
    },
  );

  route(app, routes.Account.signup, { tags, config: rateLimit(ctx, 5, '10 minutes') }, async (req) =>
    ok({ message: await accounts.signup(req.body, requestLanguage(req), req.ip) }),
  );

  route(app, routes.Account.ConfirmEmail, { tags, config: rateLimit(ctx, 20, '10 minutes') }, async (req) =>
    ok({ message: await accounts.confirmEmail(req.body.email, req.body.token, requestLanguage(req)) }),
  );

  route(
    app,
    routes.Account.ResendEmailConfirmation,
    { tags, config: rateLimit(ctx, 3, '10 minutes') },
    async (req) => ok({ message: await accounts.resendConfirmation(req.query.mail, requestLanguage(req)) }),
  );

  route(
    app,
    routes.Account.ForgetUsernameOrPassword,
    { tags, config: rateLimit(ctx, 3, '10 minutes') },
    async (req) => ok({ message: await accounts.forgotPassword(req.query.mail, requestLanguage(req)) }),
  );

  route(app, routes.Account.resetPassword, { tags, config: rateLimit(ctx, 10, '10 minutes') }, async (req) =>
    ok({
      message: await accounts.resetPassword(
        req.body.email,
        req.body.token,
        req.body.newPassword,
        requestLanguage(req),
      ),
    }),
  );

  route(app, routes.Account.AddSubscribe, { tags, config: rateLimit(ctx, 10, '10 minutes') }, async (req) =>
    ok(await accounts.subscribe(req.body.email, requestLanguage(req), req.ip)),
  );

  route(app, routes.Account.GetUserInfo, { tags, config: customer }, async (req) =>
    ok(await profiles.userInfo(principalOf(req).sub)),
  );

  route(app, routes.Account.AddAddress, { tags, config: customer }, async (req) =>
    ok(await profiles.addAddress(principalOf(req).sub, req.body)),
  );

  route(app, routes.Account.DeleteAddress, { tags, config: customer }, async (req) =>
    ok(await profiles.deleteAddress(principalOf(req).sub, req.query.addressId)),
  );
}
