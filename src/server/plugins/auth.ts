import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, BACKGROUND_REFRESH_HEADER } from '../../shared/admin.js';
import { can, type Permission } from '../../shared/roles.js';
import { STAFF_MESSAGES } from '../../shared/staff.js';
import { AppError } from '../lib/errors.js';
import { clearSessionCookie, sessionCookieName } from '../modules/auth/session-cookie.js';
import { resolveSession, type AdminSession } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every non-public route; null on public ones. */
    adminSession: AdminSession | null;
  }
  interface FastifyContextConfig {
    /** A public route whose answer is about one person all the same (sign-in): never stored. */
    noStore?: boolean;
    /**
     * What the signed-in account's role must allow (src/shared/roles.ts). A function when it
     * depends on the request (a report export needs the permission of its report's lead kind).
     * Every route but a public one declares it, or the app refuses to start.
     */
    permission?: Permission | ((request: FastifyRequest) => Permission);
    /** Callable while the account must still replace a temporary password (me, sign-out, password). */
    allowDuringPasswordChange?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing admin calls: the browser's Origin must be this site. Requests
 * without Origin (curl, server-to-server) still need the SameSite=Strict session cookie.
 */
function isSameOrigin(app: FastifyInstance, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
  const allowed = new Set([`${request.protocol}://${request.host}`]);
  if (app.config.PUBLIC_URL) allowed.add(new URL(app.config.PUBLIC_URL).origin);
  return allowed.has(origin);
}

/**
 * Whether the guard lets anyone have a request's answer: a route that says `public`, or an address
 * no route matches (the not-found handler: the server-drawn pages and the JSON 404). The one rule
 * for the guard below and for every answer written before it runs (plugins/public-cache.ts).
 */
export function isOpenToEveryone(
  request: FastifyRequest,
  config: FastifyRequest['routeOptions']['config'] = request.routeOptions.config,
): boolean {
  return request.is404 || config.public === true;
}

/**
 * DESIGN §5, deny by default: every route answers 401 without a valid admin session unless its
 * options say `config: { public: true }`, then 403 unless the account's role has the route's
 * `config.permission` (and has replaced any temporary password). Unknown paths fall through to the
 * JSON 404 / SPA.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  // 11.1.0, the last release whose `cookie` accepts Node 20 (later ones need Node 22), writes
  // Set-Cookie from an onSend hook it adds only together with its parsing hook.
  await app.register(cookie, { hook: 'onRequest' });
  app.decorateRequest('adminSession', null);
  const cookieName = sessionCookieName(app.config.PUBLIC_URL);

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(app, request)) {
      throw new AppError('FORBIDDEN', 'Cross-site request refused.');
    }
    const sessionId = app.parseCookie(request.headers.cookie ?? '')[cookieName];
    const background =
      SAFE_METHODS.has(request.method) && request.headers[BACKGROUND_REFRESH_HEADER] === '1';
    const session = sessionId
      ? await resolveSession(
          app.database.db,
          sessionId,
          app.now(),
          background ? 'check' : 'request',
        )
      : undefined;
    if (!session) {
      if (sessionId) clearSessionCookie(app, reply);
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.unauthorized);
    }
    request.adminSession = session;
    const { permission, allowDuringPasswordChange } = request.routeOptions.config;
    if (session.mustChangePassword && allowDuringPasswordChange !== true) {
      throw new AppError('FORBIDDEN', STAFF_MESSAGES.passwordChangeRequired);
    }
    // The app does not start with a non-public route that lacks a permission; were one to slip
    // through, it is refused rather than open to every account.
    const needed = typeof permission === 'function' ? permission(request) : permission;
    if (needed === undefined || !can(session.role, needed)) {
      throw new AppError('FORBIDDEN', STAFF_MESSAGES.forbidden);
    }
  };
  // Callback style so a visitor's request (a public route) passes without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const { config } = request.routeOptions;
    const open = isOpenToEveryone(request, config);
    // Set before the guard runs, so refusals and errors are not kept by a browser or proxy either.
    if (config.noStore === true || !open) {
      reply.header('cache-control', 'no-store');
    }
    if (open) {
      done();
      return;
    }
    guard(request, reply).then(() => done(), done);
  });
}

/** Registers `plugin` in a scope whose every route is public (static files, the API docs). */
export async function registerPublicScope(
  app: FastifyInstance,
  plugin: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await plugin(scope);
  });
}
