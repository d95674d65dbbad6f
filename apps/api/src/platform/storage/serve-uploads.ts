import type { FastifyInstance } from 'fastify';
import { contentTypeOf, uploadKey } from './object-storage.ts';
import type { S3Storage } from './s3-storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * With object storage, /uploads/… is streamed from the bucket through the API (decision 039): every URL
 * stored in the database stays valid, the bucket stays private, and no process needs a shared disk. The
 * names are content-addressed, so answers are cached for a year; the store applies the browser's
 * If-None-Match, If-Modified-Since and Range itself (a video is played by ranges).
 */
export function registerStoredUploads(app: FastifyInstance, storage: S3Storage): void {
  // HEAD is its own method here: Fastify's automatic HEAD route would read the whole object to discard it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = uploadKey(`/uploads/${(request.params as { '*': string })['*']}`);
      if (!key) return reply.callNotFound();
      const since = request.headers['if-modified-since'];
      const read = await storage.read(key, {
        range: request.headers.range,
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: since && !Number.isNaN(Date.parse(since)) ? new Date(since) : undefined,
      });
      if (read.status === 404) return reply.callNotFound();
      reply.header('cache-control', IMMUTABLE).header('accept-ranges', 'bytes');
      if (!('object' in read)) return reply.code(read.status).send();
      const { object } = read;
      reply.code(read.status).type(object.ContentType ?? contentTypeOf(key));
      if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
      if (object.ContentRange) reply.header('content-range', object.ContentRange);
      if (object.ETag) reply.header('etag', object.ETag);
      if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
      if (request.method === 'HEAD') {
        // The headers are the answer: the object is not fetched through for nothing.
        object.Body.destroy();
        return reply.send();
      }
      return reply.send(object.Body);
    },
  });
}
