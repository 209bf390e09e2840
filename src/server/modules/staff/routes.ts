import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STAFF_MESSAGES,
  staffCreateSchema,
  staffListSchema,
  staffUpdateSchema,
  staffWriteResponseSchema,
} from '../../../shared/staff.js';
import { actorOf as auditActor } from '../audit/actor.js';
import * as service from './service.js';

const userIdParams = z.object({ userId: z.string().min(1).max(64) });

/** Staff accounts: the owner lists, creates, re-roles, disables and resets them. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect } = app.database;
  const tags = ['staff'];
  const config = { permission: 'staff' } as const;
  const actorOf = (request: FastifyRequest) => auditActor(request, app.now());

  app.get(
    '/api/staff',
    { config, schema: { tags, response: { 200: staffListSchema } } },
    async () => ({ data: await service.listStaff(db) }),
  );

  app.post(
    '/api/staff',
    {
      config,
      schema: { tags, body: staffCreateSchema, response: { 201: staffWriteResponseSchema } },
    },
    async (request, reply) => {
      const result = await service.createStaff(db, actorOf(request), request.body);
      return reply.status(201).send({ message: STAFF_MESSAGES.created, ...result });
    },
  );

  app.patch(
    '/api/staff/:userId',
    {
      config,
      schema: {
        tags,
        params: userIdParams,
        body: staffUpdateSchema,
        response: { 200: staffWriteResponseSchema },
      },
    },
    async (request) => {
      const result = await service.updateStaff(
        { db, dialect },
        actorOf(request),
        request.params.userId,
        request.body,
      );
      return { message: STAFF_MESSAGES.updated, ...result };
    },
  );
};
