import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/database.js';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.boolean() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { public: true },
      schema: {
        tags: ['health'], // 503 also comes from the overload guard, with its own message: load balancers steer away.
        response: {
          200: healthSchema,
          503: z.union([healthSchema, z.object({ message: z.string() })]),
        },
      },
    },
    async (_request, reply) => {
      const database = await pingDatabase(app.database.db);
      return reply
        .status(database ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: database ? 'ok' : 'unavailable', database });
    },
  );
};
