import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { ok, route } from '../../platform/http.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { rateLimit } from '../../platform/rate-limit.ts';

/**
 * Account/AddContactInfo: the contact-us form, behind the same captcha as sign-up and the KVKK request form
 * (docs/decisions/044-retention-and-consent-proof.md). The owner reads the messages in the back office.
 */
export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    routes.Account.AddContactInfo,
    { tags: ['Account'], config: rateLimit(ctx, 5, '10 minutes') },
    async (req) => {
      const { email, name, phoneNumber, info, captchaToken } = req.body;
      if (!(await ctx.captcha.verifyOnce(captchaToken))) {
        throw new AppError(400, 'CAPTCHA_FAILED', MESSAGES.captchaFailed);
      }
      await ctx.db
        .insert(contactMessages)
        .values({ email: email.toLowerCase(), name, phoneNumber: phoneNumber || null, info });
      return ok(true as const);
    },
  );
}
