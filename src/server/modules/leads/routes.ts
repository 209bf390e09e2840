import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LEAD_MESSAGES,
  leadContactSchema,
  leadCountsSchema,
  leadDetailSchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadListSchema,
  leadNoteSchema,
  leadUpdateSchema,
  leadWriteResponseSchema,
} from '../../../shared/leads.js';
import type { AdminSession } from '../auth/sessions.js';
import * as service from './service.js';

/**
 * The lead desk. Any signed-in account reaches these routes; each lead is then checked against
 * the permission of its kind (sales-leads or service-leads), and the list holds only the kinds the
 * role may see.
 */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.database;
  const tags = ['leads'];
  const config = { permission: 'signed-in' } as const;
  const actorOf = (request: { adminSession: AdminSession | null; ip: string }) => {
    const session = request.adminSession as AdminSession;
    return {
      adminId: session.adminId,
      userId: session.userId,
      role: session.role,
      ip: request.ip,
      now: app.now(),
    };
  };

  app.get(
    '/api/leads',
    {
      config,
      schema: { tags, querystring: leadListQuerySchema, response: { 200: leadListSchema } },
    },
    async (request) => service.listLeadPage(store, actorOf(request), request.query),
  );

  app.get(
    '/api/leads/counts',
    { config, schema: { tags, response: { 200: leadCountsSchema } } },
    async (request) => service.countTabs(store, actorOf(request)),
  );

  app.get(
    '/api/leads/:id',
    { config, schema: { tags, params: leadIdParamsSchema, response: { 200: leadDetailSchema } } },
    async (request) => service.getLead(store, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/leads/:id',
    {
      config,
      schema: {
        tags,
        params: leadIdParamsSchema,
        body: leadUpdateSchema,
        response: { 200: leadWriteResponseSchema },
      },
    },
    async (request) => {
      await service.updateLead(store, actorOf(request), request.params.id, request.body);
      return { message: LEAD_MESSAGES.updated };
    },
  );

  app.post(
    '/api/leads/:id/notes',
    {
      config,
      schema: {
        tags,
        params: leadIdParamsSchema,
        body: leadNoteSchema,
        response: { 201: leadWriteResponseSchema },
      },
    },
    async (request, reply) => {
      await service.addNote(store, actorOf(request), request.params.id, request.body.text);
      return reply.status(201).send({ message: LEAD_MESSAGES.noteAdded });
    },
  );

  app.post(
    '/api/leads/:id/contacts',
    {
      config,
      schema: {
        tags,
        params: leadIdParamsSchema,
        body: leadContactSchema,
        response: { 201: leadWriteResponseSchema },
      },
    },
    async (request, reply) => {
      await service.logContact(store, actorOf(request), request.params.id, request.body.channel);
      return reply.status(201).send({ message: LEAD_MESSAGES.contactLogged });
    },
  );
};
