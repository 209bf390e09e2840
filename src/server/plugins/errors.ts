import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  CHECK_FIELDS_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  messageCode,
  messageCodes,
} from '../../shared/message-codes.js';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's error answers carry a stable code beside each message (`code` beside `message`,
     * `codes` beside `errors`), so the site can show the message in the visitor's language.
     */
    messageCodes?: boolean;
  }
}

/**
 * An answer's message, with its stable code beside it when it has one (shared/message-codes.ts):
 * the text stays the specification's English; the code lets the site show it in its language.
 */
function withCode(request: FastifyRequest, message: string) {
  const code = request.routeOptions.config?.messageCodes ? messageCode(message) : undefined;
  return code ? { message, code } : { message };
}

/** The field errors with, beside them, the codes of those messages that have one. */
function withCodes(request: FastifyRequest, errors: Record<string, string>) {
  if (!request.routeOptions.config?.messageCodes) return { errors };
  const codes = messageCodes(errors);
  return Object.keys(codes).length > 0 ? { errors, codes } : { errors };
}

/** Turns the validator's list into {field: first message}, the shape DESIGN §4 promises. */
function fieldErrors(validation: { instancePath: string; message?: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/**
 * One error handler for the whole API: validation → 400 with field errors, AppError → its status,
 * anything else → 500 with the request id and never a stack trace or internal message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        ...withCode(request, CHECK_FIELDS_MESSAGE),
        ...withCodes(request, fieldErrors(error.validation)),
      });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send(
          error.errors
            ? { ...withCode(request, error.message), ...withCodes(request, error.errors) }
            : withCode(request, error.message),
        );
    }
    // Overload (under-pressure): the message is ours and Retry-After is already set.
    if (error.code === 'FST_UNDER_PRESSURE') {
      return reply.status(503).send({ message: error.message });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send({ ...withCode(request, INTERNAL_ERROR_MESSAGE), requestId: request.id });
  });
}
