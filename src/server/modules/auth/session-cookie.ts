import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_ABSOLUTE_MS } from './sessions.js';

/** __Host- binds the cookie to this exact origin, which browsers allow only over https. */
export function sessionCookieName(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https:') ? '__Host-dealer_session' : 'dealer_session';
}

/** The attributes a session cookie is set and cleared with: a browser clears only an exact match. */
function cookieOptions(app: FastifyInstance) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.PUBLIC_URL?.startsWith('https:') ?? false,
    path: '/',
  } as const;
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, sessionId: string) {
  reply.setCookie(sessionCookieName(app.config.PUBLIC_URL), sessionId, {
    ...cookieOptions(app),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(app.config.PUBLIC_URL), cookieOptions(app));
}
