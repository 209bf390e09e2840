import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leadSettingsSchema,
  leadSettingsUpdateResponseSchema,
  leadSettingsUpdateSchema,
} from '../../../shared/lead-settings.js';
import { alertMailConfig } from '../../config.js';
import type { AdminSession } from '../auth/sessions.js';
import * as service from './service.js';

/**
 * The owner's lead settings: the round-robin switch, and whether e-mail alerts are on. 'staff' is
 * the owner's permission over who gets which work, which the switch decides.
 */
export const leadSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = alertMailConfig(app.config);
  const tags = ['lead-settings'];
  const config = { permission: 'staff' } as const;

  app.get(
    '/api/lead-settings',
    { config, schema: { tags, response: { 200: leadSettingsSchema } } },
    () => service.getLeadSettings(app.database.db, mail),
  );

  app.put(
    '/api/lead-settings',
    {
      config,
      schema: {
        tags,
        body: leadSettingsUpdateSchema,
        response: { 200: leadSettingsUpdateResponseSchema },
      },
    },
    (request) => {
      const session = request.adminSession as AdminSession;
      const actor = {
        adminId: session.adminId,
        userId: session.userId,
        ip: request.ip,
        now: app.now(),
      };
      return service.updateLeadSettings(app.database.db, actor, request.body);
    },
  );
};
