import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { ok, route } from '../../platform/http.ts';
import { requestCurrency, requestLanguage } from '../../platform/language.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { shopperKey } from '../../platform/shopper.ts';
import { CouponAdminService } from './coupon-admin.service.ts';
import { CouponService } from './coupon.service.ts';

export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const shop = new CouponService(ctx);
  const admin = new CouponAdminService(ctx);
  const tags = ['Coupon'];

  // Rate-limited: codes must not be guessable by trying them.
  route(
    app,
    routes.Coupon.GetCouponWithCode,
    { tags, config: { auth: 'session', ...rateLimit(ctx, 20, '10 minutes') } },
    async (req) => {
      const p = principalOf(req);
      const buyer = {
        email: req.body.email ?? (p.isCustomer ? p.email : null),
        userId: p.isCustomer ? p.sub : null,
      };
      return ok(
        await shop.check(
          shopperKey(req, null),
          req.body.couponDTO.couponCode,
          requestCurrency(req),
          requestLanguage(req),
          buyer,
        ),
      );
    },
  );

  route(app, routes.Coupon.GetAllCouponList, { tags, config: { auth: 'admin' } }, async () =>
    ok(await admin.list()),
  );

  route(app, routes.Coupon.CreateCoupon, { tags, config: { auth: 'admin' } }, async (req) =>
    ok(await admin.create(req.body)),
  );

  route(app, routes.Coupon.DeleteCoupon, { tags, config: { auth: 'admin' } }, async (req) =>
    ok(await admin.delete(req.query.code)),
  );
}
