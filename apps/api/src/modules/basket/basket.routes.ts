import type { FastifyInstance } from 'fastify';
import {
  API,
  basketRequestSchema,
  basketSchema,
  deleteBasketItemQuerySchema,
  deleteWholeProductTypeRequestSchema,
  getBasketQuerySchema,
  quantityRefreshRequestSchema,
  refreshHasLogonBasketRequestSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../platform/errors.ts';
import { ok, responses, router } from '../../platform/http.ts';
import { requestCurrency } from '../../platform/language.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { shopperKey } from '../../platform/shopper.ts';
import { BasketService } from './basket.service.ts';

export function registerBasketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const baskets = new BasketService(ctx);
  const tags = ['Baskets'];
  const response = responses(basketSchema);
  const config = { auth: 'session' as const };

  r.get(
    API.Baskets.GetBasket,
    { schema: { tags, querystring: getBasketQuerySchema, response }, config },
    async (req) => ok(await baskets.get(shopperKey(req, req.query.nonUserBasketId), requestCurrency(req))),
  );

  r.post(
    API.Baskets.SaveOrUpdateBasket,
    { schema: { tags, body: basketRequestSchema, response }, config },
    async (req) =>
      ok(
        await baskets.save(
          shopperKey(req, req.body.nonUserBasketId),
          req.body.basketItems,
          requestCurrency(req),
        ),
      ),
  );

  r.post(
    API.Baskets.QuantityRefresher,
    { schema: { tags, body: quantityRefreshRequestSchema, response }, config },
    async (req) =>
      ok(
        await baskets.setQuantities(
          shopperKey(req, req.body.nonUserBasketId),
          req.body.basketItems,
          requestCurrency(req),
        ),
      ),
  );

  r.post(
    API.Baskets.DeleteBasket,
    { schema: { tags, body: basketRequestSchema, response }, config },
    async (req) => ok(await baskets.clear(shopperKey(req, req.body.nonUserBasketId), requestCurrency(req))),
  );

  r.post(
    API.Baskets.DeleteWholeProductType,
    { schema: { tags, body: deleteWholeProductTypeRequestSchema, response }, config },
    async (req) => {
      const productIds = req.body.basketItems.map((i) => i.productId);
      return ok(
        await baskets.removeProducts(
          shopperKey(req, req.body.nonUserBasketId),
          productIds,
          requestCurrency(req),
        ),
      );
    },
  );

  r.post(
    API.Baskets.DeleteBasketItem,
    { schema: { tags, querystring: deleteBasketItemQuerySchema, response }, config },
    async (req) =>
      ok(
        await baskets.removeItem(
          shopperKey(req, req.query.nonUserBasketId),
          req.query.basketItemId,
          requestCurrency(req),
        ),
      ),
  );

  // Sign-in merges the guest basket, named by its signed guest id, into the customer's own.
  r.post(
    API.Baskets.RefreshHasLogonBasket,
    { schema: { tags, body: refreshHasLogonBasketRequestSchema, response }, config: { auth: 'customer' } },
    async (req) => {
      const guestId = req.body.nonUserBasketId;
      if (guestId && !ctx.guestIds.isValid(guestId)) throw forbidden(MESSAGES.notYourBasket);
      const userKey = shopperKey(req, null);
      return ok(await baskets.mergeInto(userKey, guestId ? `guest:${guestId}` : null, requestCurrency(req)));
    },
  );
}
