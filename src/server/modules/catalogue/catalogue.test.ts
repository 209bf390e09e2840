import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bikeViewSchema,
  modelSummarySchema,
  SPEC_GROUPS,
  type ModelSummary,
} from '../../../shared/catalogue.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
}

describe('model lists', () => {
  it.each([
    ['/api/bikes', 6],
    ['/api/scooters', 4],
    ['/api/ev', 2],
  ])('%s lists at least %i complete models', async (url, minimum) => {
    const { status, body } = await getJson<ModelSummary[]>(url);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(minimum);
    for (const model of body) {
      expect(modelSummarySchema.parse(model)).toEqual(model);
      expect(model.specs.engine).not.toBe('');
      expect(model.price).toBeGreaterThan(10_000);
    }
  });

  it('lists the bikes the spec names, among them XBLADE and CD 110 DELUXE', async () => {
    const { body } = await getJson<ModelSummary[]>('/api/bikes');
    const names = body.map((m) => m.bikeName.replace(/\s+/g, '').toUpperCase());
    expect(names).toEqual(
      expect.arrayContaining(['SHINE', 'UNICORN', 'CBR150R', 'XBLADE', 'CD110DELUXE']),
    );
    const { body: scooters } = await getJson<ModelSummary[]>('/api/scooters');
    expect(scooters.map((m) => m.bikeName.toUpperCase())).toContain('ACTIVA');
  });

  it('leaves out a vehicle whose status is inactive', async () => {
    const { body: before } = await getJson<ModelSummary[]>('/api/bikes');
    const hidden = before[0] as ModelSummary;
    await t.database.db
      .updateTable('vehicles')
      .set({ status: 0 })
      .where('id', '=', hidden.id)
      .execute();
    await t.app.bumpCatalogueVersion(); // what the admin API does after every change
    try {
      const { body: after } = await getJson<ModelSummary[]>('/api/bikes');
      expect(after.map((m) => m.id)).not.toContain(hidden.id);
      expect(after).toHaveLength(before.length - 1);
      const view = await t.app.inject({
        url: `/api/bikeView/${encodeURIComponent(hidden.bikeName)}`,
      });
      expect(view.statusCode).toBe(404);
    } finally {
      await t.database.db
        .updateTable('vehicles')
        .set({ status: 1 })
        .where('id', '=', hidden.id)
        .execute();
      await t.app.bumpCatalogueVersion();
    }
  });
});

describe('bike detail calls', () => {
  it('matches a bike name ignoring case and spaces', async () => {
    for (const name of ['CD 110 DELUXE', 'CD110DELUXE', 'cd110 deluxe']) {
      const { status, body } = await getJson<{ bikeName: string }>(
        `/api/bikeView/${encodeURIComponent(name)}`,
      );
      expect(status).toBe(200);
      expect(body.bikeName).toBe('CD 110 DELUXE');
    }
  });

  it('answers a bike view with details, price and all six spec groups filled', async () => {
    const { status, body } = await getJson<Record<string, unknown>>('/api/bikeView/Shine');
    expect(status).toBe(200);
    const view = bikeViewSchema.parse(body);
    expect(view.bikeDetails.length).toBeGreaterThan(20);
    expect(view.bikePrice).toBeGreaterThan(10_000);
    for (const group of SPEC_GROUPS) {
      expect(Object.keys(view[group.key]).length, group.title).toBeGreaterThanOrEqual(3);
    }
  });

  it('answers variants, features, accessories, colours and 36 frames for a bike', async () => {
    const variants = await getJson<{ name: string; price: number }[]>('/api/variants/Unicorn');
    expect(variants.body.length).toBeGreaterThanOrEqual(2);
    expect(variants.body[0]).toEqual({ name: expect.any(String), price: expect.any(Number) });

    const features = await getJson<unknown[]>('/api/bikeFeatures/Unicorn');
    expect(features.body).toHaveLength(3);

    const accessories = await getJson<{ part_no: string; price: number }[]>(
      '/api/bikeAccessories/Unicorn',
    );
    expect(accessories.body).toHaveLength(3);
    for (const a of accessories.body) {
      expect(a.part_no).toMatch(/\S/);
      expect(a.price).toBeGreaterThan(0);
    }

    const colours = await getJson<{ id: number; image: string }[]>('/api/bikeColours/Unicorn');
    expect(colours.body).toHaveLength(3);

    const frames = await getJson<{ images: string }[]>('/api/360Images/Unicorn');
    expect(frames.body).toHaveLength(36);
    expect(new Set(frames.body.map((f) => f.images)).size).toBe(36);
  });

  it.each([
    '/api/bikeView/NoSuchBike',
    '/api/variants/NoSuchBike',
    '/api/bikeFeatures/NoSuchBike',
    '/api/bikeAccessories/NoSuchBike',
    '/api/bikeColours/NoSuchBike',
    '/api/360Images/NoSuchBike',
  ])('%s answers a JSON 404 for an unknown bike', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Bike not found' });
  });

  it('fills accessory defaults when a row lacks heading, part number or price', async () => {
    const shine = await t.database.db
      .selectFrom('vehicles')
      .select('id')
      .where('slug', '=', 'SHINE')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('accessories')
      .values({
        vehicle_id: shine.id,
        heading: null,
        image: '/media/x.webp',
        description: 'd',
        part_no: null,
        price: null,
        sort_order: 99,
      })
      .execute();
    const { body } = await getJson<{ heading: string; part_no: string; price: number }[]>(
      '/api/bikeAccessories/Shine',
    );
    expect(body.at(-1)).toMatchObject({ heading: 'Unknown', part_no: 'N/A', price: 0 });
  });
});

describe('slides, gallery and offers', () => {
  it('lists at least 3 slides, 6 gallery images and 2 offers with the spec field names', async () => {
    const slides = await getJson<{ id: number; filepath: string }[]>('/api/images');
    expect(slides.body.length).toBeGreaterThanOrEqual(3);
    // The spec's two fields, and the texts drawn over the picture beside them (modules/slides).
    expect(Object.keys(slides.body[0] ?? {}).sort()).toEqual([
      'ctaHref',
      'ctaLabel',
      'filepath',
      'id',
      'subtitle',
      'title',
    ]);

    const gallery = await getJson<{ id: number; image_path: string }[]>('/api/gallery');
    expect(gallery.body.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(gallery.body[0] ?? {}).sort()).toEqual(['id', 'image_path']);

    const offers = await getJson<{ id: number }[]>('/api/getOffers');
    expect(offers.body.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(offers.body[0] ?? {}).sort()).toEqual([
      'description',
      'id',
      'image',
      'title',
    ]);
  });

  it('serves gallery paths stored with backslashes with forward slashes', async () => {
    const row = await t.database.db
      .insertInto('gallery')
      .values({ image_path: '\\media\\legacy.webp' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.bumpCatalogueVersion();
    const { body } = await getJson<{ id: number; image_path: string }[]>('/api/gallery');
    expect(body.find((g) => g.id === row.id)?.image_path).toBe('/media/legacy.webp');
  });
});

describe('media', () => {
  async function collectPaths(): Promise<string[]> {
    const paths: string[] = [];
    const bikes = (await getJson<ModelSummary[]>('/api/bikes')).body;
    for (const bike of bikes) paths.push(bike.image, bike.nameImg, bike.bikeIcon, bike.document);
    paths.push(
      ...(await getJson<{ filepath: string }[]>('/api/images')).body.map((s) => s.filepath),
    );
    paths.push(...(await getJson<{ image: string }[]>('/api/getOffers')).body.map((o) => o.image));
    const frames = (await getJson<{ images: string }[]>('/api/360Images/Shine')).body;
    paths.push(...frames.map((f) => f.images));
    return paths;
  }

  it('serves every image and brochure path from the API with its content type and a year of caching', async () => {
    const paths = await collectPaths();
    expect(paths.length).toBeGreaterThan(40);
    for (const mediaPath of paths) {
      expect(mediaPath).toMatch(/^\/media\/[a-f0-9]+\.(webp|pdf)$/);
      const response = await t.app.inject({ url: mediaPath });
      expect(response.statusCode, mediaPath).toBe(200);
      const isPdf = mediaPath.endsWith('.pdf');
      expect(response.headers['content-type']).toBe(isPdf ? 'application/pdf' : 'image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const head = response.rawPayload.subarray(0, 12).toString('latin1');
      if (isPdf) expect(head.startsWith('%PDF')).toBe(true);
      else expect(head.startsWith('RIFF') && head.endsWith('WEBP')).toBe(true);
    }
  });

  it('answers 304 to a matching If-None-Match and 404 to an unknown file', async () => {
    const [first] = await collectPaths();
    const response = await t.app.inject({ url: first as string });
    const again = await t.app.inject({
      url: first as string,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: '/media/0123456789abcdef0123.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('catalogue texts in Marathi and Hindi (?lang=)', () => {
  const MARATHI_TAGLINE = 'रोजच्या प्रवासाचा भरवशाचा साथी';
  const MARATHI_OVERVIEW = 'शहरात चालवायला सोपी, बसायला आरामशीर.';
  const MARATHI_FEATURE = 'आवाज न करता सुरू होणारे इंजिन';

  /** Shine's English texts, and a Marathi tagline, overview and first feature title beside them. */
  async function translateShine() {
    const shine = await t.database.db
      .selectFrom('vehicles')
      .select(['id', 'tagline', 'details'])
      .where('slug', '=', 'SHINE')
      .executeTakeFirstOrThrow();
    const [feature] = await t.database.db
      .selectFrom('features')
      .select(['id', 'heading', 'description'])
      .where('vehicle_id', '=', shine.id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    await t.database.db
      .updateTable('vehicles')
      .set({
        tagline: 'The trusted one',
        tagline_mr: MARATHI_TAGLINE,
        details_mr: MARATHI_OVERVIEW,
        // Hindi left empty: the Hindi page shows the English.
        tagline_hi: '',
        details_hi: '',
      })
      .where('id', '=', shine.id)
      .execute();
    await t.database.db
      .updateTable('features')
      .set({ heading_mr: MARATHI_FEATURE, description_mr: '', heading_hi: '', description_hi: '' })
      .where('id', '=', feature!.id)
      .execute();
    await t.app.bumpCatalogueVersion();
    return { shine, feature: feature! };
  }

  it('answers the bike page, the lists and the features in the language asked, English where none was written', async () => {
    const { shine, feature } = await translateShine();

    const marathi = await getJson<{ tagline: string; bikeDetails: string }>(
      '/api/bikeView/Shine?lang=mr',
    );
    expect(marathi.status).toBe(200);
    expect(bikeViewSchema.parse(marathi.body)).toEqual(marathi.body);
    expect(marathi.body.tagline).toBe(MARATHI_TAGLINE);
    expect(marathi.body.bikeDetails).toBe(MARATHI_OVERVIEW);

    const hindi = await getJson<{ tagline: string; bikeDetails: string }>(
      '/api/bikeView/Shine?lang=hi',
    );
    expect(hindi.body.tagline).toBe('The trusted one');
    expect(hindi.body.bikeDetails).toBe(shine.details);

    // The same address without ?lang= stays English, though the Marathi one was cached first.
    const english = await getJson<{ tagline: string; bikeDetails: string }>('/api/bikeView/Shine');
    expect(english.body.tagline).toBe('The trusted one');
    expect(english.body.bikeDetails).toBe(shine.details);

    const list = await getJson<ModelSummary[]>('/api/bikes?lang=mr');
    expect(list.body.find((model) => model.id === shine.id)?.tagline).toBe(MARATHI_TAGLINE);
    const englishList = await getJson<ModelSummary[]>('/api/bikes');
    expect(englishList.body.find((model) => model.id === shine.id)?.tagline).toBe(
      'The trusted one',
    );

    const features = await getJson<{ heading: string; description: string }[]>(
      '/api/bikeFeatures/Shine?lang=mr',
    );
    expect(features.body[0]).toMatchObject({
      heading: MARATHI_FEATURE,
      // No Marathi text written for it: the English.
      description: feature.description,
    });
  });

  it('refuses a language the site does not speak, with a message', async () => {
    for (const url of ['/api/bikeView/Shine?lang=fr', '/api/bikes?lang=xx']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please check the highlighted fields.',
        errors: { lang: 'lang must be one of en, mr, hi' },
      });
    }
  });
});
