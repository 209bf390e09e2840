import v8 from 'node:v8';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import underPressure from '@fastify/under-pressure';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Permission } from '../shared/roles.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { catalogueEditorRoutes } from './modules/catalogue-editor/routes.js';
import { compareRoutes } from './modules/compare/routes.js';
import { dealerRoutes } from './modules/dealers/routes.js';
import { enquiryRoutes } from './modules/enquiries/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { manageRoutes } from './modules/manage/routes.js';
import { slideRoutes } from './modules/slides/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { activityRoutes } from './modules/activity/routes.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { leadSettingsRoutes } from './modules/lead-settings/routes.js';
import { leadRoutes } from './modules/leads/routes.js';
import { eventRoutes } from './modules/events/routes.js';
import { pricingRoutes } from './modules/pricing/routes.js';
import { seoRoutes } from './modules/seo/routes.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import {
  createPublicCache,
  preparedAnswerServer,
  type WritePrepared,
} from './plugins/public-cache.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { startScriptIn } from './plugins/page-hints.js';
import { registerSpa } from './plugins/spa.js';
import { registerTrailingSlashRedirect } from './plugins/trailing-slash.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The clock every time-dependent rule reads; tests inject their own. */
    now: () => number;
    /** Every route as registered, with its public flag and permission: the guard and role tests walk it. */
    routeTable: {
      method: string;
      url: string;
      public: boolean;
      /** The permission a route needs; a function when it depends on the request. */
      permission: Permission | ((request: FastifyRequest) => Permission) | undefined;
      allowDuringPasswordChange: boolean;
    }[];
  }
  interface FastifyContextConfig {
    /**
     * Marks a route as open to visitors. Every other route requires an admin session (DESIGN §5):
     * access is denied by default, so an admin route added later cannot be left unguarded.
     */
    public?: boolean;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** Overload limits; tests lower them to provoke a 503. */
  pressure?: { maxEventLoopDelay?: number; sampleInterval?: number };
  /** How long a request may take from first byte to last; tests shorten it. */
  requestTimeout?: number;
}

/** Answered with 503 and Retry-After once the event loop lags this much or the heap nears its limit. */
const MAX_EVENT_LOOP_DELAY_MS = 1000;
const BUSY_RETRY_AFTER_SECONDS = 10;
export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** Builds the whole HTTP application without listening: main.ts listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const timeouts = {
    // A slow client cannot hold a connection open for ever (slowloris).
    requestTimeout: options.requestTimeout ?? 30_000,
    connectionTimeout: options.requestTimeout ?? 30_000,
    // Fastify's default, longer than a load balancer's idle timeout.
    keepAliveTimeout: 72_000,
  };
  // Set once the cache exists; the server is made before it.
  let writePrepared: WritePrepared = () => false;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...timeouts,
    // A prepared catalogue answer is written by the server itself, before Fastify sees the request.
    serverFactory: (handler) =>
      preparedAnswerServer(handler, timeouts, (request, response) =>
        writePrepared(request, response),
      ),
    // Spec paths mix cases (/api/getOffers, /extendedWarranty): match them exactly as written.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', options.database);
  app.decorate('now', options.now ?? Date.now);
  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // Read when asked, not now: a scope's own onRoute hook (a public scope, the staff-only API
    // docs) sets the route's config after this root hook has run.
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        get public() {
          return route.config?.public === true;
        },
        get permission() {
          return route.config?.permission;
        },
        get allowDuringPasswordChange() {
          return route.config?.allowDuringPasswordChange === true;
        },
      });
    }
  });
  // Deny by default reaches roles too: an admin route that does not say who may call it stops the
  // app from starting instead of being open to every signed-in account.
  app.addHook('onReady', async () => {
    const undeclared = routeTable.filter((route) => !route.public && !route.permission);
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`Routes declare neither config.public nor config.permission: ${list}`);
    }
  });

  registerErrorHandling(app);
  const publicCache = createPublicCache(app);
  writePrepared = publicCache.front;
  // First of all: a prepared answer the front did not write (an injected request, a proxy's
  // headers to read) is written before any other hook runs.
  app.addHook('onRequest', publicCache.replay);
  // Read once: the pages carry this very code, and the policy lets it run by its hash.
  const startScript = startScriptIn(config.WEB_DIST_DIR);
  registerSecurityHeaders(app, startScript ? [startScript] : []);
  registerTrailingSlashRedirect(app);
  await app.register(underPressure, {
    maxEventLoopDelay: options.pressure?.maxEventLoopDelay ?? MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9),
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
    message: BUSY_MESSAGE,
    ...(options.pressure?.sampleInterval
      ? { sampleInterval: options.pressure.sampleInterval }
      : {}),
  });
  app.addHook('onSend', publicCache.store);
  // ETags are computed on the JSON before compression turns it into a stream.
  await app.register(etag);
  await app.register(compress, { threshold: 1024 });
  // After compress's own onRoute hook, so the recorder follows compression.
  app.addHook('onRoute', publicCache.addRouteHooks);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Dealer website API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await registerAuth(app);
  await registerApiDocs(app, { staffOnly: config.NODE_ENV === 'production' });

  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(catalogueRoutes);
  await app.register(slideRoutes);
  await app.register(compareRoutes);
  await app.register(dealerRoutes);
  await app.register(enquiryRoutes);
  await app.register(authRoutes);
  await app.register(dashboardRoutes);
  await app.register(manageRoutes);
  await app.register(catalogueEditorRoutes);
  await app.register(reportRoutes);
  await app.register(staffRoutes);
  await app.register(activityRoutes);
  await app.register(alertRoutes);
  await app.register(leadSettingsRoutes);
  await app.register(leadRoutes);
  await app.register(eventRoutes);
  await app.register(pricingRoutes);
  await app.register(seoRoutes);

  await registerSpa(app, config.WEB_DIST_DIR, startScript, publicCache.record);

  return app;
}
