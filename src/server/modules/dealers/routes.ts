import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dealerSchema, siteSchema } from '../../../shared/catalogue.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repository.js';

export const dealerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['dealers'];

  // SPEC §7: a list whose first item the page reads; an unknown id answers an empty list.
  app.get(
    '/api/dealers/:id',
    {
      config: { public: true, catalogueCache: true },
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: z.array(dealerSchema) },
      },
    },
    (request) => repo.listDealersById(db, request.params.id),
  );

  app.get(
    '/api/site',
    {
      config: { public: true, catalogueCache: true },
      schema: { tags, response: { 200: siteSchema } },
    },
    async () => {
      const site = await repo.getSite(db);
      if (!site) throw notFound('Site settings not found');
      return site;
    },
  );
};
