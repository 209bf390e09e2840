import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSummary } from '../../../shared/catalogue.js';
import { buildTestApp, httpGet, type TestApp } from '../../test/helper.js';

/** jsdom ships no types and the server's TypeScript has no DOM library: the few parts used here. */
interface ParsedNode {
  textContent: string | null;
  namespaceURI: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): ParsedNode | null;
  querySelectorAll(selector: string): ArrayLike<ParsedNode>;
  getElementsByTagName(name: string): ArrayLike<ParsedNode>;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<ParsedNode>;
}
type ParsedDocument = ParsedNode & { head: ParsedNode; documentElement: ParsedNode };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    text: string,
    options?: { contentType: string },
  ) => {
    window: { document: ParsedDocument };
  };
};

// A built app in miniature, as in plugins/page-renderer.test.ts: its renderer declares a title
// and description per page, as React's hoisted tags, and draws unknown pages and bikes as 404.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-seo-'));
const webDir = path.join(distDir, 'web');
fs.mkdirSync(webDir, { recursive: true });
fs.mkdirSync(path.join(distDir, 'ssr'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Honda dealer in Pandharpur</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(distDir, 'ssr', 'entry-server.js'),
  `const PAGES = ['/', '/about', '/motorcycle', '/contact', '/dealers/1', '/view-details', '/finance'];
export const renderer = {
  setApiTransport() {},
  async render(url) {
    const [addressed, query = ''] = url.split('?');
    const path = addressed.replace(new RegExp('^/(mr|hi)(?=/|$)'), '') || '/';
    if (!PAGES.includes(path) || query.includes('NoSuchBike')) {
      return { html: '<title>Page not found | Dealer</title><main>404</main>', state: '{}', strings: '{}', status: 404 };
    }
    const head = path === '/' ? '' :
      '<title>' + path.slice(1) + ' &amp; more | Dealer</title><meta name="description" content="All about &quot;' + path + '&quot;">';
    return { html: head + '<main>' + path + '</main>', state: '{}', strings: '{}', status: 200 };
  },
};`,
);

const SITE = 'https://dealer.example';
let t: TestApp;
let models: ModelSummary[];
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: `${SITE}/` });
  const lists = await Promise.all(
    ['bikes', 'scooters', 'ev'].map((kind) => t.app.inject({ url: `/api/${kind}` })),
  );
  models = lists.flatMap((list) => list.json<ModelSummary[]>());
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const modelPage = (bikeName: string) => `${SITE}/view-details?bike=${encodeURIComponent(bikeName)}`;

/** The served page's <head>, as a browser parses it. */
async function headOf(url: string, app = t.app, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  expect(response.statusCode, url).toBe(200);
  return new JSDOM(response.body).window.document.head;
}

const content = (head: ParsedNode, selector: string) =>
  head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content');

function structuredData(head: ParsedNode): Record<string, unknown>[] {
  return Array.from(head.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

describe('GET /robots.txt', () => {
  it('opens the public site, closes the panel and the API, and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
  });
});

describe('GET /sitemap.xml', () => {
  async function sitemap() {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const document = new JSDOM(response.body, { contentType: 'application/xml' }).window.document;
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.namespaceURI).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    return Array.from(document.getElementsByTagName('url')).map((entry) => ({
      loc: entry.getElementsByTagName('loc')[0]?.textContent,
      alternates: Array.from(
        entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link'),
      ).map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    }));
  }

  it('lists the public pages and every active model, each with its language alternates', async () => {
    const entries = await sitemap();
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/mr`,
        `${SITE}/hi`,
        `${SITE}/about`,
        `${SITE}/mr/about`,
        `${SITE}/hi/about`,
        `${SITE}/motorcycle`,
        `${SITE}/dealers/1`,
        `${SITE}/hi/dealers/1`,
      ]),
    );
    expect(models.length).toBeGreaterThan(3);
    for (const model of models) {
      expect(locs).toContain(modelPage(model.bikeName));
      expect(locs).toContain(modelPage(model.bikeName).replace(SITE, `${SITE}/mr`));
    }
    // Pages that need a model in their address come only as the model pages.
    expect(locs.filter((loc) => /angle-view|text-ride-booking|compare/.test(loc ?? ''))).toEqual(
      [],
    );
    // Each language's entry of a page names the same three versions, English the default.
    for (const entry of entries) {
      const path = (entry.loc ?? '').slice(SITE.length).replace(/^\/(mr|hi)(?=[/?]|$)/, '') || '/';
      const home = path === '/';
      const english = `${SITE}${path}`;
      const version = (prefix: string) => `${SITE}${prefix}${home ? '' : path}`;
      expect(entry.alternates).toEqual([
        ['en-IN', english],
        ['mr-IN', version('/mr')],
        ['hi-IN', version('/hi')],
        ['x-default', english],
      ]);
    }
  });

  it('leaves out a retired model and one never published', async () => {
    const [retired, unpublished] = models as [ModelSummary, ModelSummary];
    const { db } = t.database;
    await db.updateTable('vehicles').set({ status: 0 }).where('id', '=', retired.id).execute();
    // As the catalogue editor leaves a model it created and nobody published yet.
    await db
      .updateTable('vehicles')
      .set({ status: 0, published: 0 })
      .where('id', '=', unpublished.id)
      .execute();
    try {
      const locs = (await sitemap()).map((entry) => entry.loc);
      expect(locs).not.toContain(modelPage(retired.bikeName));
      expect(locs).not.toContain(modelPage(unpublished.bikeName));
      expect(locs).toContain(modelPage((models[2] as ModelSummary).bikeName));
    } finally {
      await db
        .updateTable('vehicles')
        .set({ status: 1, published: 1 })
        .where('id', 'in', [retired.id, unpublished.id])
        .execute();
    }
  });
});

describe('the head of a server-drawn page', () => {
  it('names its canonical address from PUBLIC_URL, without parameters that change nothing', async () => {
    const head = await headOf('/about?utm_source=whatsapp');
    expect(content(head, 'link[rel="canonical"]')).toBe(`${SITE}/about`);
    const alternates = Array.from(head.querySelectorAll('link[rel="alternate"]')).map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en-IN', `${SITE}/about`],
      ['mr-IN', `${SITE}/mr/about`],
      ['hi-IN', `${SITE}/hi/about`],
      ['x-default', `${SITE}/about`],
    ]);
  });

  it('names a Marathi or Hindi page by its own address, with the same versions and its locale', async () => {
    const head = await headOf('/mr/about?utm_source=whatsapp');
    expect(content(head, 'link[rel="canonical"]')).toBe(`${SITE}/mr/about`);
    expect(content(head, 'meta[property="og:url"]')).toBe(`${SITE}/mr/about`);
    const alternates = Array.from(head.querySelectorAll('link[rel="alternate"]')).map((link) =>
      link.getAttribute('href'),
    );
    expect(alternates).toEqual([
      `${SITE}/about`,
      `${SITE}/mr/about`,
      `${SITE}/hi/about`,
      `${SITE}/about`,
    ]);
    expect(content(head, 'meta[property="og:locale"]')).toBe('mr_IN');
    const others = Array.from(head.querySelectorAll('meta[property="og:locale:alternate"]')).map(
      (meta) => meta.getAttribute('content'),
    );
    expect(others).toEqual(['en_IN', 'hi_IN']);
    // Home in Hindi is /hi, never /hi/ (which redirects).
    expect(content(await headOf('/hi'), 'link[rel="canonical"]')).toBe(`${SITE}/hi`);
  });

  it('carries Open Graph and Twitter tags with the page title, description and a 1200 × 630 picture', async () => {
    const head = await headOf('/motorcycle');
    expect(content(head, 'meta[property="og:title"]')).toBe('motorcycle & more | Dealer');
    expect(content(head, 'meta[property="og:description"]')).toBe('All about "/motorcycle"');
    expect(content(head, 'meta[property="og:type"]')).toBe('website');
    expect(content(head, 'meta[property="og:url"]')).toBe(`${SITE}/motorcycle`);
    expect(content(head, 'meta[property="og:site_name"]')).toBeTruthy();
    expect(content(head, 'meta[property="og:locale"]')).toBe('en_IN');
    expect(content(head, 'meta[property="og:image"]')).toMatch(
      new RegExp(`^${SITE}/og/[a-f0-9]+\\.jpg$`),
    );
    expect(content(head, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(head, 'meta[property="og:image:height"]')).toBe('630');
    expect(content(head, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    // Home keeps index.html's title, and so does its preview.
    const home = await headOf('/');
    expect(content(home, 'meta[property="og:title"]')).toBe('Honda dealer in Pandharpur');
  });

  it('describes a model page as a product, with the model picture and only ?bike= kept', async () => {
    const shine = models.find((model) => model.bikeName === 'Shine') as ModelSummary;
    const head = await headOf('/view-details?bike=Shine&variant=Disc');
    expect(content(head, 'link[rel="canonical"]')).toBe(`${SITE}/view-details?bike=Shine`);
    expect(content(head, 'meta[property="og:type"]')).toBe('product');
    const hash = /\/media\/([a-f0-9]+)\./.exec(shine.image)?.[1];
    expect(content(head, 'meta[property="og:image"]')).toBe(`${SITE}/og/${hash}.jpg`);
  });

  it('carries nothing of the kind on a page that is not found', async () => {
    for (const url of ['/no-such-page', '/view-details?bike=NoSuchBike']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('data-page-head');
    }
  });

  it('without PUBLIC_URL uses the request origin, kept apart per origin', async () => {
    const local = await buildTestApp({ WEB_DIST_DIR: webDir });
    try {
      const first = await headOf('/finance', local.app, { host: 'one.example' });
      const second = await headOf('/finance', local.app, { host: 'two.example:8080' });
      expect(content(first, 'link[rel="canonical"]')).toBe('http://one.example/finance');
      expect(content(second, 'link[rel="canonical"]')).toBe('http://two.example:8080/finance');
      const robots = await local.app.inject({
        url: '/robots.txt',
        headers: { host: 'one.example' },
      });
      expect(robots.body).toContain('Sitemap: http://one.example/sitemap.xml');
    } finally {
      await local.close();
    }
  });

  it("over HTTP, keeps repeats apart per origin, a trusted proxy's forwarded host included", async () => {
    const canonical = async (port: number, headers: Record<string, string>) => {
      const answer = await httpGet(port, '/finance', headers);
      expect(answer.status).toBe(200);
      return content(
        new JSDOM(answer.body.toString()).window.document.head,
        'link[rel="canonical"]',
      );
    };
    // Without a proxy the Host header names the origin; behind a trusted one, X-Forwarded-Host.
    for (const [overrides, asked] of [
      [{}, (host: string) => ({ host })],
      [
        { TRUST_PROXY: '127.0.0.1' },
        (host: string) => ({ host: 'balancer.internal', 'x-forwarded-host': host }),
      ],
    ] as const) {
      const local = await buildTestApp({ WEB_DIST_DIR: webDir, ...overrides });
      try {
        await local.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = local.app.server.address() as AddressInfo;
        // Each origin twice in turn: the repeats are the answers kept from the first reads.
        for (let round = 0; round < 2; round += 1) {
          expect(await canonical(port, asked('one.example'))).toBe('http://one.example/finance');
          expect(await canonical(port, asked('two.example:8080'))).toBe(
            'http://two.example:8080/finance',
          );
        }
      } finally {
        await local.close();
      }
    }
  });
});

describe('structured data', () => {
  it('describes the dealer as a MotorcycleDealer on Home, Contact and the dealer page', async () => {
    const site = (await t.app.inject({ url: '/api/site' })).json<{
      dealer: { name: string; sale_no: string };
    }>();
    for (const url of ['/', '/contact', '/dealers/1']) {
      const [dealer] = structuredData(await headOf(url));
      expect(dealer, url).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'MotorcycleDealer',
        name: site.dealer.name,
        url: `${SITE}/`,
        telephone: `+91${site.dealer.sale_no}`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: expect.any(String),
          addressLocality: 'Pandharpur',
          addressRegion: 'Maharashtra',
          postalCode: expect.stringMatching(/^\d{6}$/),
          addressCountry: 'IN',
        },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: expect.any(Number),
          longitude: expect.any(Number),
        },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
            opens: '09:30',
            closes: '19:00',
          },
        ],
        sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\/www\.facebook\.com\//)]),
      });
    }
    expect(structuredData(await headOf('/about'))).toEqual([]);
  });

  it('describes a model page as a Product with an Offer in rupees', async () => {
    const shine = models.find((model) => model.bikeName === 'Shine') as ModelSummary;
    const [product] = structuredData(await headOf('/view-details?bike=Shine'));
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: shine.name,
      brand: { '@type': 'Brand', name: 'Honda' },
      image: `${SITE}${shine.image}`,
      description: expect.stringMatching(/\w/),
      offers: {
        '@type': 'Offer',
        price: shine.price,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/view-details?bike=Shine`,
      },
    });
    expect(typeof (product?.offers as { price: unknown }).price).toBe('number');
    // The Marathi page describes it in Marathi, and offers it at its own address.
    const [marathi] = structuredData(await headOf('/mr/view-details?bike=Shine'));
    expect(marathi?.description).toMatch(/[\u0900-\u097F]/);
    expect((marathi?.offers as { url: string }).url).toBe(`${SITE}/mr/view-details?bike=Shine`);
  });

  it('cannot be closed by a text it quotes', async () => {
    const { db } = t.database;
    const [dealer] = await db.selectFrom('dealers').select('name').where('id', '=', 1).execute();
    const name = '</script><script>alert(1)</script>';
    await db.updateTable('dealers').set({ name }).where('id', '=', 1).execute();
    try {
      // A query string of its own: a page not drawn before, so it reads the new name.
      const response = await t.app.inject({ url: '/contact?visit=escape' });
      expect(response.body).not.toContain('<script>alert(1)');
      expect(response.body).toContain('\\u003c/script>');
      const head = new JSDOM(response.body).window.document.head;
      expect(structuredData(head)[0]?.name).toBe(name);
    } finally {
      await db
        .updateTable('dealers')
        .set({ name: dealer?.name ?? '' })
        .where('id', '=', 1)
        .execute();
    }
  });
});

describe('link preview pictures', () => {
  it('fit the model picture into a 1200 × 630 JPEG', async () => {
    const head = await headOf('/view-details?bike=Shine');
    const picture = new URL(content(head, 'meta[property="og:image"]') as string).pathname;
    const response = await t.app.inject({ url: picture });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('immutable');
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('are made of the first home slide for the other pages', async () => {
    const picture = content(await headOf('/about'), 'meta[property="og:image"]') as string;
    const response = await t.app.inject({ url: new URL(picture).pathname });
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });

  it('answer 404 for a picture that is not stored or a name that is not one', async () => {
    for (const url of ['/og/0123456789abcdef0123456789abcdef.jpg', '/og/nothing.png']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe('an address with a trailing slash', () => {
  it('answers 301 to the address without it, query string kept', async () => {
    const response = await t.app.inject({ url: '/about/?from=whatsapp&ref=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?from=whatsapp&ref=1');
    const deeper = await t.app.inject({ url: '/dealers/1//' });
    expect(deeper.headers.location).toBe('/dealers/1');
  });

  it('leaves Home, the API, media and other sites alone', async () => {
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/bikes/' })).statusCode).toBe(200);
    const media = await t.app.inject({ url: '/media/' });
    expect(media.statusCode).toBe(404);
    const elsewhere = await t.app.inject({ url: '//evil.example/' });
    expect(elsewhere.headers.location).toBeUndefined();
  });
});
