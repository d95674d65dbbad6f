import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminOrderSchema,
  API,
  checkoutContractsSchema,
  checkoutDetailsSchema,
  checkoutOrderRequestSchema,
  checkoutOrderResponseSchema,
  orderByIdQuerySchema,
  orderByTokenRequestSchema,
  orderSchema,
  shippingUpdateRequestSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { ok, responses, router } from '../../platform/http.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { shopperOf } from '../../platform/shopper.ts';
import { CheckoutService } from './checkout.service.ts';
import { OrderService } from './orders.service.ts';
import { OrderSettlement, PaymentExpirySweeper } from './settlement.service.ts';

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const checkout = new CheckoutService(ctx);
  const orders = new OrderService(ctx);
  const sweeper = new PaymentExpirySweeper(new OrderSettlement(ctx), ctx.log, ctx.config.paymentSweepMs);
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());
  const tags = ['Order'];

  // Limited per address: a checkout that tries card after card is how stolen cards are tested.
  r.post(
    API.Order.CheckoutOrder,
    {
      schema: { tags, body: checkoutOrderRequestSchema, response: responses(checkoutOrderResponseSchema) },
      config: { auth: 'session', ...rateLimit(ctx, 10, '10 minutes') },
    },
    async (req) => ok(await checkout.checkout(req.body, shopperOf(req))),
  );

  r.post(
    API.Order.GetCheckoutContracts,
    {
      schema: { tags, body: checkoutDetailsSchema, response: responses(checkoutContractsSchema) },
      config: { auth: 'session' },
    },
    async (req) => ok(await checkout.contracts(req.body, shopperOf(req))),
  );

  r.post(
    API.Order.GetOrdersByToken,
    {
      schema: { tags, body: orderByTokenRequestSchema, response: responses(orderSchema) },
      config: { auth: 'public', ...rateLimit(ctx, 60, '1 minute') },
    },
    async (req) => ok(await orders.byToken(req.body.token)),
  );

  r.get(
    API.Order.GetOrdersByEmail,
    { schema: { tags, response: responses(z.array(orderSchema)) }, config: { auth: 'customer' } },
    async (req) => ok(await orders.ofCustomer(principalOf(req).sub)),
  );

  r.get(
    API.Order.GetAllOrders,
    { schema: { tags, response: responses(z.array(adminOrderSchema)) }, config: { auth: 'admin' } },
    async () => ok(await orders.all()),
  );

  r.get(
    API.Order.GetOrderById,
    {
      schema: { tags, querystring: orderByIdQuerySchema, response: responses(adminOrderSchema) },
      config: { auth: 'admin' },
    },
    async (req) => ok(await orders.byId(req.query.orderId)),
  );

  r.post(
    API.Order.ShippingUpdate,
    {
      schema: { tags, body: shippingUpdateRequestSchema, response: responses(adminOrderSchema) },
      config: { auth: 'admin' },
    },
    async (req) => ok(await orders.ship(req.body)),
  );
}
