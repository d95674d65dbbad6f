import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API,
  couponApplyRequestSchema,
  couponPriceResultSchema,
  couponSchema,
  createCouponRequestSchema,
  deleteCouponQuerySchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { ok, responses, router } from '../../platform/http.ts';
import { requestCurrency, requestLanguage } from '../../platform/language.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { shopperKey } from '../../platform/shopper.ts';
import { CouponAdminService } from './coupon-admin.service.ts';
import { CouponService } from './coupon.service.ts';

export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const shop = new CouponService(ctx);
  const admin = new CouponAdminService(ctx);
  const tags = ['Coupon'];
  const list = responses(z.array(couponSchema));

  // Rate-limited: codes must not be guessable by trying them.
  r.post(
    API.Coupon.GetCouponWithCode,
    {
      schema: { tags, body: couponApplyRequestSchema, response: responses(couponPriceResultSchema) },
      config: { auth: 'session', ...rateLimit(ctx, 20, '10 minutes') },
    },
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

  r.get(
    API.Coupon.GetAllCouponList,
    { schema: { tags, response: list }, config: { auth: 'admin' } },
    async () => ok(await admin.list()),
  );

  r.post(
    API.Coupon.CreateCoupon,
    { schema: { tags, body: createCouponRequestSchema, response: list }, config: { auth: 'admin' } },
    async (req) => ok(await admin.create(req.body)),
  );

  r.post(
    API.Coupon.DeleteCoupon,
    { schema: { tags, querystring: deleteCouponQuerySchema, response: list }, config: { auth: 'admin' } },
    async (req) => ok(await admin.delete(req.query.code)),
  );
}
