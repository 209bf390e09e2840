import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithWeb, type TestApp } from './test/helper.js';
import { PUBLIC_URLS } from '../../e2e/support/public-routes.js';

// As the build writes them: brotli and gzip copies beside a hashed asset.
const script = `export const models = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `model-${i}`))};`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithWeb({
    'index.html': '<!doctype html><title>Dealer</title><div id="root"></div>',
    'assets/app-abc123.js': 'console.log(1)',
    'assets/models-def456.js': script,
    'assets/models-def456.js.br': zlib.brotliCompressSync(script),
    'assets/models-def456.js.gz': zlib.gzipSync(script),
  });
});
afterAll(() => t.close());

describe('routing', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Route GET /api/nope not found' });
  });

  it.each(['/', '/motorcycle', '/view-details?bike=Shine', '/admin/dashboard', '/no/such/page'])(
    'serves the SPA for GET %s so client routes survive a reload',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with immutable caching', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ['gzip;q=1, br;q=0', 'gzip', zlib.gunzipSync],
  ] as const)(
    'answers Accept-Encoding %s with the %s copy the build prepared',
    async (acceptEncoding, encoding, decode) => {
      const response = await t.app.inject({
        url: '/assets/models-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toBe(script);
    },
  );

  it('sends the plain bytes to a client that takes no compression', async () => {
    const response = await t.app.inject({ url: '/assets/models-def456.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('gives each encoding its own ETag and answers a matching If-None-Match with 304', async () => {
    const get = (headers: Record<string, string>) =>
      t.app.inject({ url: '/assets/models-def456.js', headers });
    const brotli = await get({ 'accept-encoding': 'br' });
    const plain = await get({});
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    const again = await get({
      'accept-encoding': 'br',
      'if-none-match': brotli.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD for a client route like GET', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/motorcycle' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('does not serve the SPA for other methods', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/motorcycle' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('health and headers', () => {
  it('reports a healthy database at /healthz', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: true });
  });

  it.each([...PUBLIC_URLS, '/admin/login'])(
    'sends %s with a CSP without inline scripts, frame-ancestors, nosniff and a referrer policy',
    async (url) => {
      const response = await t.app.inject({ url });
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it('compresses JSON for clients that accept it', async () => {
    const response = await t.app.inject({
      url: '/api/bikes',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys((response.json() as { paths: object }).paths)).toContain(
      '/api/bikeView/{bikeName}',
    );
  });
});
