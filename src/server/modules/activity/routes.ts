import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityExportQuerySchema,
  activityPageSchema,
  activityRequestSchema,
} from '../../../shared/staff.js';
import * as service from './service.js';

/** The owner's Activity screen: the audit trail, read only. Nothing here changes a recorded event. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect } = app.database;
  const tags = ['activity'];
  const config = { permission: 'activity' } as const;

  app.get(
    '/api/activity',
    {
      config,
      schema: { tags, querystring: activityRequestSchema, response: { 200: activityPageSchema } },
    },
    (request) => service.listActivityPage(db, dialect, request.query),
  );

  app.get(
    '/api/activity/export',
    { config, schema: { tags, querystring: activityExportQuerySchema } },
    (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${service.ACTIVITY_FILE_NAME}"`)
        .type('text/csv; charset=utf-8')
        .send(service.exportActivityCsv(app.database.reader(), dialect, request.query)),
  );
};
