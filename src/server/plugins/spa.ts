import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached forever, index.html for every other GET so client
 * routes survive a reload. Unknown /api paths are answered by the JSON 404 in app.ts instead.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  const root = path.resolve(webDistDir);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root }, 'the web app is not built; run `npm run build` to serve it');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
