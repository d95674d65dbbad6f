import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { ok, route } from '../../platform/http.ts';
import { DashboardService, lowStockThreshold, setLowStockThreshold } from './dashboard.service.ts';

const ADMIN = { auth: 'admin' } as const;

/** The owner's dashboard and its low-stock setting (docs/decisions/031-dashboard-figures.md). */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dashboard = new DashboardService(ctx);

  route(app, routes.Order.GetDashboard, { tags: ['Order'], config: ADMIN }, async (req) =>
    ok(await dashboard.figures(req.query.days)),
  );

  route(app, routes.Products.GetStockSettings, { tags: ['Products'], config: ADMIN }, async () =>
    ok({ lowStockThreshold: await lowStockThreshold(ctx.db) }),
  );

  route(app, routes.Products.UpdateStockSettings, { tags: ['Products'], config: ADMIN }, async (req) =>
    ok({ lowStockThreshold: await setLowStockThreshold(ctx.db, req.body.lowStockThreshold) }),
  );
}
