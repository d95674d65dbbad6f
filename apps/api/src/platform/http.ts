import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@kehribar/contracts';

/** The instance with the zod type provider, so route handlers are typed from the contracts. */
export function router(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

export const ok = <T>(data: T) => ({ data });

/** Response schemas of a route: { data } on 200 and the error shape otherwise. */
export function responses<T extends z.ZodType>(data: T) {
  return {
    200: z.object({ data }),
    '4xx': errorResponseSchema,
    '5xx': errorResponseSchema,
  };
}
