import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, pictureWidthPath } from '../../../shared/pictures.js';
import { DOCUMENT_ONLY_HEADERS } from '../../lib/document-policies.js';
import { buildAppOnSameDatabase, buildTestApp, type TestApp } from '../../test/helper.js';
import { insertRendition, storeMedia } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function firstSlide(): Promise<string> {
  const slides = (await t.app.inject({ url: '/api/images' })).json<{ filepath: string }[]>();
  return slides[0]!.filepath;
}

async function widthOf(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  const meta = await sharp(response.rawPayload).metadata();
  return { response, width: meta.width, height: meta.height, format: meta.format };
}

const countMedia = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const renditionRows = (src: string) =>
  t.database.db
    .selectFrom('media_renditions')
    .select(['width', 'height', 'path'])
    .where('src', '=', src)
    .orderBy('width')
    .execute();

describe('GET /media/<file>', () => {
  it("answers a picture without a document's policies, and a brochure (a document) with them", async () => {
    const picture = await t.app.inject({ url: pictureWidthPath(await firstSlide(), 400)! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(picture.headers[name], name).toBeUndefined();

    const { document } = await t.database.db
      .selectFrom('vehicles')
      .select('document')
      .where('document', 'is not', null)
      .executeTakeFirstOrThrow();
    const brochure = await t.app.inject({ url: document! });
    expect(brochure.statusCode).toBe(200);
    expect(brochure.headers['content-type']).toBe('application/pdf');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(brochure.headers[name], name).toBeDefined();
  });
});

describe('GET /media/<hash>.w<width>.webp', () => {
  it('answers a seeded slide 400 px wide as WebP, cached for a year, with an ETag', async () => {
    const slide = await firstSlide();
    const original = await widthOf(slide);
    expect(original.width).toBeGreaterThan(1200);

    const { response, width, height, format } = await widthOf(pictureWidthPath(slide, 400)!);
    expect(format).toBe('webp');
    expect(width).toBe(400);
    expect(height).toBe(Math.round((400 * original.height!) / original.width!));
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.length).toBeLessThan(original.response.rawPayload.length / 4);
    const again = await t.app.inject({
      url: pictureWidthPath(slide, 400)!,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('makes a width once when two instances are asked for it at the same moment', async () => {
    const slide = await firstSlide();
    const url = pictureWidthPath(slide, 800)!;
    const other = await buildAppOnSameDatabase(t);
    try {
      const mediaBefore = await countMedia();
      const [a, b] = await Promise.all([
        t.app.inject({ url }),
        other.app.inject({ url }),
        t.app.inject({ url }),
      ]);
      expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
      expect(a!.rawPayload.equals(b!.rawPayload)).toBe(true);
      expect(a!.headers.etag).toBe(b!.headers.etag);
      expect((await sharp(a!.rawPayload).metadata()).width).toBe(800);
      expect((await renditionRows(slide)).filter((row) => row.width === 800)).toHaveLength(1);
      expect(await countMedia()).toBe(mediaBefore + 1);
    } finally {
      await other.close();
    }
  });

  it('answers 404 to a width it does not offer, an unknown picture and a brochure', async () => {
    const slide = await firstSlide();
    const hash = slide.slice('/media/'.length).split('.')[0]!;
    for (const width of [1, 401, 500, 1600, 2000, 99999]) {
      const response = await t.app.inject({ url: `/media/${hash}.w${width}.webp` });
      expect(response.statusCode, String(width)).toBe(404);
    }
    expect((await t.app.inject({ url: `/media/${hash}.w400.png` })).statusCode).toBe(404);
    const unknown = await t.app.inject({ url: '/media/0123456789abcdef0123.w400.webp' });
    expect(unknown.statusCode).toBe(404);
    const { document } = await t.database.db
      .selectFrom('vehicles')
      .select('document')
      .executeTakeFirstOrThrow();
    const brochure = document.slice('/media/'.length).split('.')[0]!;
    expect((await t.app.inject({ url: `/media/${brochure}.w400.webp` })).statusCode).toBe(404);
  });

  it('never enlarges a picture narrower than the width asked: it answers the picture itself', async () => {
    const { image } = await t.database.db
      .selectFrom('features')
      .select('image')
      .executeTakeFirstOrThrow();
    const original = await widthOf(image);
    expect(original.width).toBeLessThan(800);

    const narrow = await widthOf(pictureWidthPath(image, 400)!);
    expect(narrow.width).toBe(400);
    const mediaBefore = await countMedia();
    for (const width of [800, 1200] as const) {
      const wide = await widthOf(pictureWidthPath(image, width)!);
      expect(wide.width).toBe(original.width);
      expect(wide.response.rawPayload.equals(original.response.rawPayload)).toBe(true);
    }
    // The picture itself answers: no second copy of it is stored.
    expect(await countMedia()).toBe(mediaBefore);
  });

  it('answers the copies the catalogue editor stored for an upload, its widest one included', async () => {
    // As the editor stores a 1000 px upload: 400, 800 (the src pages use) and 1000 px.
    const copies = await Promise.all(
      [400, 800, 1000].map(async (width) => {
        const bytes = await sharp({
          create: { width, height: width / 2, channels: 3, background: '#cc0000' },
        })
          .webp()
          .toBuffer();
        return {
          width,
          height: width / 2,
          path: (await storeMedia(t.database.db, bytes, 'image/webp', 'webp')).path,
        };
      }),
    );
    const src = copies[1]!.path;
    for (const copy of copies) await insertRendition(t.database.db, { src, ...copy });

    const answered = await Promise.all(
      PICTURE_WIDTHS.map(async (width) => (await widthOf(pictureWidthPath(src, width)!)).width),
    );
    expect(answered).toEqual([400, 800, 1000]);
    expect(await renditionRows(src)).toHaveLength(3);
  });

  it('makes a width in AVIF too, smaller than its WebP, stored once beside it', async () => {
    const slide = await firstSlide();
    const webp = await widthOf(pictureWidthPath(slide, 800)!);
    const avif = await widthOf(pictureWidthPath(slide, 800, 'avif')!);
    expect(avif.format).toBe('heif');
    expect(avif.response.headers['content-type']).toBe('image/avif');
    expect(avif.response.headers['cache-control']).toBe(IMMUTABLE);
    expect([avif.width, avif.height]).toEqual([webp.width, webp.height]);
    expect(avif.response.rawPayload.length).toBeLessThan(webp.response.rawPayload.length);

    const mediaBefore = await countMedia();
    const again = await widthOf(pictureWidthPath(slide, 800, 'avif')!);
    expect(again.response.rawPayload.equals(avif.response.rawPayload)).toBe(true);
    expect(await countMedia()).toBe(mediaBefore);
    const rows = await t.database.db
      .selectFrom('media_renditions')
      .select(['width', 'format'])
      .where('src', '=', slide)
      .where('width', '=', 800)
      .orderBy('format')
      .execute();
    expect(rows).toEqual([
      { width: 800, format: 'avif' },
      { width: 800, format: 'webp' },
    ]);
  });

  it('makes a narrow picture’s AVIF at its own width, never enlarged', async () => {
    const { image } = await t.database.db
      .selectFrom('features')
      .select('image')
      .executeTakeFirstOrThrow();
    const original = await widthOf(image);
    const widths = [];
    for (const width of PICTURE_WIDTHS) {
      widths.push((await widthOf(pictureWidthPath(image, width, 'avif')!)).width);
    }
    expect(widths).toEqual([400, original.width, original.width]);
  });
});
