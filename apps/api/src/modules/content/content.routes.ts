import type { FastifyInstance } from 'fastify';
import { allContentSchema, API, loginRegisterUrlsSchema } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { responses, router } from '../../platform/http.ts';
import { sendJson, viewOf } from '../catalog/index.ts';
import { ContentReads } from './content.service.ts';

const auth = { auth: 'public' } as const;

/** Products/GetAllContent and Products/GetLoginRegisterUrls (public, cached). */
export function registerContentReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const reads = new ContentReads(ctx);
  const tags = ['Content'];

  r.get(
    API.Products.GetAllContent,
    {
      schema: { tags, response: responses(allContentSchema) },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.allContent(viewOf(request))),
  );

  r.get(
    API.Products.GetLoginRegisterUrls,
    {
      schema: { tags, response: responses(loginRegisterUrlsSchema) },
      config: auth,
    },
    async (_request, reply) => sendJson(reply, await reads.loginRegisterUrls()),
  );
}
