import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifySchema } from 'fastify';
import { ENDPOINTS, routes, type Endpoint, type Route } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
const registered = new Map<string, { schema?: FastifySchema }>();

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (r) => {
        for (const method of [r.method].flat()) {
          if (method !== 'HEAD') registered.set(`${method} ${r.url.toLowerCase()}`, { schema: r.schema });
        }
      },
    },
  );
});
afterAll(() => t.close());

const all = <T>(table: Record<string, Record<string, T>>) =>
  Object.entries(table).flatMap(([c, actions]) =>
    Object.entries(actions).map(([a, v]) => [`${c}.${a}`, v] as const),
  );

describe('the route table of the contracts (docs/decisions/023-typed-route-table.md)', () => {
  it('names every endpoint the server registers, with the method it registers it under', () => {
    for (const [name, endpoint] of all<Endpoint>(ENDPOINTS)) {
      expect(registered.has(`${endpoint.method} ${endpoint.path.toLowerCase()}`), name).toBe(true);
    }
    const apiRoutes = [...registered.keys()].filter((key) => / \/api\/[a-z]+\/[a-z0-9]+$/i.test(key));
    expect(apiRoutes.length).toBe(all<Endpoint>(ENDPOINTS).length);
  });

  it('is what the server validates: the same body and query schemas on every route it lists', () => {
    for (const [name, spec] of all<Route>(routes)) {
      const { schema } = registered.get(`${spec.method} ${spec.path.toLowerCase()}`)!;
      expect(schema?.body, name).toBe(spec.body);
      expect(schema?.querystring, name).toBe(spec.query);
    }
  });
});
