import type { FastifyInstance } from 'fastify';
import type { Route } from '@kehribar/contracts';
import type { z } from 'zod';
import { ok, schemaOf } from '../../../platform/http.ts';
import { ADMIN } from './admin-route.ts';

type BodyOf<R> = R extends { body: infer B extends z.ZodType } ? z.output<B> : never;

/** The create, update and delete calls of categories, sub-categories or collections. */
export interface TaxonomyRoutes<Create extends Route, Update extends Route> {
  tags: string[];
  calls: { create: Create; update: Update; remove: Route };
  descriptions: { create?: string; remove: string };
}

interface TaxonomyWrites<Create, Update, Item> {
  create(input: Create): Promise<Item>;
  update(id: number, input: Update): Promise<Item>;
  remove(id: number): Promise<void>;
}

/**
 * Create and update answer with the item as the storefront reads it; delete takes only the id. The
 * table's schemas validate each body as on any route, but the zod type provider cannot see through
 * generic schemas, so the routes are declared on the plain instance and the bodies typed from the same
 * schemas.
 */
export function registerTaxonomyRoutes<Create extends Route, Update extends Route>(
  app: FastifyInstance,
  admin: TaxonomyWrites<BodyOf<Create>, BodyOf<Update> & { id: number }, unknown>,
  { tags, calls, descriptions }: TaxonomyRoutes<Create, Update>,
): void {
  app.post(
    calls.create.path,
    { schema: schemaOf(calls.create, tags, descriptions.create), config: ADMIN },
    async (req) => ok(await admin.create(req.body as BodyOf<Create>)),
  );

  app.post(calls.update.path, { schema: schemaOf(calls.update, tags), config: ADMIN }, async (req) => {
    const input = req.body as BodyOf<Update> & { id: number };
    return ok(await admin.update(input.id, input));
  });

  app.post(
    calls.remove.path,
    { schema: schemaOf(calls.remove, tags, descriptions.remove), config: ADMIN },
    async (req) => {
      await admin.remove((req.body as { id: number }).id);
      return ok({ succeeded: true as const });
    },
  );
}
