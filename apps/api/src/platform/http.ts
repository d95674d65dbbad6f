import type {
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, type Route } from '@kehribar/contracts';

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

/** The fastify schema a route of the contracts' table stands for. */
type SchemaOf<R extends Route> = {
  body: R extends { body: infer B extends z.ZodType } ? B : undefined;
  querystring: R extends { query: infer Q extends z.ZodType } ? Q : undefined;
  response: ReturnType<typeof responses<R['response']>>;
};

/** A handler whose req.body, req.query and answer are typed from the route's schemas. */
export type RouteHandler<R extends Route> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  SchemaOf<R>,
  ZodTypeProvider
>;

/** What a route adds to its entry in the table: OpenAPI tags and text, who may call it, limits. */
export interface RouteOptions {
  tags: string[];
  description?: string;
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

/**
 * Registers a route of the contracts' table (docs/decisions/023-typed-route-table.md): method, path, body,
 * query and answer come from the table, so the server and the web client cannot drift apart.
 */
export function route<R extends Route>(
  app: FastifyInstance,
  spec: R,
  { tags, description, config, bodyLimit }: RouteOptions,
  handler: RouteHandler<R>,
): void {
  const s = spec as Route;
  router(app).route({
    method: s.method,
    url: s.path,
    schema: schemaOf(s, tags, description),
    ...(config ? { config } : {}),
    ...(bodyLimit ? { bodyLimit } : {}),
    handler: handler as RouteHandlerMethod,
  });
}

/** The fastify schema of a table entry: for the generic route builders that register with plain `app`. */
export function schemaOf(s: Route, tags: string[], description?: string) {
  return {
    tags,
    ...(description ? { description } : {}),
    ...(s.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(s.body ? { body: s.body } : {}),
    ...(s.query ? { querystring: s.query } : {}),
    response: responses(s.response),
  };
}
