import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithWeb, type TestApp } from '../test/helper.js';
import { DOCUMENT_ONLY_HEADERS } from '../lib/document-policies.js';
import { DENIED_FEATURES, PERMISSIONS_POLICY, VIDEO_ORIGIN } from './security.js';

let t: TestApp;
beforeAll(async () => {
  // A built app in miniature, so pages and static files are served as in production.
  t = await buildTestAppWithWeb({
    'index.html': '<!doctype html><title>Dealer</title><div id="root"></div>',
    'assets/app-abc123.js': 'console.log(1)',
    'assets/site-abc123.css': 'body{margin:0}',
    'assets/face-abc123.woff2': 'wOF2',
    'assets/bike-abc123.webp': 'RIFF',
    'assets/logo-abc123.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
});
afterAll(() => t.close());

/** The header as {feature: allowlist}, e.g. {camera: '()', fullscreen: '("https://…")'}. */
function parsePolicy(header: string): Record<string, string> {
  return Object.fromEntries(
    header.split(/,\s*/).map((directive) => {
      const [feature = '', allowlist = ''] = directive.split('=');
      return [feature.trim(), allowlist.trim()];
    }),
  );
}

describe('a file a page loads into itself', () => {
  it.each([
    ['a script', '/assets/app-abc123.js'],
    ['a stylesheet', '/assets/site-abc123.css'],
    ['a font', '/assets/face-abc123.woff2'],
    ['a raster picture', '/assets/bike-abc123.webp'],
  ])(
    '(%s) carries nosniff, CORP, HSTS and the referrer policy, and no document policy',
    async (_what, url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      for (const name of DOCUMENT_ONLY_HEADERS)
        expect(response.headers[name], name).toBeUndefined();
    },
  );

  it("at a missing file's address is a page, with every policy", async () => {
    const response = await t.app.inject({ url: '/assets/gone-abc123.js' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers[name], name).toBeDefined();
  });
});

describe('Permissions-Policy', () => {
  it.each([
    ['a page', 'GET', '/', 200],
    ['a page that does not exist', 'GET', '/no/such/page', 200],
    ['a built SVG, a document when opened alone', 'GET', '/assets/logo-abc123.svg', 200],
    ["the page at a missing script's address", 'GET', '/assets/gone-abc123.js', 200],
    ['an API read', 'GET', '/api/bikes', 200],
    ['an unknown API path', 'GET', '/api/nope', 404],
    ['an unknown image', 'GET', '/media/nothing.png', 404],
    ['an admin call without a session', 'GET', '/api/me', 401],
    ['a malformed sign-in', 'POST', '/api/login', 400],
    ['the health check', 'GET', '/healthz', 200],
  ] as const)('is on %s (%s %s)', async (_what, method, url, status) => {
    const response = await t.app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('denies the camera, microphone, location, payment, USB, ad cohorts and the rest the site never uses', () => {
    const policy = parsePolicy(PERMISSIONS_POLICY);
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'accelerometer',
      'gyroscope',
      'magnetometer',
      'display-capture',
      'publickey-credentials-get',
      'browsing-topics',
      'interest-cohort',
      ...DENIED_FEATURES,
    ]) {
      expect(policy[feature], feature).toBe('()');
    }
  });

  it('grants the video player (through our pages) every feature its iframe asks for, and nothing else', () => {
    const policy = parsePolicy(PERMISSIONS_POLICY);
    const facade = fs.readFileSync(
      path.join(import.meta.dirname, '../../web/components/ui/video-facade.tsx'),
      'utf8',
    );
    const asked = (/allow="([^"]*)"/.exec(facade)?.[1] ?? '').split(/;\s*/).filter(Boolean);
    if (facade.includes('allowFullScreen')) asked.push('fullscreen');
    expect(asked).toEqual(expect.arrayContaining(['autoplay', 'fullscreen']));
    for (const feature of asked) expect(policy[feature], feature).toBe(`(self "${VIDEO_ORIGIN}")`);
    // Everything else is denied outright; nothing is left to the browser's defaults by accident.
    const granted = Object.entries(policy).filter(([, allowlist]) => allowlist !== '()');
    expect(granted.map(([feature]) => feature).sort()).toEqual([...asked].sort());
  });
});
