import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import {
  createDatabaseLimiter,
  createMemoryLimiter,
  type LimitOptions,
  type RequestLimiter,
} from './rate-limit.js';

const MINUTE = 60 * 1000;
const options: LimitOptions = { max: 3, windowMs: 10 * MINUTE };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const limiters: [string, () => RequestLimiter][] = [
  ['in memory', () => createMemoryLimiter(options)],
  ['in the database', () => createDatabaseLimiter(t.database, options)],
];

describe.each(limiters)('counting %s', (_, create) => {
  it('lets max requests of a key through in its window and refuses the rest until the window ends', async () => {
    const limiter = create();
    const key = `first-${Math.random()}`;
    const start = 1_000_000_000_000;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await limiter.hit(key, start + i * MINUTE));
    expect(answers).toEqual([
      { allowed: true, retryAfterSeconds: 600 },
      { allowed: true, retryAfterSeconds: 540 },
      { allowed: true, retryAfterSeconds: 480 },
      { allowed: false, retryAfterSeconds: 420 },
      { allowed: false, retryAfterSeconds: 360 },
    ]);
    expect(await limiter.hit(key, start + 10 * MINUTE - 1)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await limiter.hit(key, start + 10 * MINUTE)).toEqual({
      allowed: true,
      retryAfterSeconds: 600,
    });
  });

  it('counts each key on its own', async () => {
    const limiter = create();
    const now = 1_100_000_000_000;
    for (let i = 0; i < 3; i++) await limiter.hit('203.0.113.1', now);
    expect((await limiter.hit('203.0.113.1', now)).allowed).toBe(false);
    expect((await limiter.hit('203.0.113.2', now)).allowed).toBe(true);
  });

  it('never lets more than max of many simultaneous requests through', async () => {
    const limiter = create();
    const key = `burst-${Math.random()}`;
    const now = 1_200_000_000_000;
    const answers = await Promise.all(Array.from({ length: 40 }, () => limiter.hit(key, now)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(options.max);
  });

  it('counts each of several keys arriving together on its own, in the order they came', async () => {
    const limiter = create();
    const now = 1_250_000_000_000;
    const keys = ['c', 'a', 'b'].map((name) => `together-${name}-${Math.random()}`);
    const hits = Array.from({ length: 12 }, (_, index) => keys[index % 3] as string);
    const answers = await Promise.all(hits.map((key) => limiter.hit(key, now)));
    // Each key's first three are let through, its fourth (the last three hits) refused.
    expect(answers.map((answer) => answer.allowed)).toEqual(hits.map((_, index) => index < 9));
  });
});

describe('counting in the database', () => {
  it('shares the count between limiters, as instances on one database do', async () => {
    const a = createDatabaseLimiter(t.database, options);
    const b = createDatabaseLimiter(t.database, options);
    const now = 1_300_000_000_000;
    for (let i = 0; i < 3; i++) expect((await a.hit('198.51.100.3', now)).allowed).toBe(true);
    expect(await b.hit('198.51.100.3', now)).toEqual({ allowed: false, retryAfterSeconds: 600 });
  });

  it('deletes the counts of passed windows', async () => {
    const limiter = createDatabaseLimiter(t.database, options);
    const start = 1_400_000_000_000;
    await limiter.hit('198.51.100.4', start);
    await limiter.hit('198.51.100.5', start + 5 * MINUTE);
    await limiter.hit('198.51.100.6', start + 10 * MINUTE);
    const keys = await t.database.db
      .selectFrom('enquiry_rate_limits')
      .select('key')
      .where('window_start', '>=', start)
      .orderBy('key')
      .execute();
    expect(keys.map((row) => row.key)).toEqual(['198.51.100.5', '198.51.100.6']);
  });
});
