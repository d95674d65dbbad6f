import type { FastifyInstance } from 'fastify';
import {
  API,
  addressInputSchema,
  confirmEmailRequestSchema,
  deleteAddressQuerySchema,
  mailQuerySchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  userInfoSchema,
} from '@kehribar/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { ok, responses, router } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/language.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { AccountService } from './account.service.ts';
import { ProfileService } from './profile.service.ts';

/** Registration, confirmation, password reset, newsletter, the captcha, and the customer's profile. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const accounts = new AccountService(ctx);
  const profiles = new ProfileService(ctx);
  const tags = ['Account'];
  const message = responses(messageResponseSchema);
  const customer = { auth: 'customer' as const };

  // The ALTCHA widget reads the challenge itself, so this one answer is not wrapped in { data }.
  r.get(
    API.Account.Captcha,
    { schema: { tags }, config: rateLimit(ctx, 30, '1 minute') },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.captcha.challenge();
    },
  );

  r.post(
    API.Account.signup,
    {
      schema: { tags, body: signupRequestSchema, response: message },
      config: rateLimit(ctx, 5, '10 minutes'),
    },
    async (req) => ok({ message: await accounts.signup(req.body, requestLanguage(req)) }),
  );

  r.post(
    API.Account.ConfirmEmail,
    {
      schema: { tags, body: confirmEmailRequestSchema, response: message },
      config: rateLimit(ctx, 20, '10 minutes'),
    },
    async (req) =>
      ok({ message: await accounts.confirmEmail(req.body.email, req.body.token, requestLanguage(req)) }),
  );

  r.post(
    API.Account.ResendEmailConfirmation,
    {
      schema: { tags, querystring: mailQuerySchema, response: message },
      config: rateLimit(ctx, 3, '10 minutes'),
    },
    async (req) => ok({ message: await accounts.resendConfirmation(req.query.mail, requestLanguage(req)) }),
  );

  r.post(
    API.Account.ForgetUsernameOrPassword,
    {
      schema: { tags, querystring: mailQuerySchema, response: message },
      config: rateLimit(ctx, 3, '10 minutes'),
    },
    async (req) => ok({ message: await accounts.forgotPassword(req.query.mail, requestLanguage(req)) }),
  );

  r.post(
    API.Account.resetPassword,
    {
      schema: { tags, body: resetPasswordRequestSchema, response: message },
      config: rateLimit(ctx, 10, '10 minutes'),
    },
    async (req) =>
      ok({
        message: await accounts.resetPassword(
          req.body.email,
          req.body.token,
          req.body.newPassword,
          requestLanguage(req),
        ),
      }),
  );

  r.post(
    API.Account.AddSubscribe,
    {
      schema: {
        tags,
        body: subscribeRequestSchema,
        response: responses(subscribeResponseSchema.extend({ message: z.string() })),
      },
      config: rateLimit(ctx, 10, '10 minutes'),
    },
    async (req) => ok(await accounts.subscribe(req.body.email, requestLanguage(req))),
  );

  r.get(
    API.Account.GetUserInfo,
    { schema: { tags, response: responses(userInfoSchema) }, config: customer },
    async (req) => ok(await profiles.userInfo(principalOf(req).sub)),
  );

  r.post(
    API.Account.AddAddress,
    { schema: { tags, body: addressInputSchema, response: responses(userInfoSchema) }, config: customer },
    async (req) => ok(await profiles.addAddress(principalOf(req).sub, req.body)),
  );

  r.post(
    API.Account.DeleteAddress,
    {
      schema: { tags, querystring: deleteAddressQuerySchema, response: responses(userInfoSchema) },
      config: customer,
    },
    async (req) => ok(await profiles.deleteAddress(principalOf(req).sub, req.query.addressId)),
  );
}
