import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { ok, route } from '../../platform/http.ts';
import { rateLimit } from '../../platform/rate-limit.ts';

/** Account/AddContactInfo: the contact-us form. The owner reads the messages in the back office. */
export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    routes.Account.AddContactInfo,
    { tags: ['Account'], config: rateLimit(ctx, 5, '10 minutes') },
    async (req) => {
      const { email, name, phoneNumber, info } = req.body;
      await ctx.db
        .insert(contactMessages)
        .values({ email: email.toLowerCase(), name, phoneNumber: phoneNumber || null, info });
      return ok(true as const);
    },
  );
}
