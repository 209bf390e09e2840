import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from './addresses.js';
import * as service from './service.js';

/** A year: a preview picture's address changes with the picture, so it never goes stale. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['seo'];
  const originOf = (request: { protocol: string; host: string }) =>
    publicOrigin(app.config.PUBLIC_URL, request.protocol, request.host);
  const previewPicture = service.previewPictures(db);

  app.get('/robots.txt', { config: { public: true }, schema: { tags } }, (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(service.robotsText(originOf(request))),
  );

  app.get('/sitemap.xml', { config: { public: true }, schema: { tags } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .send(await service.sitemapXml(db, originOf(request))),
  );

  app.get(
    `${service.OG_ROUTE_PREFIX}:file`,
    {
      config: { public: true },
      schema: { hide: true, params: z.object({ file: z.string().max(80) }) },
    },
    async (request, reply) => {
      const picture = await previewPicture(request.params.file);
      if (!picture) return reply.status(404).send({ message: 'Picture not found' });
      return reply.type('image/jpeg').header('cache-control', PICTURE_CACHE).send(picture);
    },
  );
};
