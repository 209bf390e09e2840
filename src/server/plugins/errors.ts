import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

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
        message: 'Please check the highlighted fields.',
        errors: fieldErrors(error.validation),
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
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
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
      .send({ message: 'Internal Server Error', requestId: request.id });
  });
}
