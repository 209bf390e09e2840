import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BikeView, ModelSummary, Variant } from '../../../shared/catalogue.js';
import { MANAGE_MESSAGES, type PriceRow } from '../../../shared/manage.js';
import { buildApp } from '../../app.js';
import { VERSION_TTL_MS } from '../../plugins/public-cache.js';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.js';

// A built app in miniature whose renderer draws the bike page from the same two reads the real
// one makes (/api/bikeView and /api/variants), so the drawn HTML shows what a visitor would get.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-prices-'));
const webDir = path.join(distDir, 'web');
fs.mkdirSync(path.join(distDir, 'ssr'), { recursive: true });
fs.mkdirSync(webDir);
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Dealer</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(distDir, 'ssr', 'entry-server.js'),
  `let transport;
export const renderer = {
  setApiTransport(next) { transport = next; },
  async render(url) {
    const bike = encodeURIComponent(new URL(url, 'http://localhost').searchParams.get('bike'));
    const read = async (path) => (await transport(path, { method: 'GET' })).json();
    const view = await read('/api/bikeView/' + bike);
    const variants = await read('/api/variants/' + bike);
    const price = variants.length > 0 ? variants[0].price : view.bikePrice;
    const options = variants.map((v) => '<li>' + v.name + ' ' + v.price + '</li>').join('');
    return {
      html: '<main><p>Start from ₹ ' + price + '/-</p><ul>' + options + '</ul></main>',
      state: '{}',
      strings: '{}',
      status: 200,
    };
  },
};`,
);

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
  cookie = await signIn(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const SHINE = { drum: 84_490, disc: 89_240 };

const patch = (url: string, payload: unknown, app: FastifyInstance = t.app) =>
  app.inject({ method: 'PATCH', url, headers: { cookie }, payload: payload as object });

const priceRows = async () =>
  (await t.app.inject({ url: '/api/managePrice', headers: { cookie } })).json<PriceRow[]>();

async function variantRow(bikeName: string, variantName: string): Promise<PriceRow> {
  const row = (await priceRows()).find(
    (r) => r.bike_name === bikeName && r.variant_name === variantName,
  );
  if (!row?.variant_id) throw new Error(`no row for ${bikeName} ${variantName}`);
  return row;
}

const variantUrl = (row: PriceRow) =>
  `/api/managePrice/${encodeURIComponent(row.bike_name)}/variants/${row.variant_id}`;

/** Every public place that shows Shine's prices, read as a visitor (through the caches). */
async function publicShine(app: FastifyInstance = t.app) {
  const bikes = (await app.inject({ url: '/api/bikes' })).json<ModelSummary[]>();
  return {
    listPrice: bikes.find((bike) => bike.bikeName === 'Shine')?.price,
    bikePrice: (await app.inject({ url: '/api/bikeView/Shine' })).json<BikeView>().bikePrice,
    variants: (await app.inject({ url: '/api/variants/Shine' })).json<Variant[]>(),
  };
}

const shinePage = async () => (await t.app.inject({ url: '/view-details?bike=Shine' })).body;

const storedVariantPrices = async () =>
  (await t.database.db.selectFrom('variants').select(['id', 'price']).orderBy('id').execute()).map(
    (row) => `${row.id}:${row.price}`,
  );

// Each test starts from the demo prices of Shine, whatever the one before it changed.
beforeEach(async () => {
  for (const [name, price] of [
    ['Drum', SHINE.drum],
    ['Disc', SHINE.disc],
  ] as const) {
    expect((await patch(variantUrl(await variantRow('Shine', name)), { price })).statusCode).toBe(
      200,
    );
  }
});

describe('Manage Price', () => {
  it('lists each variant on its own row under its model, whose row carries its lowest variant price', async () => {
    const rows = await priceRows();
    const at = rows.findIndex((row) => row.bike_name === 'Shine' && row.variant_id === undefined);
    expect(rows[at]).toEqual({ bike_name: 'Shine', bike_price: SHINE.drum });
    expect(rows.slice(at + 1, at + 3)).toEqual([
      {
        bike_name: 'Shine',
        bike_price: SHINE.drum,
        variant_id: expect.any(Number),
        variant_name: 'Drum',
      },
      {
        bike_name: 'Shine',
        bike_price: SHINE.disc,
        variant_id: expect.any(Number),
        variant_name: 'Disc',
      },
    ]);
    // Every model has a row of its own; none is listed twice.
    const models = rows.filter((row) => row.variant_id === undefined).map((row) => row.bike_name);
    expect(new Set(models).size).toBe(models.length);
  });

  it("shows a variant's new price at once in the model list, the bike view, the variants and the drawn bike page", async () => {
    const before = await publicShine(); // the public cache and the page cache are warm now
    expect(before.listPrice).toBe(SHINE.drum);
    expect(await shinePage()).toContain(`Start from ₹ ${SHINE.drum}/-`);

    const drum = await variantRow('Shine', 'Drum');
    const response = await patch(variantUrl(drum), { price: 85_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MANAGE_MESSAGES.priceUpdated });

    expect(await publicShine()).toEqual({
      listPrice: 85_000,
      bikePrice: 85_000,
      variants: [
        { name: 'Drum', price: 85_000 },
        { name: 'Disc', price: SHINE.disc },
      ],
    });
    const page = await shinePage();
    expect(page).toContain('Start from ₹ 85000/-');
    expect(page).toContain(`<li>Disc ${SHINE.disc}</li>`);
    expect((await variantRow('Shine', 'Drum')).bike_price).toBe(85_000);
  });

  it("makes the model's price its lowest variant price, whichever variant that is", async () => {
    const disc = await variantRow('Shine', 'Disc');
    expect((await patch(variantUrl(disc), { price: 80_000 })).statusCode).toBe(200);
    const shine = await publicShine();
    expect(shine.listPrice).toBe(80_000);
    expect(shine.bikePrice).toBe(80_000);
    const model = (await priceRows()).find((r) => r.bike_name === 'Shine' && !r.variant_id);
    expect(model?.bike_price).toBe(80_000);
  });

  it("sets the base variant's price through the spec's PATCH by model name", async () => {
    const response = await patch('/api/managePrice/shine', { price: 86_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MANAGE_MESSAGES.priceUpdated });
    expect(await publicShine()).toEqual({
      listPrice: 86_000,
      bikePrice: 86_000,
      variants: [
        { name: 'Drum', price: 86_000 },
        { name: 'Disc', price: SHINE.disc },
      ],
    });
  });

  it('prices a model without variants by its own price, through the same PATCH', async () => {
    const { id } = await t.database.db
      .selectFrom('vehicles')
      .select('id')
      .where('bike_name', '=', 'Unicorn')
      .executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('variants').where('vehicle_id', '=', id).execute();
    expect((await patch('/api/managePrice/Unicorn', { price: 1_11_111 })).statusCode).toBe(200);

    const bikes = (await t.app.inject({ url: '/api/bikes' })).json<ModelSummary[]>();
    expect(bikes.find((bike) => bike.bikeName === 'Unicorn')?.price).toBe(1_11_111);
    expect((await t.app.inject({ url: '/api/bikeView/Unicorn' })).json().bikePrice).toBe(1_11_111);
    const rows = (await priceRows()).filter((row) => row.bike_name === 'Unicorn');
    expect(rows).toEqual([{ bike_name: 'Unicorn', bike_price: 1_11_111 }]);
  });

  it.each([[''], [null], ['abc'], [0], [-5], [12.5], [10_000_001], [{}]])(
    'refuses a variant price of %o with "Please enter a valid price" and changes nothing',
    async (price) => {
      const before = await storedVariantPrices();
      const response = await patch(variantUrl(await variantRow('Shine', 'Drum')), { price });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.any(String),
        errors: { price: MANAGE_MESSAGES.invalidPrice },
      });
      expect(await storedVariantPrices()).toEqual(before);
    },
  );

  it('answers 404 for a variant of another model or an unknown one, and 400 for an id that is not one, changing nothing', async () => {
    const before = await storedVariantPrices();
    const activaStandard = await variantRow('Activa', 'Standard');
    const wrongModel = await patch(`/api/managePrice/Shine/variants/${activaStandard.variant_id}`, {
      price: 70_000,
    });
    expect(wrongModel.statusCode).toBe(404);
    expect(wrongModel.json().message).toBe('Variant not found');
    expect(
      (await patch('/api/managePrice/Shine/variants/999999', { price: 70_000 })).statusCode,
    ).toBe(404);
    expect(
      (await patch('/api/managePrice/NoSuchBike/variants/1', { price: 70_000 })).statusCode,
    ).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await patch(`/api/managePrice/Shine/variants/${id}`, { price: 70_000 });
      expect(response.statusCode, id).toBe(400);
    }
    expect(await storedVariantPrices()).toEqual(before);
  });

  it('lets only a signed-in admin change a variant price', async () => {
    const before = await storedVariantPrices();
    const response = await t.app.inject({
      method: 'PATCH',
      url: variantUrl(await variantRow('Shine', 'Drum')),
      payload: { price: 1000 },
    });
    expect(response.statusCode).toBe(401);
    expect(await storedVariantPrices()).toEqual(before);
  });

  it('keeps every one of many price changes sent at once', async () => {
    const rows = (await priceRows()).filter((row) => row.variant_id !== undefined).slice(0, 12);
    const answers = await Promise.all(
      rows.map((row, i) => patch(variantUrl(row), { price: 50_000 + i })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(rows.map(() => 200));
    const after = new Map((await priceRows()).map((row) => [row.variant_id, row.bike_price]));
    rows.forEach((row, i) => expect(after.get(row.variant_id)).toBe(50_000 + i));
    // The spec's PATCH and a variant PATCH of the same model together: both land.
    const disc = await variantRow('Shine', 'Disc');
    await Promise.all([
      patch('/api/managePrice/Shine', { price: 81_000 }),
      patch(variantUrl(disc), { price: 82_000 }),
    ]);
    expect((await publicShine()).variants).toEqual([
      { name: 'Drum', price: 81_000 },
      { name: 'Disc', price: 82_000 },
    ]);
  });
});

describe('a variant price changed through one instance', () => {
  let other: FastifyInstance;
  const otherClock = { now: Date.now() };
  beforeAll(async () => {
    // A second instance on the same database, as behind a load balancer.
    other = await buildApp({
      config: { ...t.config, WEB_DIST_DIR: path.join(distDir, 'none') },
      database: t.database,
      logger: false,
      now: () => otherClock.now,
    });
    await other.ready();
  });
  afterAll(() => other.close());

  it('shows on every other instance within a second', async () => {
    expect((await publicShine(other)).listPrice).toBe(SHINE.drum); // its cache is warm now
    const drum = await variantRow('Shine', 'Drum');
    expect((await patch(variantUrl(drum), { price: 85_000 })).statusCode).toBe(200);
    otherClock.now += VERSION_TTL_MS;
    expect(await publicShine(other)).toEqual({
      listPrice: 85_000,
      bikePrice: 85_000,
      variants: [
        { name: 'Drum', price: 85_000 },
        { name: 'Disc', price: SHINE.disc },
      ],
    });
  });
});
