import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import { ok, route } from '../../platform/http.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { shopperOf } from '../../platform/shopper.ts';
import { AfterSaleService, type ChangeRequest } from './after-sale.service.ts';
import { CheckoutService } from './checkout.service.ts';
import { ordersPage } from './orders-page.ts';
import { OrderService } from './orders.service.ts';
import { OrderSettlement, PaymentExpirySweeper } from './settlement.service.ts';
import { InvoiceService } from './invoices.service.ts';
import { registerInvoiceRoutes } from './invoice.routes.ts';

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const checkout = new CheckoutService(ctx);
  const orders = new OrderService(ctx);
  const afterSale = new AfterSaleService(ctx);
  const invoices = new InvoiceService(ctx);
  const sweeper = new PaymentExpirySweeper(new OrderSettlement(ctx), ctx.log, ctx.config.paymentSweepMs);
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());
  const tags = ['Order'];
  const Order = routes.Order;

  // Limited per address: a checkout that tries card after card is how stolen cards are tested.
  route(
    app,
    Order.CheckoutOrder,
    { tags, config: { auth: 'session', ...rateLimit(ctx, 10, '10 minutes') } },
    async (req) => ok(await checkout.checkout(req.body, shopperOf(req))),
  );

  route(app, Order.GetCheckoutContracts, { tags, config: { auth: 'session' } }, async (req) =>
    ok(await checkout.contracts(req.body, shopperOf(req))),
  );

  route(
    app,
    Order.GetOrdersByToken,
    { tags, config: { auth: 'public', ...rateLimit(ctx, 60, '1 minute') } },
    async (req) => ok(await orders.byToken(req.body.token)),
  );

  route(app, Order.GetOrdersByEmail, { tags, config: { auth: 'customer' } }, async (req) =>
    ok(await orders.ofCustomer(principalOf(req).sub)),
  );

  route(app, Order.GetAllOrders, { tags, config: { auth: 'admin' } }, async () => ok(await orders.all()));

  route(app, Order.GetOrdersPage, { tags, config: { auth: 'admin' } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await ordersPage(ctx, req.query));
  });

  route(app, Order.GetOrderById, { tags, config: { auth: 'admin' } }, async (req) =>
    ok(await orders.byId(req.query.orderId)),
  );

  route(app, Order.ShippingUpdate, { tags, config: { auth: 'admin' } }, async (req) => {
    const shipped = await orders.ship(req.body, asOwner(req).by);
    // An e-Arşiv integrator issues the invoice as the goods leave (docs/decisions/032-exports-and-invoices.md).
    const attached = await invoices.issueFor(shipped.id, asOwner(req).by);
    return ok(attached ? await orders.byId(shipped.id) : shipped);
  });

  // ---- after the sale (docs/decisions/024-after-sale.md) ----
  const shopperRoute = { tags, config: { auth: 'session' as const, ...rateLimit(ctx, 20, '10 minutes') } };

  route(app, Order.CancelOrder, shopperRoute, async (req) => {
    const orderId = await orders.shopperOrderId(req.body, customerOf(req));
    await afterSale.cancelByShopper(orderId, changeBy('shopper', req));
    return ok(await orders.shopperById(orderId, viaOf(req.body)));
  });

  route(app, Order.RequestReturn, shopperRoute, async (req) => {
    const orderId = await orders.shopperOrderId(req.body, customerOf(req));
    await afterSale.requestReturn(orderId, req.body.items, changeBy('shopper', req));
    return ok(await orders.shopperById(orderId, viaOf(req.body)));
  });

  const ownerRoute = { tags, config: { auth: 'admin' as const } };
  route(app, Order.AdminCancelOrder, ownerRoute, async (req) => {
    await afterSale.cancelByOwner(req.body.orderId, asOwner(req));
    return ok(await orders.byId(req.body.orderId));
  });
  route(app, Order.RefundOrder, ownerRoute, async (req) => {
    await afterSale.refund(req.body, asOwner(req));
    return ok(await orders.byId(req.body.orderId));
  });
  route(app, Order.DeliveryUpdate, ownerRoute, async (req) => {
    await afterSale.deliver(req.body, asOwner(req));
    return ok(await orders.byId(req.body.orderId));
  });
  route(app, Order.CompleteReturn, ownerRoute, async (req) => {
    await afterSale.completeReturn(req.body, asOwner(req));
    return ok(await orders.byId(req.body.orderId));
  });

  registerInvoiceRoutes(app, ctx, orders, invoices, (req) => asOwner(req).by);
}

const viaOf = (ref: object): 'token' | 'account' => ('token' in ref ? 'token' : 'account');

const customerOf = (req: FastifyRequest) => {
  const p = principalOf(req);
  return { customerId: p.isCustomer ? p.sub : null };
};

/** Who asks for a change (the shopper's account, if any, or the owner's) and the request's Idempotency-Key. */
function changeBy(actor: 'shopper' | 'owner', req: FastifyRequest): ChangeRequest {
  const p = principalOf(req);
  const userId = actor === 'owner' || p.isCustomer ? p.sub : null;
  return { by: { actor, userId, email: p.email ?? null }, ip: req.ip, key: idempotencyKey(req) };
}
const asOwner = (req: FastifyRequest) => changeBy('owner', req);

const KEY = /^[\w.:-]{8,100}$/;

/** The client's Idempotency-Key: the same key again answers the first request's result. */
function idempotencyKey(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY.test(key)) throw badRequest(MESSAGES.idempotencyKeyInvalid);
  return key;
}
