import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeOnRoadPrice,
  demoInsurance,
  PRICING_MESSAGES,
  SEED_ON_ROAD_RULES,
  type OnRoadQuote,
  type OnRoadRulesInput,
  type OnRoadSettings,
} from '../../../shared/pricing.js';
import { readCatalogueVersion } from '../catalogue/repository.js';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.js';
import { createStaffAccount, ownPassword, signInAs } from '../../test/staff-accounts.js';

let t: TestApp;
let owner: string;
let sales: string;
let service: string;

/** Noon in IST on a day, as epoch ms. */
const istNoon = (day: string) => Date.parse(`${day}T06:30:00Z`);
const TODAY = '2026-11-24';

/** Moves the clock, signing everyone in again: a jump of days outlives every session. */
async function setClock(instant: number) {
  t.clock.now = instant;
  owner = await signIn(t);
  sales = await signInAs(t, 'pricing-sales', ownPassword('pricing-sales'));
  service = await signInAs(t, 'pricing-service', ownPassword('pricing-service'));
}

beforeAll(async () => {
  t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '100000' });
  t.clock.now = istNoon(TODAY);
  owner = await signIn(t);
  await createStaffAccount(t, owner, { userId: 'pricing-sales', role: 'sales' });
  await createStaffAccount(t, owner, { userId: 'pricing-service', role: 'service' });
  await setClock(istNoon(TODAY));
});
afterAll(() => t.close());

const { effectiveFrom: _seedDay, demo: _seedDemo, ...seedRules } = SEED_ON_ROAD_RULES;
const rulesInput = (change: Partial<OnRoadRulesInput> = {}): OnRoadRulesInput => ({
  effectiveFrom: TODAY,
  ...seedRules,
  ...change,
});

const quote = (bike: string, variant?: string) =>
  t.app.inject({
    url: '/api/onRoadPrice',
    query: variant === undefined ? { bike } : { bike, variant },
  });

async function quoteOf(bike: string, variant?: string): Promise<OnRoadQuote> {
  const response = await quote(bike, variant);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OnRoadQuote;
}

const postRules = (payload: unknown, cookie = owner) =>
  t.app.inject({
    method: 'POST',
    url: '/api/on-road-rules',
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  });

const putInsurance = (variantId: number | string, payload: unknown, cookie = owner) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/on-road-rules/insurance/${variantId}`,
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  });

async function settings(): Promise<OnRoadSettings> {
  const response = await t.app.inject({ url: '/api/on-road-rules', headers: { cookie: owner } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OnRoadSettings;
}

async function variantOf(bikeName: string, variantName: string) {
  return t.database.db
    .selectFrom('variants')
    .innerJoin('vehicles', 'vehicles.id', 'variants.vehicle_id')
    .select(['variants.id', 'variants.price', 'variants.insurance', 'vehicles.engine_cc'])
    .where('vehicles.bike_name', '=', bikeName)
    .where('variants.name', '=', variantName)
    .executeTakeFirstOrThrow();
}

async function auditRows(action: string) {
  const response = await t.app.inject({
    url: `/api/activity?page=1&limit=100&action=${action}`,
    headers: { cookie: owner },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { user_id: string; target: string; summary: string }[] }).data;
}

async function storedVersions(): Promise<number> {
  const row = await t.database.db
    .selectFrom('on_road_rules')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the on-road price of a model', () => {
  it('is the shared computation with the seeded rules and the variant’s seeded insurance', async () => {
    await setClock(istNoon(TODAY));
    const disc = await variantOf('Shine', 'Disc');
    expect(disc.engine_cc).toBe(124);
    expect(disc.insurance).toBe(demoInsurance(89_240, 124, false));
    const expected = computeOnRoadPrice(
      { exShowroom: disc.price, engineCc: 124, electric: false, insurance: disc.insurance! },
      SEED_ON_ROAD_RULES,
    );
    expect(await quoteOf('Shine', 'Disc')).toEqual(expected);
    expect(expected).toMatchObject({
      exShowroom: 89_240,
      roadTax: 9_816,
      roadTaxPercent: 11,
      registration: 900,
      ratesEffectiveFrom: '2026-04-01',
      demo: true,
    });
  });

  it('prices the first variant when none is named, finding the model as the catalogue does', async () => {
    const drum = await quoteOf('shine');
    expect(drum.exShowroom).toBe(84_490);
    expect(drum.roadTax).toBe(9_294);
    expect(await quoteOf('Shine', 'drum')).toEqual(drum);
  });

  it('charges the seeded electric scooter no road tax', async () => {
    const ev = await quoteOf('Activa e:');
    expect(ev).toMatchObject({ exShowroom: 1_17_000, roadTax: 0, roadTaxPercent: 0 });
    expect(ev.total).toBe(ev.exShowroom + ev.registration + ev.insurance);
  });

  it('answers 404 for an unknown model, a model switched off and an unknown variant', async () => {
    const unknown = await quote('Thunderbolt 9000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Bike not found' });

    const variant = await quote('Shine', 'Turbo');
    expect(variant.statusCode).toBe(404);
    expect(variant.json()).toEqual({ message: PRICING_MESSAGES.variantNotFound });

    await t.database.db
      .updateTable('vehicles')
      .set({ status: 0 })
      .where('bike_name', '=', 'Dio')
      .execute();
    try {
      const off = await quote('Dio');
      expect(off.statusCode).toBe(404);
      expect(off.json()).toEqual({ message: 'Bike not found' });
    } finally {
      await t.database.db
        .updateTable('vehicles')
        .set({ status: 1 })
        .where('bike_name', '=', 'Dio')
        .execute();
    }
  });

  it('answers 404 with its message while the variant’s insurance is not entered', async () => {
    await t.database.db
      .updateTable('variants')
      .set({ insurance: null })
      .where('vehicle_id', 'in', (eb) =>
        eb.selectFrom('vehicles').select('id').where('bike_name', '=', 'Livo'),
      )
      .execute();
    const response = await quote('Livo');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PRICING_MESSAGES.notAvailable });
    const rows = (await settings()).insurance.filter((row) => row.bikeName === 'Livo');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.insurance === null)).toBe(true);
  });

  it('answers 404 not available for a model without variants (insurance is kept per variant)', async () => {
    await t.database.db
      .deleteFrom('variants')
      .where('vehicle_id', 'in', (eb) =>
        eb.selectFrom('vehicles').select('id').where('bike_name', '=', 'Grazia'),
      )
      .execute();
    const response = await quote('Grazia');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PRICING_MESSAGES.notAvailable });
  });

  it('rejects a bad query with 400 per field', async () => {
    const response = await t.app.inject({ url: '/api/onRoadPrice' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(['bike']);
  });
});

describe('the owner’s on-road settings', () => {
  it('list the version in force, every version and each variant’s insurance in list order', async () => {
    const answer = await settings();
    expect(answer.current).toMatchObject({ ...SEED_ON_ROAD_RULES, createdBy: 'seed' });
    expect(answer.versions).toEqual([answer.current]);
    expect(answer.insurance.slice(0, 2)).toEqual([
      expect.objectContaining({ bikeName: 'Shine', variantName: 'Drum', exShowroom: 84_490 }),
      expect.objectContaining({ bikeName: 'Shine', variantName: 'Disc', exShowroom: 89_240 }),
    ]);
  });

  it('store a new version that changes the quote at once, audited with what changed', async () => {
    const before = await quoteOf('Shine', 'Drum');
    const version = await readCatalogueVersion(t.database.db);
    const response = await postRules(rulesInput({ registrationFee: 350 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: PRICING_MESSAGES.rulesSaved });
    // Every instance's cached catalogue answers go stale with the change.
    expect(await readCatalogueVersion(t.database.db)).not.toBe(version);

    const after = await quoteOf('Shine', 'Drum');
    expect(after.registration).toBe(950);
    expect(after.total).toBe(before.total + 50);
    expect(after).toMatchObject({ ratesEffectiveFrom: TODAY, demo: false });

    const answer = await settings();
    expect(answer.current).toMatchObject({ registrationFee: 350, createdBy: 'admin', demo: false });
    expect(answer.versions.map((v) => v.effectiveFrom)).toEqual([TODAY, '2026-04-01']);
    expect((await auditRows('on-road-rules'))[0]).toMatchObject({
      user_id: 'admin',
      summary: `registration 300 → 350; effective ${TODAY}`,
    });
  });

  it('use a version dated ahead only from its day in IST', async () => {
    await setClock(Date.parse('2026-11-30T18:29:00Z')); // 23:59 on 30 November in IST
    const saved = await postRules(
      rulesInput({ effectiveFrom: '2026-12-01', registrationFee: 500, roadTaxMinimum: 2_000 }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await quoteOf('Shine', 'Drum')).toMatchObject({
      registration: 950,
      ratesEffectiveFrom: TODAY,
    });

    await setClock(Date.parse('2026-11-30T18:31:00Z')); // 00:01 on 1 December
    expect(await quoteOf('Shine', 'Drum')).toMatchObject({
      registration: 1_100,
      ratesEffectiveFrom: '2026-12-01',
    });
    expect((await auditRows('on-road-rules'))[0]?.summary).toBe(
      'road tax minimum 1,500 → 2,000; registration 350 → 500; effective 2026-12-01',
    );
  });

  it('store both of two versions posted at once', async () => {
    const versionsBefore = await storedVersions();
    const auditBefore = (await auditRows('on-road-rules')).length;
    const [a, b] = await Promise.all([
      postRules(rulesInput({ effectiveFrom: '2027-01-01', numberPlateFee: 650 })),
      postRules(rulesInput({ effectiveFrom: '2027-01-01', numberPlateFee: 700 })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await storedVersions()).toBe(versionsBefore + 2);
    expect(await auditRows('on-road-rules')).toHaveLength(auditBefore + 2);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a date that does not exist',
      { effectiveFrom: '2026-02-31' },
      'effectiveFrom',
      PRICING_MESSAGES.invalidDate,
    ],
    [
      'a date in another format',
      { effectiveFrom: '01/12/2026' },
      'effectiveFrom',
      PRICING_MESSAGES.invalidDate,
    ],
    [
      'bands out of order',
      {
        roadTaxSlabs: [
          { maxCc: 299, percent: 11 },
          { maxCc: 99, percent: 10 },
          { maxCc: null, percent: 12 },
        ],
      },
      'roadTaxSlabs',
      PRICING_MESSAGES.slabsOrder,
    ],
    [
      'a share above 100%',
      { roadTaxSlabs: [{ maxCc: null, percent: 101 }] },
      'roadTaxSlabs.0.percent',
      PRICING_MESSAGES.invalidPercent,
    ],
    [
      'a negative minimum',
      { roadTaxMinimum: -1 },
      'roadTaxMinimum',
      PRICING_MESSAGES.invalidAmount,
    ],
    [
      'paise in a fee',
      { registrationFee: 300.5 },
      'registrationFee',
      PRICING_MESSAGES.invalidAmount,
    ],
    [
      'a word for a fee',
      { numberPlateFee: 'six hundred' },
      'numberPlateFee',
      PRICING_MESSAGES.invalidAmount,
    ],
    ['a text for the exemption', { evRoadTaxExempt: 'yes' }, 'evRoadTaxExempt', ''],
    [
      'an optional line without a label',
      { optional: [{ key: 'amc', label: ' ', amount: 1500 }] },
      'optional.0.label',
      'Please enter a label',
    ],
  ])(
    'refuse %s with 400 on that field and store nothing',
    async (_case, change, field, message) => {
      const versionsBefore = await storedVersions();
      const auditBefore = (await auditRows('on-road-rules')).length;
      const response = await postRules({ ...rulesInput(), ...change });
      expect(response.statusCode).toBe(400);
      const errors = (response.json() as { errors: Record<string, string> }).errors;
      expect(Object.keys(errors)).toEqual([field]);
      if (message) expect(errors[field]).toBe(message);
      expect(await storedVersions()).toBe(versionsBefore);
      expect(await auditRows('on-road-rules')).toHaveLength(auditBefore);
    },
  );

  it('update a variant’s insurance, which the quote uses at once, audited before → after', async () => {
    const drum = await variantOf('Shine', 'Drum');
    expect(drum.insurance).toBe(6_480);
    const version = await readCatalogueVersion(t.database.db);
    const response = await putInsurance(drum.id, { insurance: 6_900 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await readCatalogueVersion(t.database.db)).not.toBe(version);
    expect(response.json()).toEqual({ message: PRICING_MESSAGES.insuranceSaved });
    expect((await quoteOf('Shine', 'Drum')).insurance).toBe(6_900);
    expect((await auditRows('insurance-update'))[0]).toMatchObject({
      user_id: 'admin',
      target: 'Shine (Drum)',
      summary: 'Shine Drum insurance 6,480 → 6,900',
    });
  });

  it('refuse bad insurance with 400 and an unknown variant with 404, changing nothing', async () => {
    const drum = await variantOf('Shine', 'Drum');
    for (const insurance of [-1, 6_900.5, 'lots']) {
      const response = await putInsurance(drum.id, { insurance });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: { insurance: PRICING_MESSAGES.invalidAmount },
      });
    }
    const unknown = await putInsurance(999_999, { insurance: 5_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PRICING_MESSAGES.variantNotFound });
    expect((await variantOf('Shine', 'Drum')).insurance).toBe(drum.insurance);
    expect(await auditRows('insurance-update')).toHaveLength(1);
  });

  it('are refused to sales and service accounts, and their writes change nothing', async () => {
    const versionsBefore = await storedVersions();
    const drum = await variantOf('Shine', 'Drum');
    for (const cookie of [sales, service]) {
      const read = await t.app.inject({ url: '/api/on-road-rules', headers: { cookie } });
      expect(read.statusCode).toBe(403);
      expect((await postRules(rulesInput(), cookie)).statusCode).toBe(403);
      expect((await putInsurance(drum.id, { insurance: 1 }, cookie)).statusCode).toBe(403);
    }
    expect(await storedVersions()).toBe(versionsBefore);
    expect((await variantOf('Shine', 'Drum')).insurance).toBe(drum.insurance);
  });
});

describe('a test-ride lead', () => {
  let sent = 0;
  const bookTestRide = async (model: string, variant: string) => {
    sent += 1;
    const phone = `98220${String(sent).padStart(5, '0')}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/postBooking',
      payload: {
        name: `Rider ${sent}`,
        emailId: 'rider@example.com',
        mobileNo: phone,
        model,
        color: 'Black',
        variant,
        agree: true,
      },
      remoteAddress: `10.9.0.${sent}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    return t.database.db
      .selectFrom('enquiries')
      .select(['id', 'on_road_price'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
  };

  it('carries the on-road total quoted when it was stored, and the lead desk shows it', async () => {
    await setClock(istNoon('2026-12-10'));
    const { total } = await quoteOf('Shine', 'Disc');
    const lead = await bookTestRide('Shine', 'Disc');
    expect(lead.on_road_price).toBe(total);
    const detail = await t.app.inject({ url: `/api/leads/${lead.id}`, headers: { cookie: owner } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ lead: { fields: { on_road_price: total } } });
  });

  it('is stored without a price while the variant has no insurance', async () => {
    const lead = await bookTestRide('Livo', 'Drum');
    expect(lead.on_road_price).toBeNull();
  });

  it('is stored without a price when the price cannot be computed (no rules in force then)', async () => {
    await setClock(istNoon('2026-03-01')); // before the first version of the rules
    expect((await quote('Shine', 'Disc')).statusCode).toBe(500);
    const lead = await bookTestRide('Shine', 'Disc');
    expect(lead.on_road_price).toBeNull();
  });
});
