import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCatalogueVersion, writeCatalogueVersion } from '../modules/catalogue/repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the catalogue: serve it from memory until staff change something. */
    catalogueCache?: boolean;
  }
  interface FastifyInstance {
    /** Marks every cached catalogue answer stale, on this instance and every other one. */
    bumpCatalogueVersion(): Promise<void>;
    /** The catalogue version as this instance knows it: what every cached public answer is keyed by. */
    currentCatalogueVersion(): Promise<string>;
  }
  interface FastifyRequest {
    catalogueVersion: string | null;
  }
}

const MAX_ENTRIES = 500;
/** A safety net for changes made behind the API's back (an operator's SQL): never older than this. */
const MAX_AGE_MS = 60_000;
/**
 * How long this instance trusts the catalogue version it last read. A change made through this
 * instance is seen at once; one made through another instance within this long. Reading the
 * version on every request cost a database round trip per visitor (on SQLite it also queued
 * behind lead inserts on the one connection).
 */
export const VERSION_TTL_MS = 1_000;

interface Entry {
  version: string;
  storedAt: number;
  etag: string;
  /** Bytes, not a string: each answer would otherwise be measured and encoded again. */
  body: Buffer;
}

/**
 * Public catalogue GETs served from memory. The catalogue version lives in the database, so a
 * price changed through any instance is seen by every instance within VERSION_TTL_MS.
 */
export async function registerPublicCache(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const entries = new Map<string, Entry>();
  const queryVersion = () => readCatalogueVersion(db);
  // The last version read and when; concurrent requests after it expires share one read.
  let known: { version: string; readAt: number } | null = null;
  let pending: Promise<string> | null = null;
  // Bumped with the version, so a read that started before a bump cannot overwrite what it set.
  let generation = 0;
  const readVersion = (): Promise<string> => {
    const now = app.now();
    const started = generation;
    pending ??= queryVersion()
      .then((version) => {
        if (generation === started) known = { version, readAt: now };
        return version;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  /** The version still trusted without a read, if any. */
  const trusted = (): string | null => {
    const now = app.now();
    return known && now - known.readAt < VERSION_TTL_MS && now >= known.readAt
      ? known.version
      : null;
  };
  app.decorate('currentCatalogueVersion', () => {
    const version = trusted();
    return version === null ? readVersion() : Promise.resolve(version);
  });

  app.decorate('bumpCatalogueVersion', async () => {
    const version = `${app.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await writeCatalogueVersion(db, version);
    generation += 1;
    known = { version, readAt: app.now() };
    entries.clear();
  });
  app.decorateRequest('catalogueVersion', null);

  const serve = (request: FastifyRequest, reply: FastifyReply, version: string): boolean => {
    const entry = entries.get(request.url);
    if (entry?.version === version && app.now() - entry.storedAt < MAX_AGE_MS) {
      // @fastify/etag answers 304 for a matching If-None-Match.
      reply.header('etag', entry.etag).type('application/json; charset=utf-8').send(entry.body);
      return true;
    }
    request.catalogueVersion = version;
    return false;
  };

  // Callback style, not async: a cache hit with a known version is answered without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.routeOptions.config.catalogueCache !== true) {
      done();
      return;
    }
    const version = trusted();
    if (version !== null) {
      if (!serve(request, reply, version)) done();
      return;
    }
    readVersion().then(
      (version) => {
        if (!serve(request, reply, version)) done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const version = request.catalogueVersion;
    if (version !== null && reply.statusCode === 200 && typeof payload === 'string') {
      const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(request.url, {
        version,
        storedAt: app.now(),
        etag,
        body: Buffer.from(payload),
      });
    }
    done(null, payload);
  });
}
