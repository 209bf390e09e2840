import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leadStatsQuerySchema, leadStatsSchema } from '../../../shared/lead-stats.js';
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

  // The lead desk's figures: today's workload and, for a range of IST days, how its leads stand.
  app.get(
    '/api/dashboard/leads',
    {
      config: { permission: 'dashboard' },
      schema: {
        tags: ['admin'],
        querystring: leadStatsQuerySchema,
        response: { 200: leadStatsSchema },
      },
    },
    async (request) => {
      const role = (request.adminSession as AdminSession).role;
      return service.leadStats(app.database.db, app.now(), role, request.query);
    },
  );
};
