import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../platform/http.ts';
import { sendJson, viewOf } from '../catalog/index.ts';
import { ContentReads } from './content.service.ts';

const auth = { auth: 'public' } as const;

/** Products/GetAllContent and Products/GetLoginRegisterUrls (public, cached). */
export function registerContentReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reads = new ContentReads(ctx);
  const tags = ['Content'];

  route(app, routes.Products.GetAllContent, { tags, config: auth }, async (request, reply) =>
    sendJson(reply, await reads.allContent(viewOf(request))),
  );

  route(app, routes.Products.GetLoginRegisterUrls, { tags, config: auth }, async (_request, reply) =>
    sendJson(reply, await reads.loginRegisterUrls()),
  );
}
