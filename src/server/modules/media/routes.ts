import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withoutDocumentPolicies } from '../../lib/document-policies.js';
import * as service from './service.js';

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
      const media = await service.findMediaFile(app.database.db, request.params.file);
      if (!media) return reply.status(404).send({ message: 'Not found' });
      const etag = `"${media.hash}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Content-Type', media.contentType)
        .header('X-Content-Type-Options', 'nosniff');
      withoutDocumentPolicies(reply, media.contentType);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(Buffer.from(media.bytes));
    },
  );
};
