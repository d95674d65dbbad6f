import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, route } from '../../../platform/http.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { ColorAdmin } from './colors.admin.service.ts';

/** Products/AddColor and Products/RemoveColor?colorId. */
export function registerColorAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = new ColorAdmin(ctx);
  const tags = ['Admin: colours'];

  route(
    app,
    routes.Products.AddColor,
    {
      tags,
      description:
        "colorName, colorNameEN and colorCode (#rrggbb), non-empty after trimming, else 400 'Renk adı ve renk kodu boş olamaz.'",
      config: ADMIN,
    },
    async (req) => ok(await admin.add(req.body)),
  );

  route(app, routes.Products.RemoveColor, { tags, config: ADMIN }, async (req) => {
    await admin.remove(req.query.colorId);
    return ok({ succeeded: true as const });
  });
}
