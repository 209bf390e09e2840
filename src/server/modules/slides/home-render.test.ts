import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slide } from '../../../shared/catalogue.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

// Home drawn by the real page renderer (src/web/entry-server.tsx, as `vite build --ssr` makes
// it) behind the app, reading the seeded demo slides through the API as a visitor's page does.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-slides-ssr-'));
const web = path.join(dist, 'web');
const entry = path.resolve(import.meta.dirname, '../../../web/entry-server.tsx');
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.copyFileSync(
    path.resolve(import.meta.dirname, '../../../../index.html'),
    path.join(web, 'index.html'),
  );
  fs.writeFileSync(
    path.join(dist, 'ssr', 'entry-server.js'),
    `export { renderer } from ${JSON.stringify(pathToFileURL(entry).href)};`,
  );
  t = await buildTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.body;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The markup of each slide, in order. */
const slidesOf = (html: string) => html.split('aria-roledescription="slide"').slice(1);

describe('Home drawn by the server', () => {
  it('carries each slide’s title as a heading, its subtitle and its button as a real link', async () => {
    const slides = (await t.app.inject({ url: '/api/images' })).json<Slide[]>();
    const html = await page('/');
    const drawn = slidesOf(html);
    expect(drawn).toHaveLength(slides.length);
    for (const [index, slide] of slides.entries()) {
      const markup = drawn[index]!;
      expect(markup).toMatch(new RegExp(`<h2[^>]*>${escape(slide.title!)}</h2>`));
      expect(markup).toContain(`>${slide.subtitle}</p>`);
      expect(markup).toMatch(
        new RegExp(`<a[^>]*href="${escape(slide.ctaHref!)}"[^>]*>${escape(slide.ctaLabel!)}</a>`),
      );
      // The picture says what it shows, not the words; a phone takes a transparent pixel.
      expect(markup).toContain(`alt="Showroom highlight ${index + 1}"`);
      expect(markup).toMatch(/<source media="\(max-width: 767\.98px\)" srcset="data:image\/gif/i);
    }
    // Only wide screens preload the first slide, at the width they need.
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload"[^>]*media="\(min-width: 768px\)"[^>]*>/.exec(head)?.[0];
    expect(preload?.toLowerCase()).toContain(
      `imagesrcset="${slides[0]!.filepath.replace('.webp', '.w400.webp')}`,
    );
  });

  it('carries the Marathi texts on /mr, the buttons leading to the Marathi pages', async () => {
    const slides = (await t.app.inject({ url: '/api/images?lang=mr' })).json<Slide[]>();
    const html = await page('/mr');
    const booking = slides.findIndex((slide) => slide.ctaHref?.startsWith('/text-ride-booking'));
    const markup = slidesOf(html)[booking]!;
    expect(markup).toContain(`>${slides[booking]!.title}</h2>`);
    expect(markup).toMatch(
      /<a[^>]*href="\/mr\/text-ride-booking\?bike=QC1"[^>]*>टेस्ट राइड बुक करा<\/a>/,
    );
  });
});
