import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findMediaByHash } from '../modules/media/repository.js';

/** Serves stored media at /media/<hash>.<ext>; content-addressed, so cached for a year. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:file',
    {
      config: { public: true },
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const match = /^([a-f0-9]{16,64})\.([a-z0-9]{2,5})$/.exec(request.params.file);
      const media = match ? await findMediaByHash(app.database.db, match[1] as string) : undefined;
      if (!match || !media || media.ext !== match[2]) {
        return reply.status(404).send({ message: 'Not found' });
      }
      const etag = `"${match[1]}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Content-Type', media.content_type)
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(Buffer.from(media.bytes));
    },
  );
};
