import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerAccountRoutes, registerAccountTokenRoutes } from './account/index.ts';
import { registerBasketRoutes } from './basket/index.ts';
import { registerFavoriteRoutes } from './favorites/index.ts';
import { registerContactRoutes } from './contact/index.ts';
import { registerDataRightsRoutes } from './data-rights/index.ts';
import { registerSeoRoutes } from './seo/index.ts';
import { registerCatalogModule } from './catalog/index.ts';
import { registerContentReadRoutes } from './content/index.ts';
import { registerCouponRoutes } from './coupons/index.ts';
import { registerOrderRoutes } from './orders/index.ts';
import { registerPaymentRoutes } from './payments/index.ts';
import { registerIyzicoSandbox } from './iyzico-sandbox/index.ts';
import { registerAdminModule } from './admin/index.ts';
import { registerNewsletterRoutes } from './newsletter/index.ts';
import { registerDashboardRoutes } from './dashboard/index.ts';
import { registerStaffRoutes } from './staff/index.ts';
import { registerReviewRoutes } from './reviews/index.ts';
import { registerBackInStockRoutes } from './back-in-stock/index.ts';

export type AppModule = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;

/** Every feature module of the API, registered in this order by buildApp. */
export const MODULES: AppModule[] = [
  registerAccountTokenRoutes,
  registerAccountRoutes,
  registerNewsletterRoutes,
  registerBasketRoutes,
  registerFavoriteRoutes,
  registerContactRoutes,
  registerDataRightsRoutes,
  registerSeoRoutes,
  registerCatalogModule,
  registerContentReadRoutes,
  registerCouponRoutes,
  registerOrderRoutes,
  registerPaymentRoutes,
  registerIyzicoSandbox,
  registerAdminModule,
  registerDashboardRoutes,
  registerStaffRoutes,
  registerReviewRoutes,
  registerBackInStockRoutes,
];
