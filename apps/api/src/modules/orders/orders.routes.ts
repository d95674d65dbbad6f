import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminCancelOrderRequestSchema,
  adminOrderSchema,
  API,
  cancelOrderRequestSchema,
  completeReturnRequestSchema,
  deliveryUpdateRequestSchema,
  refundOrderRequestSchema,
  requestReturnSchema,
  type OrderRef,
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
import { MESSAGES } from '../../platform/messages.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { shopperOf } from '../../platform/shopper.ts';
import { badRequest } from '../../platform/errors.ts';
import { AfterSaleService, type ChangeRequest } from './after-sale.service.ts';
import { CheckoutService } from './checkout.service.ts';
import { OrderService } from './orders.service.ts';
import { OrderSettlement, PaymentExpirySweeper } from './settlement.service.ts';

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const checkout = new CheckoutService(ctx);
  const orders = new OrderService(ctx);
  const afterSale = new AfterSaleService(ctx);

  const shopperOrderId = (req: FastifyRequest, ref: OrderRef) => {
    const p = principalOf(req);
    return orders.shopperOrderId(ref, { customerId: p.isCustomer ? p.sub : null });
  };
  const asShopper = (req: FastifyRequest): ChangeRequest => {
    const p = principalOf(req);
    return {
      by: { actor: 'shopper', userId: p.isCustomer ? p.sub : null, email: p.email ?? null },
      ip: req.ip,
      key: idempotencyKey(req),
    };
  };
  const asOwner = (req: FastifyRequest): ChangeRequest => {
    const p = principalOf(req);
    return {
      by: { actor: 'owner', userId: p.sub, email: p.email ?? null },
      ip: req.ip,
      key: idempotencyKey(req),
    };
  };
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
    async (req) => ok(await orders.ship(req.body, asOwner(req).by)),
  );

  // ---- after the sale (docs/decisions/024-after-sale.md) ----
  const shopperLimit = rateLimit(ctx, 20, '10 minutes');

  r.post(
    API.Order.CancelOrder,
    {
      schema: { tags, body: cancelOrderRequestSchema, response: responses(orderSchema) },
      config: { auth: 'session', ...shopperLimit },
    },
    async (req) => {
      const orderId = await shopperOrderId(req, req.body);
      await afterSale.cancelByShopper(orderId, asShopper(req));
      return ok(await orders.shopperById(orderId));
    },
  );

  r.post(
    API.Order.RequestReturn,
    {
      schema: { tags, body: requestReturnSchema, response: responses(orderSchema) },
      config: { auth: 'session', ...shopperLimit },
    },
    async (req) => {
      const orderId = await shopperOrderId(req, req.body);
      await afterSale.requestReturn(orderId, req.body.items, asShopper(req));
      return ok(await orders.shopperById(orderId));
    },
  );

  const ownerChange = <B extends { orderId: string }>(
    path: string,
    body: z.ZodType<B>,
    run: (input: B, change: ChangeRequest) => Promise<void>,
  ) =>
    r.post(
      path,
      { schema: { tags, body, response: responses(adminOrderSchema) }, config: { auth: 'admin' } },
      async (req) => {
        const input = req.body as B;
        await run(input, asOwner(req));
        return ok(await orders.byId(input.orderId));
      },
    );
  ownerChange(API.Order.AdminCancelOrder, adminCancelOrderRequestSchema, (b, c) =>
    afterSale.cancelByOwner(b.orderId, c),
  );
  ownerChange(API.Order.RefundOrder, refundOrderRequestSchema, (b, c) => afterSale.refund(b, c));
  ownerChange(API.Order.DeliveryUpdate, deliveryUpdateRequestSchema, (b, c) => afterSale.deliver(b, c));
  ownerChange(API.Order.CompleteReturn, completeReturnRequestSchema, (b, c) =>
    afterSale.completeReturn(b, c),
  );
}

const KEY = /^[\w.:-]{8,100}$/;

/** The client's Idempotency-Key: the same key again answers the first request's result. */
function idempotencyKey(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY.test(key)) throw badRequest(MESSAGES.idempotencyKeyInvalid);
  return key;
}
