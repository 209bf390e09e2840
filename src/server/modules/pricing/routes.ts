import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../shared/admin.js';
import {
  insuranceUpdateSchema,
  onRoadPriceQuerySchema,
  onRoadQuoteSchema,
  onRoadRulesInputSchema,
  onRoadSettingsSchema,
  PRICING_MESSAGES,
} from '../../../shared/pricing.js';
import { idParams } from '../../lib/params.js';
import { actorOf as auditActor } from '../audit/actor.js';
import * as service from './service.js';

const variantParams = z.object({ variantId: idParams.shape.id });

/** The on-road price: the public quote, and the owner's dated rates and per-variant insurance. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const actorOf = (request: FastifyRequest) => auditActor(request, app.now());
  const config = { permission: 'catalogue' } as const;
  // Quotes and the catalogue pages other instances have cached must show a change at once.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.bumpCatalogueVersion();
    return payload;
  });

  // A catalogue read like the others: rules dated for tomorrow come into force at midnight IST
  // with no write to bump the version, and the cache keeps no answer past midnight IST.
  app.get(
    '/api/onRoadPrice',
    {
      config: { public: true, catalogueCache: true },
      schema: {
        tags: ['catalogue'],
        querystring: onRoadPriceQuerySchema,
        response: { 200: onRoadQuoteSchema, 404: messageSchema },
      },
    },
    (request) => service.quoteByName(db, request.query.bike, request.query.variant, app.now()),
  );

  const tags = ['admin'];
  app.get(
    '/api/on-road-rules',
    { config, schema: { tags, response: { 200: onRoadSettingsSchema } } },
    () => service.getOnRoadSettings(db, app.now()),
  );

  app.post(
    '/api/on-road-rules',
    {
      config,
      schema: { tags, body: onRoadRulesInputSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await service.saveRulesVersion(db, request.body, actorOf(request));
      return reply.code(201).send({ message: PRICING_MESSAGES.rulesSaved });
    },
  );

  app.put(
    '/api/on-road-rules/insurance/:variantId',
    {
      config,
      schema: {
        tags,
        params: variantParams,
        body: insuranceUpdateSchema,
        response: { 200: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      await service.updateInsurance(
        app.database,
        request.params.variantId,
        request.body.insurance,
        actorOf(request),
      );
      return { message: PRICING_MESSAGES.insuranceSaved };
    },
  );
};
