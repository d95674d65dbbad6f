import type { FastifyInstance } from 'fastify';
import {
  API,
  collectionSchema,
  createCollectionRequestSchema,
  intIdBodySchema,
  okSchema,
  updateCollectionRequestSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, responses, router } from '../../../platform/http.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { CollectionAdmin } from './collections.admin.service.ts';

/** Collection/CreateCollection, UpdateCollection, DeleteCollection. */
export function registerCollectionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const admin = new CollectionAdmin(ctx);
  const tags = ['Admin: collections'];

  r.post(
    API.Collection.CreateCollection,
    {
      schema: { tags, body: createCollectionRequestSchema, response: responses(collectionSchema) },
      config: ADMIN,
    },
    async (req) => ok(await admin.create(req.body)),
  );

  r.post(
    API.Collection.UpdateCollection,
    {
      schema: { tags, body: updateCollectionRequestSchema, response: responses(collectionSchema) },
      config: ADMIN,
    },
    async (req) => ok(await admin.update(req.body.id, req.body)),
  );

  r.post(
    API.Collection.DeleteCollection,
    {
      schema: {
        tags,
        description: 'Its products stay, without a collection.',
        body: intIdBodySchema,
        response: responses(okSchema),
      },
      config: ADMIN,
    },
    async (req) => {
      await admin.remove(req.body.id);
      return ok({ succeeded: true as const });
    },
  );
}
