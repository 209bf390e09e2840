import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardCountsSchema } from '../../../shared/manage.js';
import type { AdminSession } from '../auth/sessions.js';
import * as service from './service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // SPEC §7: an array whose first item holds today's counts (today in Asia/Kolkata).
  app.get(
    '/api/dashboard',
    {
      config: { permission: 'dashboard' },
      schema: { tags: ['admin'], response: { 200: z.array(dashboardCountsSchema) } },
    },
    async (request) => {
      const role = (request.adminSession as AdminSession).role;
      return [await service.todayCounts(app.database.db, app.now(), role)];
    },
  );
};
