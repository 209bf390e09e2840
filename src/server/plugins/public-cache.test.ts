import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSummary } from '../../shared/catalogue.js';
import { buildApp } from '../app.js';
import { VERSION_TTL_MS } from './public-cache.js';
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
