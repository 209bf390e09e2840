import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from './app.js';
import { buildTestApp, buildTestAppWithWeb, type TestApp } from './test/helper.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const countLeads = async (app: TestApp) =>
  Number(
    (
      await app.database.db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('caching', () => {
  it('answers an unchanged catalogue with 304 to a matching ETag', async () => {
    t = await buildTestApp();
    for (const url of ['/api/bikes', '/api/bikeView/Shine', '/api/site']) {
      const first = await t.app.inject({ url });
      expect(first.headers.etag, url).toMatch(/^"/);
      const again = await t.app.inject({
        url,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('changes the ETag when the data changes', async () => {
    t = await buildTestApp();
    const before = (await t.app.inject({ url: '/api/bikes' })).headers.etag;
    await t.database.db
      .updateTable('vehicles')
      // The engine line, not the price: a model with variants is priced by them.
      .set({ engine: '124.9 cc' })
      .where('slug', '=', 'SHINE')
      .execute();
    await t.app.bumpCatalogueVersion(); // what every admin change does
    const after = await t.app.inject({
      url: '/api/bikes',
      headers: { 'if-none-match': before as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });
});

/**
 * Hogs the CPU as a runaway export or a flood would, in slices longer than the sample interval.
 * under-pressure reads the *mean* loop delay since its last sample: one long block after a calm
 * stretch of 10 ms ticks could average under the limit (a CI run saw it), so each slice ends with
 * one turn of the loop, and the last samples see nothing but blocked ticks.
 */
async function hogEventLoop(slices = 4, sliceMs = 300) {
  for (let slice = 0; slice < slices; slice += 1) {
    const until = Date.now() + sliceMs;
    while (Date.now() < until) {
      // busy
    }
    // The overdue sample runs before this timer, in the same turn, and sees the lag.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe('overload', () => {
  it('answers 503 with Retry-After while the event loop is blocked, and recovers', async () => {
    t = await buildTestApp({}, { pressure: { maxEventLoopDelay: 100, sampleInterval: 200 } });
    await hogEventLoop();
    for (const url of ['/api/bikes', '/healthz']) {
      const busy = await t.app.inject({ url });
      expect(busy.statusCode, url).toBe(503);
      expect(busy.headers['retry-after']).toBe('10');
      expect(busy.json()).toEqual({ message: BUSY_MESSAGE });
    }

    await expect
      .poll(async () => (await t?.app.inject({ url: '/api/bikes' }))?.statusCode, { timeout: 3000 })
      .toBe(200);
  });

  it('writes a catalogue answer it has ready while busy, and refuses one it would have to make', async () => {
    t = await buildTestApp({}, { pressure: { maxEventLoopDelay: 100, sampleInterval: 200 } });
    const ready = await t.app.inject({ url: '/api/bikes' });
    expect(ready.statusCode).toBe(200);
    await hogEventLoop();
    // Written as it was made: cheaper than the 503 that would refuse it.
    const kept = await t.app.inject({ url: '/api/bikes' });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(ready.body);
    const fresh = await t.app.inject({ url: '/api/bikeView/Shine' });
    expect(fresh.statusCode).toBe(503);
    expect(fresh.json()).toEqual({ message: BUSY_MESSAGE });
  });

  it("still serves a page's built files while busy, and refuses new pages", async () => {
    t = await buildTestAppWithWeb(
      {
        'index.html':
          '<!doctype html><html lang="en"><head><title>Dealer</title></head><body><div id="root"></div></body></html>',
        'assets/app-1a2b3c.js': 'console.log("app");',
      },
      {},
      { pressure: { maxEventLoopDelay: 100, sampleInterval: 200 } },
    );
    await hogEventLoop();
    const page = await t.app.inject({ url: '/about' });
    expect(page.statusCode).toBe(503);
    const script = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("app");');
  });

  it('refuses a body over 1 MB with 413 and stores nothing', async () => {
    t = await buildTestApp();
    const before = await countLeads(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Big', message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
    expect(await countLeads(t)).toBe(before);
  });

  it('cuts off a client that sends its request too slowly', async () => {
    t = await buildTestApp({}, { requestTimeout: 500 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n');
    const started = Date.now();
    await closed; // the rest of the headers never come
    expect(Date.now() - started).toBeLessThan(5000);
    // Node closes the connection, with a 408 when it still can; never a 2xx.
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
  });
});
