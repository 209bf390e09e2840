import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { registerPublicScope } from './auth.js';
import { pageHintsFor } from './page-hints.js';
import { loadStaticFiles, sendStaticFile } from './static-files.js';

/**
 * Serves the built SPA from memory: hashed assets cached forever, index.html for every other GET
 * or HEAD so client routes survive a reload, and a JSON 404 for unknown /api and /media paths.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const root = path.resolve(webDistDir);
  const built = fs.existsSync(path.join(root, 'index.html'));
  if (!built) app.log.warn({ root }, 'the web app is not built; run `npm run build` to serve it');
  const files = built ? loadStaticFiles(root) : new Map();
  const indexHtml = files.get('/index.html');
  const pageHtml = indexHtml ? pageHintsFor(root, indexHtml.body.toString('utf8')) : null;

  await registerPublicScope(app, async (scope) => {
    for (const [urlPath, file] of files) {
      if (file === indexHtml) continue;
      scope.get(urlPath, { schema: { hide: true } }, (request, reply) =>
        sendStaticFile(request, reply, file),
      );
    }
    scope.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi =
        pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/');
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && !isApi && pageHtml) {
        const search = request.url.slice(pathname.length + 1);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(pageHtml(pathname, search));
      }
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    });
  });
}
