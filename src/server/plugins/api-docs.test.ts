import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/admin.js';
import { buildTestApp, signedInTestApp, type TestApp } from '../test/helper.js';

/** The documented pages, the document in both forms, swagger-ui's files, and paths that do not exist. */
const DOCS_PATHS = [
  '/api/docs',
  '/api/docs/',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/static/swagger-ui.css',
];
const UNKNOWN_DOCS_PATHS = ['/api/docs/nothing-here', '/api/docs/static/nothing-here.js'];

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace('*', 'x');

describe('API docs in production', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await signedInTestApp({ NODE_ENV: 'production' })));
  afterAll(() => t.close());

  it('answer 401 without a session on every docs path, existing or not', async () => {
    for (const url of [...DOCS_PATHS, ...UNKNOWN_DOCS_PATHS]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ message: AUTH_MESSAGES.unauthorized });
      expect(response.body, url).not.toContain('openapi');
    }
  });

  it('answer 401 without a session on every docs route in the route table', async () => {
    const docsRoutes = t.app.routeTable.filter((r) => isDocs(r.url));
    expect(docsRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of docsRoutes) {
      expect(route.public, route.url).toBe(false);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('are served to a signed-in member of staff, without being stored', async () => {
    const page = await t.app.inject({ url: '/api/docs', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const document = await t.app.inject({ url: '/api/docs/json', headers: { cookie } });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: expect.any(String) });
    expect(Object.keys(document.json().paths)).toContain('/api/login');
    const asset = await t.app.inject({
      url: '/api/docs/static/swagger-ui.css',
      headers: { cookie },
    });
    expect(asset.statusCode).toBe(200);
    const unknown = await t.app.inject({ url: '/api/docs/nothing-here', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.each(['development', 'test'])('API docs with NODE_ENV=%s', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: mode });
  });
  afterAll(() => t.close());

  it('are open to anyone', async () => {
    for (const url of DOCS_PATHS) {
      const response = await t.app.inject({ url });
      expect([200, 302], url).toContain(response.statusCode);
    }
    const document = await t.app.inject({ url: '/api/docs/json' });
    expect(document.json()).toMatchObject({ openapi: expect.any(String) });
  });
});
