import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STRINGS_ID, SSR_STATE_ID } from '../../shared/ssr.js';
import { buildTestApp, signIn, type TestApp } from '../test/helper.js';
import { MAX_RENDERS_AT_ONCE } from './page-renderer.js';

// A built app in miniature: dist/web with its index.html and dist/ssr with a renderer that draws
// the first bike it reads through the transport the server gives it, as the real one does.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-ssr-'));
const webDir = path.join(distDir, 'web');
const rendererFile = path.join(distDir, 'ssr', 'entry-server.js');
fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
fs.mkdirSync(path.dirname(rendererFile));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Dealer</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDir, 'assets', 'index-1.js'), '/* entry */');
fs.writeFileSync(path.join(webDir, 'assets', 'start-9.js'), '/* start */\n');
fs.writeFileSync(path.join(webDir, 'assets', 'fonts-5.css'), '/* the typeface */');
fs.mkdirSync(path.join(webDir, '.vite'));
fs.writeFileSync(
  path.join(webDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    'src/web/start.ts': { file: 'assets/start-9.js', isEntry: true },
    'src/web/fonts.css': { file: 'assets/fonts-5.css', isEntry: true },
  }),
);
fs.writeFileSync(
  rendererFile,
  `let transport;
export let renders = 0;
export let heldNow = 0;
export const renderer = {
  setApiTransport(next) { transport = next; },
  async render(url) {
    if (url.startsWith('/broken')) throw new Error('a component failed on the server');
    if (url.startsWith('/admin')) return null;
    renders += 1;
    if (url.startsWith('/held')) {
      heldNow += 1;
      await globalThis.heldRenders;
      heldNow -= 1;
    }
    const bikes = await (await transport('/api/bikes', { method: 'GET' })).json();
    // A page that shows a price, to see a change reach it.
    const shown = url.startsWith('/price-list')
      ? bikes.map((bike) => bike.bikeName + ' ' + bike.price).join(', ')
      : bikes[0].name;
    return {
      html: '<title>Motorcycles | Dealer</title><meta name="description" content="All bikes">' +
        '<main><h1>' + shown + '</h1></main>',
      state: JSON.stringify({ note: '</script><script>alert(1)</script>\\u2028' }),
      strings: JSON.stringify({ layout: { home: '</script><script>alert(2)</script>' } }),
      status: url.startsWith('/no-such-page') ? 404 : 200,
    };
  },
};`,
);
const rendererModule = (await import(pathToFileURL(rendererFile).href)) as {
  renders: number;
  heldNow: number;
};

let t: TestApp;
const logLines: string[] = [];
let firstBike: string;
beforeAll(async () => {
  t = await buildTestApp(
    { WEB_DIST_DIR: webDir, LOG_LEVEL: 'error' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  firstBike = (await t.app.inject({ url: '/api/bikes' })).json<{ name: string }[]>()[0]!.name;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('server-rendered public pages', () => {
  it('arrive drawn, with their data for the browser and their tags in <head>', async () => {
    const response = await t.app.inject({ url: '/motorcycle' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(rootOf(html)).toBe(`<main><h1>${firstBike}</h1></main>`);
    // The page's own title replaces index.html's; React's hoisted tags sit in <head>.
    expect(html.match(/<title>/g)).toHaveLength(1);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Motorcycles | Dealer</title>');
    expect(head).toContain('<meta name="description" content="All bikes">');
    // The page is on screen already: its typeface and scripts wait until it is painted
    // (web/start.ts, in the page itself: no request beside the stylesheet's).
    expect(head).toContain(
      '<script type="module">/* start */</script>' +
        '<template id="page-scripts"><link rel="stylesheet" data-typeface href="/assets/fonts-5.css">' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script></template>',
    );
    expect(head.replace(/<template[\s\S]*<\/template>/, '')).not.toContain('data-typeface');
    // The browser runs that inline script, and no other, by its hash in the policy.
    const hash = createHash('sha256').update('/* start */').digest('base64');
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}';`,
    );
    expect(html.match(/<script type="module">/g)).toHaveLength(1);
    // Its data is in the page: no API read left to preload.
    expect(head).not.toContain('as="fetch"');
  });

  it('hand the browser the data as JSON that cannot close its element', async () => {
    const html = (await t.app.inject({ url: '/motorcycle' })).body;
    const state = new RegExp(
      `<script type="application/json" id="${SSR_STATE_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)?.[1];
    expect(state).toBeDefined();
    expect(html).not.toContain('<script>alert');
    expect(JSON.parse(state as string)).toEqual({
      note: '</script><script>alert(1)</script>\u2028',
    });
    // The strings it was drawn with, likewise.
    const strings = new RegExp(
      `<script type="application/json" id="${PAGE_STRINGS_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)?.[1];
    expect(JSON.parse(strings as string)).toEqual({
      layout: { home: '</script><script>alert(2)</script>' },
    });
  });

  it('are compressed, tagged and answered 304 when unchanged', async () => {
    const plain = await t.app.inject({ url: '/motorcycle' });
    const br = await t.app.inject({ url: '/motorcycle', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await t.app.inject({
      url: '/motorcycle',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('are drawn once per catalogue version and again after staff change it', async () => {
    const url = '/scooters?visit=cache';
    const before = rendererModule.renders;
    await t.app.inject({ url });
    await t.app.inject({ url });
    expect(rendererModule.renders).toBe(before + 1);
    await t.app.bumpCatalogueVersion();
    await t.app.inject({ url });
    expect(rendererModule.renders).toBe(before + 2);
  });

  it('are written again as the first visit got them, per encoding, and never a 404 as a page', async () => {
    const url = '/motorcycle?visit=repeat';
    const encodings = ['br, gzip', undefined, 'br, gzip', undefined];
    const answers = [];
    for (const encoding of encodings) {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      answers.push(await t.app.inject({ url, headers }));
    }
    const withoutDate = ({ date: _date, ...rest }: Record<string, unknown>) => rest;
    for (const [i, repeat] of answers.slice(2).entries()) {
      const first = answers[i]!;
      expect(repeat.statusCode).toBe(200);
      expect(withoutDate(repeat.headers)).toEqual(withoutDate(first.headers));
      expect(repeat.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(answers[2]?.headers['content-encoding']).toBe('br');
    expect(answers[3]?.headers['content-encoding']).toBeUndefined();
    expect(answers[3]?.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    for (let visit = 0; visit < 3; visit += 1) {
      expect((await t.app.inject({ url: '/no-such-page?visit=repeat' })).statusCode).toBe(404);
    }
  });

  it('show a price changed by staff on the next visit, though the page was written before', async () => {
    const priceOfShine = async () =>
      /Shine (\d+)/.exec(rootOf((await t.app.inject({ url: '/price-list' })).body) ?? '')?.[1];
    const before = await priceOfShine();
    expect(await priceOfShine()).toBe(before); // written as it was prepared now
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/managePrice/Shine',
      payload: { price: 81_234 },
      headers: { cookie: await signIn(t) },
    });
    expect(change.statusCode).toBe(200);
    expect(before).not.toBe('81234');
    expect(await priceOfShine()).toBe('81234');
  });

  it('answer 404 for an address that matches no page, with the not-found page drawn', async () => {
    const response = await t.app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(rootOf(response.body)).toBe(`<main><h1>${firstBike}</h1></main>`);
    expect((await t.app.inject({ url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('go out drawn by the browser while too many new addresses are being drawn', async () => {
    let release!: () => void;
    (globalThis as { heldRenders?: Promise<void> }).heldRenders = new Promise<void>(
      (resolve) => (release = resolve),
    );
    const held = Array.from({ length: MAX_RENDERS_AT_ONCE }, (_, index) =>
      t.app.inject({ url: `/held?visit=${index}` }),
    );
    // Let the held renders start before the next visitor arrives.
    while (rendererModule.heldNow < MAX_RENDERS_AT_ONCE) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const extra = await t.app.inject({ url: '/held?visit=one-too-many' });
    expect(extra.statusCode).toBe(200);
    expect(rootOf(extra.body)).toBe('');
    release();
    for (const response of await Promise.all(held)) {
      expect(rootOf(response.body)).toBe(`<main><h1>${firstBike}</h1></main>`);
    }
  });

  it('go out as the browser-drawn shell when the renderer leaves a page to the browser', async () => {
    const html = (await t.app.inject({ url: '/admin/login' })).body;
    expect(rootOf(html)).toBe('');
    expect(html).toContain('<title>Dealer</title>');
    expect(html).not.toContain(SSR_STATE_ID);
    // Nothing to paint before the app: its script is asked for at once.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).not.toContain('page-scripts');
  });

  it('fall back to the browser drawing the page when rendering fails, and log why', async () => {
    const response = await t.app.inject({ url: '/broken-page' });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(response.body).toContain('<title>Dealer</title>');
    expect(logLines.join('\n')).toContain('a component failed on the server');
  });
});

// The real renderer (src/web/entry-server.tsx, as `vite build --ssr` makes it) behind the same
// server, reading the seeded demo catalogue through the app.
describe('the bike pages drawn by the real renderer', () => {
  const realDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-ssr-real-'));
  const realWeb = path.join(realDist, 'web');
  const entry = path.resolve(import.meta.dirname, '../../web/entry-server.tsx');
  let real: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(realWeb, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(realDist, 'ssr'));
    fs.copyFileSync(
      path.resolve(import.meta.dirname, '../../../index.html'),
      path.join(realWeb, 'index.html'),
    );
    fs.writeFileSync(
      path.join(realDist, 'ssr', 'entry-server.js'),
      `export { renderer } from ${JSON.stringify(pathToFileURL(entry).href)};`,
    );
    real = await buildTestApp({ WEB_DIST_DIR: realWeb });
  });
  afterAll(async () => {
    await real?.close();
    fs.rmSync(realDist, { recursive: true, force: true });
  });

  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
  const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const stateOf = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${SSR_STATE_ID}">([\\s\\S]*?)</script>`).exec(
        html,
      )?.[1] ?? 'null',
    ) as { queries: { queryKey: unknown[]; state: { status: string; error: unknown } }[] };

  it.each([
    ['/view-details?bike=Nope', ['bikeView', 'Nope', 'en']],
    ['/angle-view?bike=Nope', ['360Images', 'Nope']],
  ])(
    'answer 404 for %s, with the not-found state drawn and robots told to leave it out',
    async (url, read) => {
      const response = await real.app.inject({ url });
      expect(response.statusCode).toBe(404);
      const html = response.body;
      expect(mainOf(html)).not.toContain('Loading');
      expect(mainOf(html)).toContain('We could not find the model “Nope”.');
      expect(headOf(html)).toContain('<meta name="robots" content="noindex">');
      // The browser gets the API's answer, to draw the same markup when it takes the page over.
      const answer = stateOf(html).queries.find(
        (query) => JSON.stringify(query.queryKey) === JSON.stringify(read),
      );
      expect(answer?.state).toMatchObject({
        status: 'error',
        error: { status: 404, message: 'Bike not found', fromServer: true },
      });
    },
  );

  it('answer 200 for a bike in the catalogue, drawn, and open to robots', async () => {
    const response = await real.app.inject({ url: '/view-details?bike=Shine' });
    expect(response.statusCode).toBe(200);
    expect(mainOf(response.body)).toContain('SPECIFICATIONS');
    expect(response.body).not.toContain('noindex');
  });
});
