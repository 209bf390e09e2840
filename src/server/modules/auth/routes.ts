import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../../../shared/admin.js';
import * as service from './service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import type { AdminSession } from './sessions.js';

const userIdParams = z.object({ userId: z.string().min(1).max(64) });

/** SPEC §7 admin access calls. Every one but login needs a session (the guard in plugins/auth). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['admin access'];
  // An account with a temporary password can still see who it is, sign out and replace it.
  const duringPasswordChange = {
    permission: 'signed-in',
    allowDuringPasswordChange: true,
  } as const;
  const session = (request: { adminSession: AdminSession | null }) =>
    request.adminSession as AdminSession;

  app.post(
    '/api/login',
    {
      config: { public: true, noStore: true },
      schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const context = {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now: app.now(),
      };
      try {
        const { sessionId, admin } = await service.login(db, request.body, context);
        setSessionCookie(app, reply, sessionId);
        request.log.info(
          { event: 'login', userId: admin.user_id, ip: request.ip },
          'admin signed in',
        );
        return {
          message: 'Login successful',
          user: { user_id: admin.user_id, user_name: admin.user_name },
        };
      } catch (error) {
        request.log.warn(
          { event: 'login_failed', userId: request.body.userId, ip: request.ip },
          'sign-in refused',
        );
        throw error;
      }
    },
  );

  app.post(
    '/api/logout',
    { config: duringPasswordChange, schema: { tags, response: { 200: messageSchema } } },
    async (request, reply) => {
      const { sessionHash, userId, adminId } = session(request);
      await service.logout(db, sessionHash, { adminId, userId, ip: request.ip, now: app.now() });
      clearSessionCookie(app, reply);
      request.log.info({ event: 'logout', userId, ip: request.ip }, 'admin signed out');
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/me',
    { config: duringPasswordChange, schema: { tags, response: { 200: currentUserSchema } } },
    async (request) =>
      service.toCurrentUser(await service.requireAdmin(db, session(request).adminId)),
  );

  app.patch(
    '/api/profile/:userId',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        params: userIdParams,
        body: profileUpdateSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { adminId, userId } = session(request);
      const actor = { adminId, userId, ip: request.ip, now: app.now() };
      await service.updateProfile(db, actor, request.params.userId, request.body);
      return { message: AUTH_MESSAGES.profileUpdated };
    },
  );

  app.patch(
    '/api/profile/password/:userId',
    {
      config: duringPasswordChange,
      schema: {
        tags,
        params: userIdParams,
        body: passwordChangeSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      try {
        await service.changePassword(db, session(request), request.params.userId, request.body, {
          ip: request.ip,
          now: app.now(),
        });
      } catch (error) {
        request.log.warn(
          { event: 'password_change_failed', userId: request.params.userId, ip: request.ip },
          'password change refused',
        );
        throw error;
      }
      request.log.info(
        { event: 'password_changed', userId: request.params.userId, ip: request.ip },
        'password changed',
      );
      return { message: AUTH_MESSAGES.passwordUpdated };
    },
  );
};
