import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerPublicScope } from './auth.js';

/**
 * Serves the built SPA: hashed assets cached forever, index.html for every other GET or HEAD so
 * client routes survive a reload, and a JSON 404 for unknown /api and /media paths.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const root = path.resolve(webDistDir);
  const built = fs.existsSync(path.join(root, 'index.html'));
  if (!built) app.log.warn({ root }, 'the web app is not built; run `npm run build` to serve it');

  await registerPublicScope(app, async (scope) => {
    if (built) {
      await scope.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    scope.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi =
        pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/');
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && !isApi && built) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    });
  });
}
