import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type {
  FastifyInstance,
  FastifyServerFactoryHandler,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import { istDayContaining } from '../../shared/dates.js';
import { readCatalogueVersion, writeCatalogueVersion } from '../modules/catalogue/repository.js';
import { isOpenToEveryone } from './auth.js';

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
    /**
     * The catalogue version an answer is kept for: a catalogueCache route's, a drawn page's or a
     * built file's (spa.ts); null on every other route, whose answers are never kept.
     */
    catalogueVersion: string | null;
  }
}

const MAX_ENTRIES = 500;
/** A safety net for changes made behind the API's back (an operator's SQL): never older than this. */
const MAX_AGE_MS = 60_000;

/**
 * When an answer made at `madeAt` may be written again: until `maxAgeMs` later, and never past the
 * dealer's midnight. On-road rules dated for a day come into force at midnight IST with no write
 * to bump the catalogue version, so no price outlives the day it was worked out on.
 */
export function kept(madeAt: number, maxAgeMs: number): { madeAt: number; expiresAt: number } {
  return { madeAt, expiresAt: Math.min(madeAt + maxAgeMs, istDayContaining(madeAt).end) };
}

/** Whether `now` is within what `kept` gave: a clock set back before the answer was made is not. */
export function isWithin(answer: { madeAt: number; expiresAt: number }, now: number): boolean {
  return answer.madeAt <= now && now < answer.expiresAt;
}

/**
 * How long this instance trusts the catalogue version it last read. A change made through this
 * instance is seen at once; one made through another instance within this long. Reading the
 * version on every request cost a database round trip per visitor (on SQLite it also queued
 * behind lead inserts on the one connection).
 */
export const VERSION_TTL_MS = 1_000;
/**
 * A request that finds the version this old reads it again in the background, while the
 * version still trusted answers: under steady traffic the version never lapses, and no visitor
 * waits for its read (nor takes Fastify's whole path because the server's own listener could
 * not vouch for a prepared answer).
 */
const REFRESH_AFTER_MS = 800;

interface KeptAnswer {
  version: string;
  madeAt: number;
  /** Written again only until then (`kept`). */
  expiresAt: number;
}

interface Entry extends KeptAnswer {
  etag: string;
  /** Bytes, not a string: each answer would otherwise be measured and encoded again. */
  body: Buffer;
}

/** A 200 answer as it left the app: every header the hooks set, and the bytes on the wire. */
interface PreparedAnswer extends KeptAnswer {
  /**
   * Name, value, name, value: node:http writes such a list with a plain loop. The object
   * `getHeaders()` gives has no prototype, and walking its keys for every answer cost the
   * server more than bare node:http spent on the same headers (bench/api).
   */
  headers: (number | string | string[])[];
  body: Buffer;
}

/** Writes a prepared answer straight to a request, or answers false and writes nothing. */
export type WritePrepared = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The hooks of the cache; app.ts adds each where its place in the order says. */
export interface PublicCache {
  /**
   * The server's own request listener, before Fastify makes a request and a reply of it
   * (`preparedAnswerServer`): what `replay` would write, written for less. Fastify's own work
   * per request (its request and reply, routing, the hooks' chain) cost more than the whole
   * answer of a bare `node:http` server (bench/api). Off while the app closes, so Fastify's
   * 503 tells keep-alive clients to go, and off where the key needs Fastify's reading of the
   * proxy headers (TRUST_PROXY without PUBLIC_URL).
   */
  front: WritePrepared;
  /**
   * Root onRequest, before every other hook: a GET whose answer was prepared for the version
   * this instance trusts is written as it was prepared, and nothing else runs for it.
   */
  replay: onRequestHookHandler;
  /** Root onSend, before ETag and compression: keeps a freshly made body and its ETag. */
  store: onSendHookHandler;
  /**
   * An onRoute hook, added after @fastify/compress's: gives each catalogueCache route its own
   * onRequest (a cached body, or a miss noted) and, last of all its onSend hooks, `record`
   * (compression itself is a route's onSend hook).
   */
  addRouteHooks: (route: RouteOptions) => void;
  /**
   * onSend, last of all: keeps a 200 answer made for a catalogue version (request.catalogueVersion)
   * as it will be written, for `replay`. The server-drawn pages' scope adds it itself (spa.ts).
   */
  record: onSendHookHandler;
}

/** Headers as node:http's flat list, without those a hook removed (undefined). */
function headerList(
  headers: Record<string, number | string | string[] | undefined>,
): PreparedAnswer['headers'] {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : [name, value],
  );
}

/** Keeps at most MAX_ENTRIES, dropping the oldest first. */
function setBounded<T>(map: Map<string, T>, key: string, value: T): void {
  if (!map.has(key) && map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/**
 * Public catalogue GETs served from memory. The catalogue version lives in the database, so a
 * price changed through any instance is seen by every instance within VERSION_TTL_MS.
 *
 * Two layers. `lookup` and `store` keep each route's JSON and its ETag, so a read costs no query;
 * the answer still goes through every hook (security headers, ETag, compression). `record` then
 * keeps that finished answer per address and Accept-Encoding (a server-drawn page's too), and
 * `replay` writes it for the next such request before any hook runs: the hooks would only set
 * the same headers on the same bytes again, and on a cache hit they were most of the cost of the
 * answer (bench/api). A request with If-None-Match takes the hooks' path, where @fastify/etag
 * decides between 200 and 304. A prepared answer is written while the server sheds load too:
 * it costs less than the 503 that would refuse it.
 */
export function createPublicCache(app: FastifyInstance): PublicCache {
  const { db } = app.database;
  const entries = new Map<string, Entry>();
  const prepared = new Map<string, PreparedAnswer>();
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

  /** The version still trusted without a read, if any; one near its end is read again. */
  const trusted = (): string | null => {
    const now = app.now();
    const age = known ? now - known.readAt : -1;
    if (!known || age < 0 || age >= VERSION_TTL_MS) return null;
    // A failed read leaves the version to lapse: the next request reads it and meets the error.
    if (age >= REFRESH_AFTER_MS && pending === null) readVersion().catch(() => undefined);
    return known.version;
  };
  const isFresh = (cached: KeptAnswer, version: string) =>
    cached.version === version && isWithin(cached, app.now());
  /**
   * The compressed bytes differ per Accept-Encoding, so each value has an answer of its own. A
   * page's links are built on the origin it was asked on when PUBLIC_URL does not name one:
   * without a trusted proxy that is the Host header as Fastify reads it (request.host and
   * request.protocol), so the raw request gives the same key.
   */
  const rawKey: ((request: IncomingMessage) => string) | null = app.config.PUBLIC_URL
    ? (request) => `${request.url}\n${request.headers['accept-encoding'] ?? ''}`
    : app.config.TRUST_PROXY === false
      ? (request) =>
          `${(request.socket as TLSSocket).encrypted ? 'https' : 'http'}://${request.headers.host ?? ''}${request.url}\n${request.headers['accept-encoding'] ?? ''}`
      : null;
  const preparedKey = (request: FastifyRequest) =>
    rawKey
      ? rawKey(request.raw)
      : `${request.protocol}://${request.host}${request.url}\n${request.headers['accept-encoding'] ?? ''}`;
  /** The answer prepared for this key, if it may be written as it is now. */
  const writable = (key: string): PreparedAnswer | undefined => {
    const answer = prepared.get(key);
    const version = answer && trusted();
    return answer && version && isFresh(answer, version) ? answer : undefined;
  };
  // Fastify answers 503 with `Connection: close` while it closes; the front must not keep
  // connections alive past it.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

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
    prepared.clear();
  });
  app.decorateRequest('catalogueVersion', null);

  const serve = (request: FastifyRequest, reply: FastifyReply, version: string): boolean => {
    request.catalogueVersion = version;
    const entry = entries.get(request.url);
    if (entry && isFresh(entry, version)) {
      // @fastify/etag answers 304 for a matching If-None-Match.
      reply.header('etag', entry.etag).type('application/json; charset=utf-8').send(entry.body);
      return true;
    }
    return false;
  };

  // Callback style, not async: a cache hit with a known version is answered without a promise.
  const lookup: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET') {
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
  };

  const record: onSendHookHandler = (request, reply, payload, done) => {
    const version = request.catalogueVersion;
    // Nothing but a plain 200; a stream (a large body compressed on the fly) is not kept either.
    // `replay` runs before the session guard, so only an answer the guard lets anyone have is kept.
    if (
      version === null ||
      !isOpenToEveryone(request) ||
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      request.headers['if-none-match'] !== undefined ||
      reply.hasHeader('set-cookie') ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      done(null, payload);
      return;
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    setBounded(prepared, preparedKey(request), {
      version,
      ...kept(app.now(), MAX_AGE_MS),
      headers: headerList({ ...reply.getHeaders(), 'content-length': String(body.length) }),
      body,
    });
    done(null, body);
  };

  return {
    front(request, response) {
      // Only the method and a map lookup before the answer: this runs for every request.
      if (
        closing ||
        rawKey === null ||
        request.method !== 'GET' ||
        request.headers['if-none-match'] !== undefined
      ) {
        return false;
      }
      const answer = writable(rawKey(request));
      if (!answer) return false;
      response.writeHead(200, answer.headers);
      response.end(answer.body);
      return true;
    },

    replay(request, reply, done) {
      if (request.method !== 'GET' || request.headers['if-none-match'] !== undefined) {
        done();
        return;
      }
      const answer = writable(preparedKey(request));
      if (!answer) {
        done();
        return;
      }
      reply.hijack();
      reply.raw.writeHead(200, answer.headers);
      reply.raw.end(answer.body);
    },

    store(request, reply, payload, done) {
      const version = request.catalogueVersion;
      // A fresh answer is a string from the serializer; a cached one is already the entry's bytes.
      if (version !== null && reply.statusCode === 200 && typeof payload === 'string') {
        const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
        reply.header('etag', etag);
        setBounded(entries, request.url, {
          version,
          ...kept(app.now(), MAX_AGE_MS),
          etag,
          body: Buffer.from(payload),
        });
      }
      done(null, payload);
    },

    addRouteHooks(route) {
      if (route.config?.catalogueCache !== true) return;
      route.onRequest = [route.onRequest ?? []].flat().concat(lookup);
      route.onSend = [route.onSend ?? []].flat().concat(record);
    },

    record,
  };
}

/**
 * Fastify's HTTP/1 server (`serverFactory`), with `writePrepared` heard first: a request it
 * answers never reaches Fastify. The timeouts are Fastify's own, set as it sets them on the
 * server it makes (fastify/lib/server.js) when no factory is given.
 */
export function preparedAnswerServer(
  handler: FastifyServerFactoryHandler,
  options: { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number },
  writePrepared: WritePrepared,
): Server {
  const server = createServer((request, response) => {
    if (!writePrepared(request, response)) handler(request, response);
  });
  server.keepAliveTimeout = options.keepAliveTimeout;
  server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout);
  return server;
}
