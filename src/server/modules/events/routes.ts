import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENTS_KEEP_ALIVE_MS,
  eventsHeadersSchema,
  eventsQuerySchema,
} from '../../../shared/events.js';
import type { AdminSession } from '../auth/sessions.js';
import { sessionCookieName } from '../auth/session-cookie.js';
import { createLeadBus } from './bus.js';
import * as service from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live lead events of this app: the keep-alive period (tests shorten it) and open streams. */
    leadEvents: { keepAliveMs: number; readonly openStreams: number };
  }
}

/**
 * GET /api/events: Server-Sent Events of new leads for the signed-in staff member. The app's lead
 * bus and its open streams belong to this app (tests run two apps in one process).
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const bus = createLeadBus(app.database, app.log);
  const streams = new Set<service.LeadStream>();
  app.decorate('leadEvents', {
    keepAliveMs: EVENTS_KEEP_ALIVE_MS,
    get openStreams() {
      return streams.size;
    },
  });
  app.addHook('onReady', () => bus.start());
  // Before the server waits for requests in flight: an open stream would hold shutdown up.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.close();
  });
  app.addHook('onClose', () => bus.close());

  app.get(
    '/api/events',
    {
      config: { permission: 'dashboard' },
      schema: { tags: ['admin'], querystring: eventsQuerySchema, headers: eventsHeadersSchema },
    },
    async (request, reply) => {
      const session = request.adminSession as AdminSession;
      const cookies = app.parseCookie(request.headers.cookie ?? '');
      reply.hijack();
      const response = reply.raw;
      // The security headers the app's hooks set go out with the stream too.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      const stream = service.createLeadStream({
        db: app.database.db,
        bus,
        now: app.now,
        role: session.role,
        sessionId: cookies[sessionCookieName(app.config.PUBLIC_URL)] ?? '',
        lastEventId: request.headers['last-event-id'] ?? request.query.lastEventId,
        keepAliveMs: app.leadEvents.keepAliveMs,
        write: (chunk) => {
          if (!response.writableEnded && !response.destroyed) response.write(chunk);
        },
        end: () => {
          streams.delete(stream);
          if (!response.writableEnded) response.end();
        },
        onError: (error) => request.log.error({ err: error }, 'lead event stream failed'),
      });
      streams.add(stream);
      response.on('close', () => stream.close());
      response.on('error', () => stream.close());
      await stream.start();
    },
  );
};

// The decoration above belongs to the app itself, not to this plugin's scope (what fastify-plugin
// would do, without the dependency).
Object.assign(eventRoutes, { [Symbol.for('skip-override')]: true });
