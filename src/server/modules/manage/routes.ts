import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { galleryImageSchema, offerSchema } from '../../../shared/catalogue.js';
import {
  accessoryRowSchema,
  MANAGE_MESSAGES,
  priceParamsSchema,
  priceRowSchema,
  priceUpdateSchema,
  variantPriceParamsSchema,
  VEHICLE_ADMIN_TYPES,
  vehicleStatusSchema,
  type VehicleAdminPath,
} from '../../../shared/manage.js';
import { messageSchema } from '../../../shared/admin.js';
import { idParams } from '../../lib/params.js';
import { actorOf as auditActor } from '../audit/actor.js';
import { acceptUploads, readMultipart } from '../media/uploads.js';
import * as service from './service.js';

const vehicleRowSchema = z.object({
  id: z.number().int(),
  bikeName: z.string().optional(),
  scooterName: z.string().optional(),
  status: z.number().int(),
});

/** SPEC §7 admin management calls. All need a session (the guard in plugins/auth). */
export const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const { db } = app.database;
  const tags = ['admin'];
  // Every write here is recorded in the audit trail: who (the session), from where and when.
  const actorOf = (request: FastifyRequest) => auditActor(request, app.now());
  const config = { permission: 'manage' } as const;
  // Every change staff make here shows on the public site at once: cached answers go stale.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.bumpCatalogueVersion();
    return payload;
  });

  app.get(
    '/api/managePrice',
    { config, schema: { tags, response: { 200: z.array(priceRowSchema) } } },
    () => service.listPrices(db),
  );

  app.patch(
    '/api/managePrice/:bike_name',
    {
      config,
      schema: {
        tags,
        params: priceParamsSchema,
        body: priceUpdateSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await service.updatePrice(
        app.database,
        request.params.bike_name,
        request.body.price,
        actorOf(request),
      );
      return { message: MANAGE_MESSAGES.priceUpdated };
    },
  );

  app.patch(
    '/api/managePrice/:bike_name/variants/:variantId',
    {
      config,
      schema: {
        tags,
        params: variantPriceParamsSchema,
        body: priceUpdateSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { bike_name, variantId } = request.params;
      await service.updateVariantPrice(
        app.database,
        bike_name,
        variantId,
        request.body.price,
        actorOf(request),
      );
      return { message: MANAGE_MESSAGES.priceUpdated };
    },
  );

  app.get(
    '/api/manageAccessories',
    { config, schema: { tags, response: { 200: z.array(accessoryRowSchema) } } },
    () => service.listAccessories(db),
  );

  app.patch(
    '/api/manageAccessories/:id',
    {
      config,
      schema: { tags, params: idParams, body: priceUpdateSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await service.updateAccessoryPrice(
        app.database,
        request.params.id,
        request.body.price,
        actorOf(request),
      );
      return { message: MANAGE_MESSAGES.accessoryPriceUpdated };
    },
  );

  for (const path of Object.keys(VEHICLE_ADMIN_TYPES) as VehicleAdminPath[]) {
    app.get(
      `/api/${path}_admin`,
      { config, schema: { tags, response: { 200: z.array(vehicleRowSchema) } } },
      () => service.listVehiclesForAdmin(db, path),
    );
    app.patch(
      `/api/${path}/:id/status`,
      {
        config,
        schema: {
          tags,
          params: idParams,
          body: vehicleStatusSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => ({
        message: await service.setVehicleStatus(
          app.database,
          path,
          request.params.id,
          request.body.status,
          actorOf(request),
        ),
      }),
    );
  }

  app.post(
    '/api/createOffers',
    { config, schema: { tags, consumes: ['multipart/form-data'], response: { 201: offerSchema } } },
    async (request, reply) => {
      const form = await readMultipart(request);
      const offer = await service.createOffer(app.database, form, actorOf(request));
      return reply.status(201).send(offer);
    },
  );

  app.delete(
    '/api/deleteOffers/:id',
    { config, schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await service.deleteOffer(app.database, request.params.id, actorOf(request));
      return { message: MANAGE_MESSAGES.offerDeleted };
    },
  );

  app.post(
    '/api/galleryupload',
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ message: z.string(), images: z.array(galleryImageSchema) }) },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request);
      const images = await service.uploadGalleryImages(app.database, files, actorOf(request));
      return reply.status(201).send({ message: MANAGE_MESSAGES.imagesUploaded, images });
    },
  );

  app.delete(
    '/api/deleteGalleryImg/:id',
    { config, schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await service.deleteGalleryImage(app.database, request.params.id, actorOf(request));
      return { message: MANAGE_MESSAGES.imageDeleted };
    },
  );
};
