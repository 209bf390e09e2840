import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../shared/reports.js';
import { TEST_ADMIN } from '../test/databases.js';
import { signedInTestApp, type TestApp } from '../test/helper.js';

/**
 * What a signed-in member of staff reads (leads, exports, their account) and what signing in
 * answers must not be kept by the browser's cache or a proxy, errors included.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => ({ t, cookie } = await signedInTestApp()));
afterAll(() => t.close());

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const guardedRoutes = () =>
  t.app.routeTable.filter((r) => !r.public && r.method !== 'HEAD' && !isDocs(r.url));
const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace('*', 'x');
/**
 * The lead stream never ends; a bad Last-Event-ID makes it answer at once (the stream's own
 * no-store header is checked in modules/events/events.test.ts).
 */
const answering = (url: string) =>
  url === '/api/events' ? '/api/events?lastEventId=x' : concrete(url);

describe('Cache-Control: no-store', () => {
  it('is on the 401 of every route that needs a session', async () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
  });

  it('is on every signed-in read, whatever it answers', async () => {
    const reads = guardedRoutes().filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const route of reads) {
      const response = await t.app.inject({ url: answering(route.url), headers: { cookie } });
      expect(response.statusCode, `GET ${route.url}`).not.toBe(401);
      expect(response.headers['cache-control'], `GET ${route.url}`).toBe('no-store');
    }
  });

  it('is on /api/me, a report, a CSV export, a profile change and an admin 4xx', async () => {
    const report = REPORTS[0];
    const answers = {
      me: await t.app.inject({ url: '/api/me', headers: { cookie } }),
      report: await t.app.inject({
        method: 'POST',
        url: report.path,
        payload: { page: 1 },
        headers: { cookie },
      }),
      csv: await t.app.inject({
        url: `/api/reports/${report.slug}/export?format=csv`,
        headers: { cookie },
      }),
      profile: await t.app.inject({
        method: 'PATCH',
        url: `/api/profile/${TEST_ADMIN.userId}`,
        payload: { userName: 'Front Desk', email: '', mobileNo: '' },
        headers: { cookie },
      }),
      badInput: await t.app.inject({
        method: 'PATCH',
        url: `/api/profile/${TEST_ADMIN.userId}`,
        payload: { userName: 'X' },
        headers: { cookie },
      }),
      forbidden: await t.app.inject({
        method: 'PATCH',
        url: '/api/profile/someone-else',
        payload: { userName: 'Front Desk', email: '', mobileNo: '' },
        headers: { cookie },
      }),
      unknownReport: await t.app.inject({
        url: '/api/reports/no-such-report/export?format=csv',
        headers: { cookie },
      }),
    };
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([name, r]) => [name, r.statusCode]),
    );
    expect(statuses).toEqual({
      me: 200,
      report: 200,
      csv: 200,
      profile: 200,
      badInput: 400,
      forbidden: 403,
      unknownReport: 404,
    });
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('is on the sign-in answer, accepted, refused, malformed or throttled', async () => {
    const signInWith = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: '10.7.7.7' });
    const accepted = await signInWith({ userId: TEST_ADMIN.userId, password: TEST_ADMIN.password });
    const malformed = await signInWith({ userId: '' });
    const refused = [];
    for (let i = 0; i < 6; i++) {
      refused.push(await signInWith({ userId: `nobody-${i}`, password: 'wrong-password' }));
    }
    expect([accepted, malformed, ...refused].map((r) => r.statusCode)).toEqual([
      200, 400, 401, 401, 401, 401, 401, 429,
    ]);
    for (const response of [accepted, malformed, ...refused]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not on public catalogue reads, which browsers may keep', async () => {
    const response = await t.app.inject({ url: '/api/bikes', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
