import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrorsSchema, messageSchema } from '../../../shared/admin.js';
import { catalogueLanguageQuery, slideSchema } from '../../../shared/catalogue.js';
import {
  adminSlideListSchema,
  SLIDE_MESSAGES,
  slideOrderSchema,
  slideTextsSchema,
  slideWriteResponseSchema,
} from '../../../shared/slides.js';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../../../shared/uploads.js';
import { idParams } from '../../lib/params.js';
import { actorOf as auditActor } from '../audit/actor.js';
import { acceptUploads, readMultipart, type MultipartRules } from '../media/uploads.js';
import * as service from './service.js';

/** One picture and the ten texts of a slide, each of a text's length at most. */
const SLIDE_UPLOAD_RULES: MultipartRules = {
  limits: { fileSize: UPLOAD_LIMITS.fileSize, files: 1, fields: 12, fieldSize: 1000, parts: 14 },
  tooLarge: UPLOAD_MESSAGES.eachTooLarge,
  tooMany: SLIDE_MESSAGES.onePicture,
};

/**
 * Home's slides: the public read of SPEC §7 (GET /api/images, its texts in the page's language),
 * and the Slides screen's list, add, edit, reorder and delete, with the gallery's permission.
 */
export const slideRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const { db } = app.database;
  const tags = ['slides'];
  const config = { permission: 'manage' } as const;
  const actorOf = (request: FastifyRequest) => auditActor(request, app.now());
  // Every change shows on Home at once: cached public answers go stale.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.bumpCatalogueVersion();
    return payload;
  });

  app.get(
    '/api/images',
    {
      config: { public: true, catalogueCache: true },
      schema: {
        tags: ['catalogue'],
        querystring: catalogueLanguageQuery,
        response: { 200: z.array(slideSchema), 400: fieldErrorsSchema },
      },
    },
    (request) => service.listPublicSlides(db, request.query.lang),
  );

  app.get(
    '/api/slides',
    { config, schema: { tags, response: { 200: adminSlideListSchema } } },
    async () => ({ data: await service.listSlidesForStaff(db) }),
  );

  app.post(
    '/api/slides',
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: slideWriteResponseSchema, 400: fieldErrorsSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, SLIDE_UPLOAD_RULES);
      const slide = await service.createSlide(app.database, form, actorOf(request));
      return reply.status(201).send({ message: SLIDE_MESSAGES.created, slide });
    },
  );

  // Declared before /:id for readers; the router prefers the fixed segment whatever the order.
  app.put(
    '/api/slides/order',
    {
      config,
      schema: {
        tags,
        body: slideOrderSchema,
        response: { 200: messageSchema, 400: fieldErrorsSchema, 409: messageSchema },
      },
    },
    async (request) => {
      await service.reorderSlides(app.database, request.body.ids, actorOf(request));
      return { message: SLIDE_MESSAGES.reordered };
    },
  );

  app.put(
    '/api/slides/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: slideTextsSchema,
        response: { 200: slideWriteResponseSchema, 400: fieldErrorsSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const slide = await service.updateSlideTexts(
        app.database,
        id,
        request.body,
        actorOf(request),
      );
      return { message: SLIDE_MESSAGES.saved, slide };
    },
  );

  app.delete(
    '/api/slides/:id',
    {
      config,
      schema: { tags, params: idParams, response: { 200: messageSchema, 404: messageSchema } },
    },
    async (request) => {
      await service.deleteSlide(app.database, request.params.id, actorOf(request));
      return { message: SLIDE_MESSAGES.deleted };
    },
  );
};
