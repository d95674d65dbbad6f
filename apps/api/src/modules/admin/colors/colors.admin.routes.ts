import type { FastifyInstance } from 'fastify';
import {
  addColorRequestSchema,
  API,
  colorSchema,
  okSchema,
  removeColorQuerySchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, responses, router } from '../../../platform/http.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { ColorAdmin } from './colors.admin.service.ts';

/** Products/AddColor and Products/RemoveColor?colorId. */
export function registerColorAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const admin = new ColorAdmin(ctx);
  const tags = ['Admin: colours'];

  r.post(
    API.Products.AddColor,
    {
      schema: {
        tags,
        description:
          "colorName, colorNameEN and colorCode (#rrggbb), non-empty after trimming, else 400 'Renk adı ve renk kodu boş olamaz.'",
        body: addColorRequestSchema,
        response: responses(colorSchema),
      },
      config: ADMIN,
    },
    async (req) => ok(await admin.add(req.body)),
  );

  r.post(
    API.Products.RemoveColor,
    {
      schema: { tags, querystring: removeColorQuerySchema, response: responses(okSchema) },
      config: ADMIN,
    },
    async (req) => {
      await admin.remove(req.query.colorId);
      return ok({ succeeded: true as const });
    },
  );
}
