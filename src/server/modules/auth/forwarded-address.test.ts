import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../test/databases.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { LOGIN_FAILURE_LIMIT } from './throttle.js';

const BALANCER = '10.0.0.2';

describe('the sign-in throttle behind a load balancer (TRUST_PROXY lists its addresses)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/24' });
  });
  afterAll(() => t.close());

  /** A sign-in through the balancer, which appends the address it saw to what the visitor sent. */
  const login = (forwardedFor: string, userId: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userId, password },
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts failures by the address the balancer saw, however the visitor varies the left-most entry', async () => {
    const visitor = '203.0.113.77';
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      // A new account each time: only the address counter can trip.
      const response = await login(`198.51.100.${i}, ${visitor}`, `guess-${i}`, 'wrong-password');
      expect(response.statusCode).toBe(401);
    }
    const forged = await login(
      `198.51.100.200, ${visitor}`,
      TEST_ADMIN.userId,
      TEST_ADMIN.password,
    );
    expect(forged.statusCode).toBe(429);
    expect(forged.json().message).toMatch(/Too many failed sign-in attempts/);

    const another = await login('203.0.113.78', TEST_ADMIN.userId, TEST_ADMIN.password);
    expect(another.statusCode).toBe(200);
  });
});
