import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.js';
import { registerPublicScope } from './auth.js';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI page and document under /api/docs. Open to anyone while developing; in production
 * (DESIGN §4) only to signed-in staff, since the document maps every admin call: its routes are
 * then left to the guard, and so is every other path under /api/docs, so an unknown one answers
 * 401 as well rather than telling a visitor what exists. Register after registerAuth: the guard's
 * hook reaches only scopes created after it.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  options: { staffOnly: boolean },
): Promise<void> {
  const docs = async (scope: FastifyInstance) => {
    await scope.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  };
  if (!options.staffOnly) {
    await registerPublicScope(app, docs);
    return;
  }
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, permission: 'signed-in' };
    });
    await docs(scope);
    scope.get(`${API_DOCS_PREFIX}/*`, { schema: { hide: true } }, async () => {
      throw notFound('Not found');
    });
  });
}
