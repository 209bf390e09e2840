import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SPEC_GROUPS } from '../../../shared/models.js';
import {
  compareAnswerSchema,
  computeOnRoadPrice,
  SEED_ON_ROAD_RULES,
  type CompareAnswer,
} from '../../../shared/pricing.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function compare(list: string) {
  const response = await t.app.inject({ url: `/api/compare?bikes=${list}` });
  return { status: response.statusCode, body: response.json() as CompareAnswer };
}

async function firstVariantOf(bikeName: string) {
  const vehicle = await t.database.db
    .selectFrom('vehicles')
    .select(['id', 'engine_cc'])
    .where('bike_name', '=', bikeName)
    .executeTakeFirstOrThrow();
  const variant = await t.database.db
    .selectFrom('variants')
    .select(['id', 'name', 'price', 'insurance'])
    .where('vehicle_id', '=', vehicle.id)
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { vehicle, variant };
}

/** An instant at hour:minute in IST, `offsetDays` after 24 November 2026. */
function istDay(offsetDays: number, hour: number, minute = 0): number {
  const base = new Date(Date.UTC(2026, 10, 24 + offsetDays, hour, minute));
  return base.getTime() - (5 * 60 + 30) * 60_000;
}

describe('GET /api/compare', () => {
  // The tests write prices straight to the database, where staff's changes bump the catalogue
  // version: without a bump the public cache would answer for the last test's prices.
  beforeEach(() => t.app.bumpCatalogueVersion());

  it('answers the models in the order asked, names matched ignoring case and spaces', async () => {
    const { status, body } = await compare('Shine,sp125,%20UNICORN%20');
    expect(status).toBe(200);
    const answer = compareAnswerSchema.parse(body);
    expect(answer.models.map((m) => m.bikeName)).toEqual(['Shine', 'SP 125', 'Unicorn']);
    for (const model of answer.models) {
      expect(model.type).toBe('bike');
      expect(model.image).toMatch(/^\/media\//);
      expect(Object.keys(model.specs).sort()).toEqual(SPEC_GROUPS.map((g) => g.key).sort());
      expect(Object.keys(model.specs.engineDetails ?? {}).length).toBeGreaterThan(2);
    }
  });

  it('prices each model at its first variant, ex-showroom and on-road alike', async () => {
    const { vehicle, variant } = await firstVariantOf('Unicorn');
    await t.database.db
      .updateTable('variants')
      .set({ insurance: 7_000 })
      .where('id', '=', variant.id)
      .execute();
    // A later, cheaper variant must not take the first one's place.
    await t.database.db
      .updateTable('variants')
      .set({ price: 1_000 })
      .where('vehicle_id', '=', vehicle.id)
      .where('id', '!=', variant.id)
      .execute();

    const { body } = await compare('Shine,Unicorn');
    const unicorn = body.models[1];
    expect(unicorn?.price).toBe(variant.price);
    expect(unicorn?.onRoad).toEqual(
      computeOnRoadPrice(
        {
          exShowroom: variant.price,
          engineCc: vehicle.engine_cc,
          electric: false,
          insurance: 7_000,
        },
        { ...SEED_ON_ROAD_RULES, demo: true },
      ),
    );
    expect(unicorn?.onRoad?.total).toBeGreaterThan(variant.price);
  });

  it('answers onRoad null while the variant has no insurance entered', async () => {
    const { variant } = await firstVariantOf('Shine');
    await t.database.db
      .updateTable('variants')
      .set({ insurance: null })
      .where('id', '=', variant.id)
      .execute();
    const { status, body } = await compare('Shine,Unicorn');
    expect(status).toBe(200);
    expect(body.models[0]?.onRoad).toBeNull();
    expect(body.models[0]?.price).toBe(variant.price);
  });

  it('quotes under the rules in force that day: new rates apply from midnight in IST', async () => {
    const { variant } = await firstVariantOf('Unicorn');
    await t.database.db
      .updateTable('variants')
      .set({ insurance: 7_000 })
      .where('id', '=', variant.id)
      .execute();
    const { effectiveFrom: _from, demo: _demo, ...rules } = SEED_ON_ROAD_RULES;
    await t.database.db
      .insertInto('on_road_rules')
      .values({
        effective_from: '2026-11-25',
        rules: JSON.stringify({ ...rules, registrationFee: rules.registrationFee + 5_000 }),
        demo: 0,
        created_at: istDay(0, 10),
        created_by: 'test',
      })
      .execute();

    // Half a minute before midnight: kept by the minute alone, this answer would still be served.
    t.clock.now = istDay(0, 23, 59) + 30_000;
    const before = await compare('Shine,Unicorn');
    t.clock.now = istDay(1, 0, 0);
    const after = await compare('Shine,Unicorn');
    const [was, is] = [before.body.models[1]?.onRoad, after.body.models[1]?.onRoad];
    expect(was?.ratesEffectiveFrom).not.toBe('2026-11-25');
    expect(is?.ratesEffectiveFrom).toBe('2026-11-25');
    expect((is?.total ?? 0) - (was?.total ?? 0)).toBe(5_000);
  });

  it.each([
    ['one model', 'Shine'],
    ['four models', 'Shine,SP125,Unicorn,Activa'],
    ['blanks between commas', 'Shine,,%20,'],
    ['an empty list', ''],
  ])('answers 400 with the schema message for %s', async (_case, list) => {
    const { status, body } = await compare(list);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Choose two or three models to compare' });
  });

  it('answers 400 when no list is given at all', async () => {
    const response = await t.app.inject({ url: '/api/compare' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Choose two or three models to compare' });
  });

  it('answers 400 for the same model twice, however it is spelt', async () => {
    const { status, body } = await compare('SP125,Shine,sp%20125');
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Choose different models to compare' });
  });

  it('answers 404 Bike not found for an unknown model', async () => {
    const { status, body } = await compare('Shine,NoSuchBike');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Bike not found' });
  });

  it('answers 404 Bike not found for a model staff switched off', async () => {
    await t.database.db
      .updateTable('vehicles')
      .set({ status: 0 })
      .where('bike_name', '=', 'SP 125')
      .execute();
    await t.app.bumpCatalogueVersion();
    try {
      const { status, body } = await compare('Shine,SP125');
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Bike not found' });
    } finally {
      await t.database.db
        .updateTable('vehicles')
        .set({ status: 1 })
        .where('bike_name', '=', 'SP 125')
        .execute();
      await t.app.bumpCatalogueVersion();
    }
  });
});
