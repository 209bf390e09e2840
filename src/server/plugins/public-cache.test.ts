import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSummary } from '../../shared/catalogue.js';
import { buildApp } from '../app.js';
import Fastify from 'fastify';
import { createPublicCache, VERSION_TTL_MS } from './public-cache.js';
import { buildTestApp, signIn, type TestApp } from '../test/helper.js';

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

describe('answers written before the session guard runs', () => {
  it('are only ever those open to everyone: a staff route marked catalogueCache goes through every hook', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', t.config);
    app.decorate('database', t.database);
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
    app.get('/public-list', { config: { public: true, catalogueCache: true } }, () => ({
      bikes: ['Shine'],
    }));
    app.get('/staff-list', { config: { catalogueCache: true } }, () => ({ leads: ['private'] }));
    await app.ready();
    for (const url of ['/public-list', '/staff-list']) {
      for (let visit = 0; visit < 3; visit += 1) {
        expect((await app.inject({ url })).statusCode).toBe(200);
      }
    }
    // The public list's repeats were written before the guard; every staff read reached it.
    expect(reached).toEqual(['/public-list', '/staff-list', '/staff-list', '/staff-list']);
    await app.close();
  });
});
