import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertIdParamsSchema,
  alertListQuerySchema,
  alertListSchema,
  alertResendResponseSchema,
} from '../../../shared/alerts.js';
import { alertMailConfig } from '../../config.js';
import type { AdminSession } from '../auth/sessions.js';
import * as service from './service.js';
import { startAlertWorker } from './worker.js';

/**
 * E-mail alerts: with the mail settings complete, new leads queue an alert and a worker sends the
 * outbox while the app runs (started when the app is ready, stopped when it closes). The owner
 * lists the alerts and sends one again; 'activity' is the owner-only permission of the server's
 * own records, which the outbox is.
 */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = alertMailConfig(app.config);
  const tags = ['alerts'];
  const config = { permission: 'activity' } as const;

  if (mail) {
    const switchOff = service.switchAlertsOn({ publicUrl: app.config.PUBLIC_URL });
    let worker: ReturnType<typeof startAlertWorker> | undefined;
    app.addHook('onReady', async () => {
      worker = startAlertWorker({
        database: app.database,
        mail,
        now: app.now,
        log: app.log,
        digestTime: app.config.DIGEST_TIME_IST,
      });
    });
    app.addHook('onClose', async () => {
      switchOff();
      await worker?.stop();
    });
  }

  app.get(
    '/api/alerts',
    {
      config,
      schema: { tags, querystring: alertListQuerySchema, response: { 200: alertListSchema } },
    },
    (request) => service.listAlerts(app.database.db, request.query, mail),
  );

  app.post(
    '/api/alerts/:id/resend',
    {
      config,
      schema: { tags, params: alertIdParamsSchema, response: { 200: alertResendResponseSchema } },
    },
    (request) => {
      const session = request.adminSession as AdminSession;
      const actor = {
        adminId: session.adminId,
        userId: session.userId,
        ip: request.ip,
        now: app.now(),
      };
      return service.resendAlert(app.database.db, actor, request.params.id);
    },
  );
};
