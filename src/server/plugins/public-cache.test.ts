import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSummary } from '../../shared/catalogue.js';
import { buildApp } from '../app.js';
import Fastify, { type FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { createPublicCache, VERSION_TTL_MS } from './public-cache.js';
import { buildTestApp, httpGet, signIn, type HttpAnswer, type TestApp } from '../test/helper.js';

let t: TestApp;
let other: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await buildTestApp();
  // A second instance on the same database, as behind a load balancer.
  other = await buildApp({ config: t.config, database: t.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const shinePrice = async (app: TestApp['app']) =>
  ((await app.inject({ url: '/api/bikes' })).json() as ModelSummary[]).find(
    (b) => b.bikeName === 'Shine',
  )?.price;

describe('the public catalogue cache', () => {
  it('serves repeated reads from memory with the same ETag', async () => {
    const first = await t.app.inject({ url: '/api/bikeView/Shine' });
    const second = await t.app.inject({ url: '/api/bikeView/Shine' });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const notModified = await t.app.inject({
      url: '/api/bikeView/Shine',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('answers a repeated read with the same status, headers and bytes, per Accept-Encoding', async () => {
    const url = '/api/bikes?lang=en';
    // Each encoding twice in turn, so a prepared answer for one is there when another is asked.
    const encodings = ['br, gzip', undefined, 'gzip', 'br, gzip', undefined, 'gzip'];
    const answers = [];
    for (const encoding of encodings) {
      const response = await t.app.inject({
        url,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(response.statusCode).toBe(200);
      answers.push(response);
    }
    const withoutDate = (headers: Record<string, unknown>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };
    for (const [i, response] of answers.slice(3).entries()) {
      const first = answers[i]!;
      expect(withoutDate(response.headers)).toEqual(withoutDate(first.headers));
      expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    const [br, plain, gzip] = answers.slice(3);
    expect(br?.headers['content-encoding']).toBe('br');
    expect(gzip?.headers['content-encoding']).toBe('gzip');
    expect(plain?.headers['content-encoding']).toBeUndefined();
    const json = plain!.json();
    expect(JSON.parse(brotliDecompressSync(br!.rawPayload).toString())).toEqual(json);
    expect(JSON.parse(gunzipSync(gzip!.rawPayload).toString())).toEqual(json);
    // Every repeat carries the security headers of the first answer.
    expect(plain?.headers['content-security-policy']).toContain("default-src 'self'");
    expect(plain?.headers['x-content-type-options']).toBe('nosniff');
    expect(br?.headers.vary).toContain('accept-encoding');
  });

  it('answers 304 to a repeat that names the ETag it holds, and 200 to one that names another', async () => {
    const url = '/api/bikeView/Shine?lang=en';
    const first = await t.app.inject({ url });
    await t.app.inject({ url }); // prepared now
    const etag = first.headers.etag as string;
    const held = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    const stale = await t.app.inject({ url, headers: { 'if-none-match': '"an-old-one"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('never writes a price from before a change that landed among reads sent together', async () => {
    const cookie = await signIn(t);
    // Each read its own address, so each is made (and kept) while the change is under way.
    const urls = (tag: string) =>
      Array.from(
        { length: 20 },
        (_, i) => [`/api/bikes?lang=en&visit=${tag}-${i}`, i % 2] as const,
      );
    const read = async ([url, compressed]: readonly [string, number]) => {
      const headers = compressed ? { 'accept-encoding': 'br' } : {};
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      const json = compressed
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
      return (JSON.parse(json) as ModelSummary[]).find((b) => b.bikeName === 'Shine')?.price;
    };
    const addresses = [...urls('before'), ...urls('meanwhile')];
    const before = urls('before').map(read);
    const change = t.app.inject({
      method: 'PATCH',
      url: '/api/managePrice/Shine',
      payload: { price: 77_777 },
      headers: { cookie },
    });
    const meanwhile = urls('meanwhile').map(read);
    expect((await change).statusCode).toBe(200);
    await Promise.all([...before, ...meanwhile]);
    // Every address again, after the change has answered: the new price, whatever was kept.
    expect(new Set(await Promise.all(addresses.map(read)))).toEqual(new Set([77_777]));
  });

  it('shows a price changed through one instance at once there and within a second on the others', async () => {
    const before = await shinePrice(t.app);
    expect(await shinePrice(other)).toBe(before); // both caches are warm now
    const cookie = await signIn(t);
    const change = await other.inject({
      method: 'PATCH',
      url: '/api/managePrice/Shine',
      payload: { price: 79_999 },
      headers: { cookie },
    });
    expect(change.statusCode).toBe(200);
    expect(await shinePrice(other)).toBe(79_999);
    t.clock.now += VERSION_TTL_MS;
    expect(await shinePrice(t.app)).toBe(79_999);
  });
});

describe('answers written by the server itself, over HTTP', () => {
  /** An instance on the test database that logs each request Fastify handles; not yet ready. */
  const loggingApp = (overrides: Record<string, unknown> = {}) => {
    const handled: string[] = [];
    const stream = {
      write(line: string) {
        const entry = JSON.parse(line) as { msg: string; req?: { url: string } };
        if (entry.msg === 'incoming request' && entry.req) handled.push(entry.req.url);
      },
    };
    const app = buildApp({
      config: { ...t.config, ...overrides },
      database: t.database,
      logger: { level: 'info', stream },
      pressure: { maxEventLoopDelay: 0 },
    });
    return { app, handled };
  };
  const listening = async (app: Awaited<ReturnType<typeof buildApp>>) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  };
  const withoutDate = ({ date: _date, ...rest }: HttpAnswer['headers']) => rest;

  it('writes a repeat before Fastify sees it: the same status, headers and bytes, and no request in the log', async () => {
    const { app: building, handled } = loggingApp();
    const app = await building;
    try {
      const port = await listening(app);
      const url = '/api/bikeView/Shine?front=1';
      const answers: HttpAnswer[] = [];
      for (const encoding of ['br, gzip', 'gzip', 'br, gzip', 'gzip', 'br, gzip']) {
        answers.push(await httpGet(port, url, { 'accept-encoding': encoding }));
      }
      // Fastify made the first answer in each encoding; the server wrote every repeat.
      expect(handled).toEqual([url, url]);
      for (const [i, answer] of answers.entries()) {
        const first = answers[i % 2]!;
        expect(answer.status).toBe(200);
        expect(withoutDate(answer.headers)).toEqual(withoutDate(first.headers));
        expect(answer.body.equals(first.body)).toBe(true);
      }
      expect(answers[2]?.headers['content-encoding']).toBe('br');
      expect(answers[2]?.headers['content-security-policy']).toContain("default-src 'self'");
      // Fastify's keep-alive timeout, on the server's answers as on Fastify's.
      expect(answers[2]?.headers['keep-alive']).toBe('timeout=72');
      // A conditional read still gets Fastify's 304.
      const etag = answers[0]?.headers.etag as string;
      const held = await httpGet(port, url, {
        'accept-encoding': 'br, gzip',
        'if-none-match': etag,
      });
      expect(held.status).toBe(304);
      expect(handled).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it('writes a built file again before Fastify sees it, in each encoding as it was first sent', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-front-web-'));
    const css = `body{color:#123}${' '.repeat(2000)}`;
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), '<html><head></head><body></body></html>');
    fs.writeFileSync(path.join(web, 'assets', 'site-1a2b.css'), css);
    fs.writeFileSync(path.join(web, 'assets', 'site-1a2b.css.br'), brotliCompressSync(css));
    const { app: building, handled } = loggingApp({ WEB_DIST_DIR: web });
    const app = await building;
    try {
      const port = await listening(app);
      const url = '/assets/site-1a2b.css';
      const answers: HttpAnswer[] = [];
      for (const encoding of ['br', '', 'br', '']) {
        answers.push(await httpGet(port, url, encoding ? { 'accept-encoding': encoding } : {}));
      }
      expect(handled).toEqual([url, url]);
      expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual([
        'br',
        undefined,
        'br',
        undefined,
      ]);
      expect(brotliDecompressSync(answers[2]!.body).toString()).toBe(css);
      expect(answers[3]?.body.toString()).toBe(css);
      expect(withoutDate(answers[2]!.headers)).toEqual(withoutDate(answers[0]!.headers));
      expect(answers[2]?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await app.close();
      fs.rmSync(web, { recursive: true, force: true });
    }
  });

  it('leaves every request to Fastify once the app closes, so a kept-alive connection is told to go', async () => {
    const { app: building, handled } = loggingApp();
    const app = await building;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let closing!: () => void;
    const closeStarted = new Promise<void>((resolve) => (closing = resolve));
    // Holds the close after the cache's own preClose hook, while connections are still open.
    app.addHook('preClose', async () => {
      closing();
      await held;
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const port = await listening(app);
      const url = '/api/bikes?front=closing';
      await httpGet(port, url, {}, agent);
      expect((await httpGet(port, url, {}, agent)).status).toBe(200);
      expect(handled).toEqual([url]);
      const closed = app.close();
      await closeStarted;
      const during = await httpGet(port, url, {}, agent);
      expect(during.status).toBe(503);
      expect(during.headers.connection).toBe('close');
      release();
      await closed;
    } finally {
      release();
      agent.destroy();
      await app.close();
    }
  });

  it('lets a connection that sends nothing go after the request timeout, as Fastify would', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      requestTimeout: 300,
    });
    try {
      const port = await listening(app);
      const socket = (await import('node:net')).connect(port, '127.0.0.1');
      socket.write('GET /api/bikes HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const started = Date.now();
      await new Promise((resolve) => socket.on('close', resolve));
      // Closed by the server's idle timeout, not by the test's own 5 s limit.
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await app.close();
    }
  });
});

/**
 * The cache's hooks in app.ts's order around routes of a test's own, on the test app's database,
 * with a hook after `replay` that notes every request reaching the hooks it skips.
 */
async function appWithCache(routes: (app: FastifyInstance) => void, dbPlugin?: KyselyPlugin) {
  const app = Fastify({ logger: false });
  app.decorate('config', t.config);
  app.decorate(
    'database',
    dbPlugin ? { ...t.database, db: t.database.db.withPlugin(dbPlugin) } : t.database,
  );
  app.decorate('now', () => t.clock.now);
  const cache = createPublicCache(app);
  app.addHook('onRequest', cache.replay);
  // Stands for every hook after the replay, the session guard among them.
  const reached: string[] = [];
  app.addHook('onRequest', (request, _reply, done) => {
    reached.push(request.url);
    done();
  });
  app.addHook('onSend', cache.store);
  app.addHook('onRoute', cache.addRouteHooks);
  routes(app);
  await app.ready();
  return { app, reached };
}

describe('answers written before the session guard runs', () => {
  it('are only ever those open to everyone: a staff route marked catalogueCache goes through every hook', async () => {
    const { app, reached } = await appWithCache((scope) => {
      scope.get('/public-list', { config: { public: true, catalogueCache: true } }, () => ({
        bikes: ['Shine'],
      }));
      scope.get('/staff-list', { config: { catalogueCache: true } }, () => ({
        leads: ['private'],
      }));
    });
    for (const url of ['/public-list', '/staff-list']) {
      for (let visit = 0; visit < 3; visit += 1) {
        expect((await app.inject({ url })).statusCode).toBe(200);
      }
    }
    // The public list's repeats were written before the guard; every staff read reached it.
    expect(reached).toEqual(['/public-list', '/staff-list', '/staff-list', '/staff-list']);
    await app.close();
  });

  it('go on being written while the catalogue version is read again in the background', async () => {
    // Every statement of this app is a read of the catalogue version: its route reads nothing.
    let versionReads = 0;
    let onRead = () => {};
    const { app, reached } = await appWithCache(
      (scope) => {
        scope.get('/public-list', { config: { public: true, catalogueCache: true } }, () => ({
          bikes: ['Shine'],
        }));
      },
      {
        transformQuery: ({ node }) => node,
        transformResult: ({ result }) => {
          versionReads += 1;
          onRead();
          return Promise.resolve(result);
        },
      },
    );
    const read = () => app.inject({ url: '/public-list' }).then((answer) => answer.statusCode);
    expect([await read(), await read()]).toEqual([200, 200]);
    expect([reached, versionReads]).toEqual([['/public-list'], 1]);
    // Near the end of the version's second, a read is written as before and starts a new read.
    t.clock.now += VERSION_TTL_MS * 0.9;
    const readAgain = new Promise<string>((resolve) => (onRead = () => resolve('read')));
    // Visitors arriving together there start one read between them.
    expect(await Promise.all([read(), read(), read(), read()])).toEqual([200, 200, 200, 200]);
    const noRead = new Promise<string>((resolve) => setTimeout(() => resolve('no read'), 2_000));
    expect(await Promise.race([readAgain, noRead])).toBe('read');
    // The read's answer reaches the cache in the promise callbacks after this plugin's.
    await new Promise((resolve) => setImmediate(resolve));
    expect(versionReads).toBe(2);
    expect(await Promise.all([read(), read()])).toEqual([200, 200]);
    expect(versionReads).toBe(2);
    // Past the first read's second: the version read at 0.9 still vouches for the kept answer.
    t.clock.now += VERSION_TTL_MS * 0.3;
    expect(await read()).toBe(200);
    expect([reached, versionReads]).toEqual([['/public-list'], 2]);
    await app.close();
  });

  it('are never one made for a catalogue that changed while it was being made', async () => {
    let price = 1;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const handling = new Promise<void>((resolve) => (started = resolve));
    const { app } = await appWithCache((scope) => {
      scope.get('/price', { config: { public: true, catalogueCache: true } }, async () => {
        const shown = price;
        started();
        await held;
        return { price: shown };
      });
    });
    const first = app.inject({ url: '/price' });
    await handling;
    // Staff change the price while that answer is still being made.
    price = 2;
    await app.bumpCatalogueVersion();
    release();
    expect((await first).json()).toEqual({ price: 1 });
    expect((await app.inject({ url: '/price' })).json()).toEqual({ price: 2 });
    await app.close();
  });
});
