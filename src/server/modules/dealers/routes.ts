import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dealerSchema, siteSchema } from '../../../shared/catalogue.js';
import { idParams } from '../../lib/params.js';
import * as service from './service.js';

export const dealerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['dealers'];

  app.get(
    '/api/dealers/:id',
    {
      config: { public: true, catalogueCache: true },
      schema: {
        tags,
        params: idParams,
        response: { 200: z.array(dealerSchema) },
      },
    },
    (request) => service.listDealersById(db, request.params.id),
  );

  app.get(
    '/api/site',
    {
      config: { public: true, catalogueCache: true },
      schema: { tags, response: { 200: siteSchema } },
    },
    () => service.getSite(db),
  );
};
