import type { FastifyInstance } from 'fastify';
import { intIdBodySchema, okSchema } from '@kehribar/contracts';
import type { z } from 'zod';
import { ok, responses } from '../../../platform/http.ts';
import { ADMIN } from './admin-route.ts';

/** The create, update and delete calls of categories, sub-categories or collections. */
export interface TaxonomyRoutes<Create extends z.ZodType, Update extends z.ZodType, Item extends z.ZodType> {
  tags: string[];
  paths: { create: string; update: string; remove: string };
  schemas: { create: Create; update: Update; item: Item };
  descriptions: { create?: string; remove: string };
}

interface TaxonomyWrites<Create, Update, Item> {
  create(input: Create): Promise<Item>;
  update(id: number, input: Update): Promise<Item>;
  remove(id: number): Promise<void>;
}

/**
 * Create and update answer with the item as the storefront reads it; delete takes only the id. The
 * schemas validate each body as on any route, but the zod type provider cannot see through generic
 * schemas, so the routes are declared on the plain instance and the bodies typed from the same schemas.
 */
export function registerTaxonomyRoutes<
  Create extends z.ZodType,
  Update extends z.ZodType<{ id: number }>,
  Item extends z.ZodType,
>(
  app: FastifyInstance,
  admin: TaxonomyWrites<z.output<Create>, z.output<Update>, z.output<Item>>,
  { tags, paths, schemas, descriptions }: TaxonomyRoutes<Create, Update, Item>,
): void {
  const item = responses(schemas.item);

  app.post(
    paths.create,
    {
      schema: {
        tags,
        ...(descriptions.create && { description: descriptions.create }),
        body: schemas.create,
        response: item,
      },
      config: ADMIN,
    },
    async (req) => ok(await admin.create(req.body as z.output<Create>)),
  );

  app.post(
    paths.update,
    { schema: { tags, body: schemas.update, response: item }, config: ADMIN },
    async (req) => {
      const input = req.body as z.output<Update>;
      return ok(await admin.update(input.id, input));
    },
  );

  app.post(
    paths.remove,
    {
      schema: {
        tags,
        description: descriptions.remove,
        body: intIdBodySchema,
        response: responses(okSchema),
      },
      config: ADMIN,
    },
    async (req) => {
      await admin.remove((req.body as z.output<typeof intIdBodySchema>).id);
      return ok({ succeeded: true as const });
    },
  );
}
