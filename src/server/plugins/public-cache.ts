import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the catalogue: serve it from memory until staff change something. */
    catalogueCache?: boolean;
  }
  interface FastifyInstance {
    /** Marks every cached catalogue answer stale, on this instance and every other one. */
    bumpCatalogueVersion(): Promise<void>;
  }
  interface FastifyRequest {
    catalogueVersion: string | null;
  }
}

const VERSION_KEY = 'catalogue_version';
const MAX_ENTRIES = 500;
/** A safety net for changes made behind the API's back (an operator's SQL): never older than this. */
const MAX_AGE_MS = 60_000;

interface Entry {
  version: string;
  storedAt: number;
  etag: string;
  body: string;
}

/**
 * Public catalogue GETs served from memory. The catalogue version lives in the database (one
 * primary-key read per request), so a price changed through any instance is seen at once by all.
 */
export async function registerPublicCache(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const entries = new Map<string, Entry>();
  const readVersion = async () =>
    (
      await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', VERSION_KEY)
        .executeTakeFirst()
    )?.value ?? '0';

  app.decorate('bumpCatalogueVersion', async () => {
    const version = `${app.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await db
      .insertInto('settings')
      .values({ key: VERSION_KEY, value: version })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
      .execute();
    entries.clear();
  });
  app.decorateRequest('catalogueVersion', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.catalogueCache !== true) return;
    const version = await readVersion();
    const entry = entries.get(request.url);
    if (entry?.version === version && app.now() - entry.storedAt < MAX_AGE_MS) {
      reply.header('etag', entry.etag).type('application/json; charset=utf-8');
      // @fastify/etag answers 304 for a matching If-None-Match.
      return reply.send(entry.body);
    }
    request.catalogueVersion = version;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.catalogueVersion;
    if (version === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(request.url, { version, storedAt: app.now(), etag, body: payload });
    return payload;
  });
}
