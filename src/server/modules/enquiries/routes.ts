import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/catalogue.js';
import { ENQUIRY_RATE_LIMIT_MESSAGE, enquiryAcceptedSchema } from '../../../shared/enquiries.js';
import { messageCode } from '../../../shared/message-codes.js';
import { createEnquiryLimiter } from './rate-limit.js';
import * as service from './service.js';

/** ENQUIRY_RATE_LIMIT counts enquiry POSTs per address over this window (DESIGN §7). */
export const ENQUIRY_RATE_WINDOW_MS = 10 * 60 * 1000;

/** A message's stable code (shared/message-codes.ts), so the site can show it in its language. */
const code = z.string().optional();
/** The API's error answer plus the codes of its message and field errors. */
const enquiryErrorSchema = apiErrorSchema.extend({
  code,
  codes: z.record(z.string(), z.string()).optional(),
});

/**
 * SPEC §7 enquiry endpoints, served by one factory from the per-kind descriptions: validate
 * (400 with field errors), record (201 with the form's success text), limit per address (429).
 */
export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  // One count per address shared by all nine routes (and, on PostgreSQL, by every instance).
  const limiter = createEnquiryLimiter(app.database, {
    max: app.config.ENQUIRY_RATE_LIMIT,
    windowMs: ENQUIRY_RATE_WINDOW_MS,
  });
  async function limitPerAddress(request: FastifyRequest, reply: FastifyReply) {
    const decision = await limiter.hit(request.ip, app.now());
    if (!decision.allowed) {
      return reply
        .status(429)
        .header('Retry-After', String(decision.retryAfterSeconds))
        .send({
          message: ENQUIRY_RATE_LIMIT_MESSAGE,
          code: messageCode(ENQUIRY_RATE_LIMIT_MESSAGE),
        });
    }
  }

  for (const endpoint of service.ENQUIRY_ENDPOINTS) {
    app.post(
      endpoint.path,
      {
        config: { public: true, messageCodes: true },
        onRequest: limitPerAddress,
        schema: {
          tags: ['enquiries'],
          summary: endpoint.title,
          body: endpoint.schema,
          response: {
            201: enquiryAcceptedSchema,
            400: enquiryErrorSchema,
            429: z.object({ message: z.string(), code }),
          },
        },
      },
      async (request, reply) => {
        await service.createEnquiry(app.database, endpoint, request.body, {
          ip: request.ip,
          now: app.now(),
          log: request.log,
        });
        return reply.status(201).send({ message: endpoint.successMessage });
      },
    );
  }
};
