import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.js';

/**
 * The only routes a visitor may call without an admin session. Adding a public route means adding
 * it here on purpose; every other route, including every admin route added later, must answer 401.
 */
const PUBLIC_ROUTES = [
  'GET /healthz',
  'GET /media/:file',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /og/:file',
  'GET /api/site',
  'GET /api/images',
  'GET /api/bikes',
  'GET /api/scooters',
  'GET /api/ev',
  'GET /api/gallery',
  'GET /api/getOffers',
  'GET /api/dealers/:id',
  'GET /api/bikeView/:bikeName',
  'GET /api/variants/:bikeName',
  'GET /api/bikeFeatures/:bikeName',
  'GET /api/bikeAccessories/:bikeName',
  'GET /api/bikeColours/:bikeName',
  'GET /api/360Images/:bikeName',
  'GET /api/compare',
  'GET /api/onRoadPrice',
  'POST /api/login',
  'POST /finance',
  'POST /contact',
  'POST /book-service',
  'POST /amc',
  'POST /warranty',
  'POST /opt-in',
  'POST /offer',
  'POST /api/joyClub',
  'POST /api/postBooking',
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The API docs are public by their scope; HEAD mirrors GET.
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const routes = () => t.app.routeTable.filter((r) => r.method !== 'HEAD' && !isDocs(r.url));

describe('the route table', () => {
  it('marks exactly the allow-listed routes public', () => {
    const flagged = routes()
      .filter((r) => r.public)
      .map((r) => `${r.method} ${r.url}`);
    const registeredPublic = flagged.filter((r) => PUBLIC_ROUTES.includes(r));
    expect(flagged.sort()).toEqual(registeredPublic.sort());
    // Allow-listed routes that exist must be flagged public (enquiry routes may not exist yet).
    const all = routes().map((r) => `${r.method} ${r.url}`);
    for (const route of PUBLIC_ROUTES.filter((r) => all.includes(r))) {
      expect(flagged, route).toContain(route);
    }
  });

  it('gives every route outside the allow-list the permission it needs (plugins/permissions.test.ts checks each role)', () => {
    for (const route of routes().filter((r) => !r.public)) {
      expect(route.permission, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('answers 401 without a session on every route outside the allow-list', async () => {
    const guarded = routes().filter((r) => !r.public);
    expect(guarded.length).toBeGreaterThanOrEqual(4);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '1').replace('*', 'x');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized. Please log in.' });
    }
  });
});
