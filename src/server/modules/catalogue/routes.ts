import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bikeAccessorySchema,
  bikeViewSchema,
  catalogueLanguageQuery,
  colourSchema,
  featureSchema,
  frame360Schema,
  galleryImageSchema,
  modelSummarySchema,
  offerSchema,
  VEHICLE_LIST_PATHS,
  variantSchema,
  type VehicleListPath,
} from '../../../shared/catalogue.js';
import { fieldErrorsSchema, messageSchema } from '../../../shared/admin.js';
import * as service from './service.js';

const bikeNameParams = z.object({ bikeName: z.string().min(1).max(100) });

/** SPEC §7 public catalogue reads, at their exact paths and field names (slides: modules/slides). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['catalogue'];

  for (const [path, type] of Object.entries(VEHICLE_LIST_PATHS) as [VehicleListPath, never][]) {
    app.get(
      `/api/${path}`,
      {
        config: { public: true, catalogueCache: true },
        schema: {
          tags,
          querystring: catalogueLanguageQuery,
          response: { 200: z.array(modelSummarySchema), 400: fieldErrorsSchema },
        },
      },
      (request) => service.listModels(db, type, request.query.lang),
    );
  }

  app.get(
    '/api/gallery',
    {
      config: { public: true, catalogueCache: true },
      schema: { tags, response: { 200: z.array(galleryImageSchema) } },
    },
    () => service.listGallery(db),
  );

  app.get(
    '/api/getOffers',
    {
      config: { public: true, catalogueCache: true },
      schema: {
        tags,
        querystring: catalogueLanguageQuery,
        response: { 200: z.array(offerSchema), 400: fieldErrorsSchema },
      },
    },
    (request) => service.listOffers(db, request.query.lang),
  );

  const perBike = [
    ['/api/bikeView/:bikeName', bikeViewSchema, service.getBikeView],
    ['/api/variants/:bikeName', z.array(variantSchema), service.listVariants],
    ['/api/bikeFeatures/:bikeName', z.array(featureSchema), service.listFeatures],
    ['/api/bikeAccessories/:bikeName', z.array(bikeAccessorySchema), service.listBikeAccessories],
    ['/api/bikeColours/:bikeName', z.array(colourSchema), service.listColours],
    ['/api/360Images/:bikeName', z.array(frame360Schema), service.listFrames360],
  ] as const;

  for (const [url, schema, read] of perBike) {
    app.get(
      url,
      {
        config: { public: true, catalogueCache: true },
        schema: {
          tags,
          params: bikeNameParams,
          querystring: catalogueLanguageQuery,
          response: { 200: schema, 400: fieldErrorsSchema, 404: messageSchema },
        },
      },
      (request) => read(db, request.params.bikeName, request.query.lang),
    );
  }
};
