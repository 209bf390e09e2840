import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrorsSchema, messageSchema } from '../../../shared/admin.js';
import { COMPARE_MESSAGES } from '../../../shared/compare.js';
import { compareAnswerSchema, compareQuerySchema } from '../../../shared/pricing.js';
import { AppError } from '../../lib/errors.js';
import * as service from './service.js';

/** GET /api/compare?bikes=A,B[,C]: the compare page's one read. */
export const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/compare',
    {
      // Kept like any catalogue read; the cache keeps no answer past midnight IST, when rates
      // dated for the new day come into force with no write to bump the catalogue version.
      config: { public: true, catalogueCache: true },
      // A visitor's bad list is answered in the schema's own words, not as a form's field errors.
      attachValidation: true,
      schema: {
        tags: ['catalogue'],
        querystring: compareQuerySchema,
        response: { 200: compareAnswerSchema, 400: fieldErrorsSchema, 404: messageSchema },
      },
    },
    (request) => {
      if (request.validationError) {
        const message = request.validationError.validation?.[0]?.message ?? COMPARE_MESSAGES.count;
        throw new AppError('BAD_REQUEST', message, { bikes: message });
      }
      return service.compareModels(db, request.query.bikes, app.now());
    },
  );
};
