import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../platform/errors.ts';
import { ok, route } from '../../platform/http.ts';
import { requestCurrency } from '../../platform/language.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { shopperKey } from '../../platform/shopper.ts';
import { BasketService } from './basket.service.ts';

export function registerBasketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const baskets = new BasketService(ctx);
  const options = { tags: ['Baskets'], config: { auth: 'session' as const } };

  route(app, routes.Baskets.GetBasket, options, async (req) =>
    ok(await baskets.get(shopperKey(req, req.query.nonUserBasketId), requestCurrency(req))),
  );

  route(app, routes.Baskets.SaveOrUpdateBasket, options, async (req) =>
    ok(
      await baskets.save(
        shopperKey(req, req.body.nonUserBasketId),
        req.body.basketItems,
        requestCurrency(req),
      ),
    ),
  );

  route(app, routes.Baskets.QuantityRefresher, options, async (req) =>
    ok(
      await baskets.setQuantities(
        shopperKey(req, req.body.nonUserBasketId),
        req.body.basketItems,
        requestCurrency(req),
      ),
    ),
  );

  route(app, routes.Baskets.DeleteBasket, options, async (req) =>
    ok(await baskets.clear(shopperKey(req, req.body.nonUserBasketId), requestCurrency(req))),
  );

  route(app, routes.Baskets.DeleteWholeProductType, options, async (req) => {
    const productIds = req.body.basketItems.map((i) => i.productId);
    return ok(
      await baskets.removeProducts(
        shopperKey(req, req.body.nonUserBasketId),
        productIds,
        requestCurrency(req),
      ),
    );
  });

  route(app, routes.Baskets.DeleteBasketItem, options, async (req) =>
    ok(
      await baskets.removeItem(
        shopperKey(req, req.query.nonUserBasketId),
        req.query.basketItemId,
        requestCurrency(req),
      ),
    ),
  );

  // Sign-in merges the guest basket, named by its signed guest id, into the customer's own.
  route(
    app,
    routes.Baskets.RefreshHasLogonBasket,
    { tags: ['Baskets'], config: { auth: 'customer' } },
    async (req) => {
      const guestId = req.body.nonUserBasketId;
      if (guestId && !ctx.guestIds.isValid(guestId)) throw forbidden(MESSAGES.notYourBasket);
      const userKey = shopperKey(req, null);
      return ok(await baskets.mergeInto(userKey, guestId ? `guest:${guestId}` : null, requestCurrency(req)));
    },
  );
}
