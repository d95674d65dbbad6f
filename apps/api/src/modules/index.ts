import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerAccountTokenRoutes } from './account/token.routes.ts';
import { registerAccountRoutes } from './account/account.routes.ts';
import { registerBasketRoutes } from './basket/basket.routes.ts';
import { registerFavoriteRoutes } from './favorites/favorites.routes.ts';
import { registerContactRoutes } from './contact/contact.routes.ts';
import { registerSeoRoutes } from './seo/seo.routes.ts';
import { registerCatalogModule } from './catalog/index.ts';
import { registerContentReadRoutes } from './content/content.routes.ts';
import { registerCouponRoutes } from './coupons/coupon.routes.ts';
import { registerOrderRoutes } from './orders/orders.routes.ts';
import { registerPaymentRoutes } from './payments/payment.routes.ts';
import { registerIyzicoSandbox } from './iyzico-sandbox/sandbox.routes.ts';
import { registerAdminModule } from './admin/index.ts';

export type AppModule = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;

/** Every feature module of the API, registered in this order by buildApp. */
export const MODULES: AppModule[] = [
  registerAccountTokenRoutes,
  registerAccountRoutes,
  registerBasketRoutes,
  registerFavoriteRoutes,
  registerContactRoutes,
  registerSeoRoutes,
  registerCatalogModule,
  registerContentReadRoutes,
  registerCouponRoutes,
  registerOrderRoutes,
  registerPaymentRoutes,
  registerIyzicoSandbox,
  registerAdminModule,
];
