import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PRICE } from './manage.js';
import {
  computeOnRoadPrice,
  demoInsurance,
  engineCcFromText,
  SEED_ON_ROAD_RULES,
  type OnRoadInput,
  type OnRoadRules,
} from './on-road.js';
import { onRoadRulesInputSchema } from './pricing.js';

const rupees = fc.integer({ min: 0, max: MAX_PRICE });
const pricedRupees = fc.integer({ min: 1, max: MAX_PRICE });
/** Percentages as the settings form accepts them: 0 to 100 in hundredths. */
const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);

/** Any version of the rules the owner could save: ascending bands, the last one open-ended. */
const rulesArbitrary: fc.Arbitrary<OnRoadRules> = fc
  .record({
    bounds: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 5 }),
    percents: fc.array(percent, { minLength: 6, maxLength: 6 }),
    roadTaxMinimum: rupees,
    evRoadTaxExempt: fc.boolean(),
    registrationFee: rupees,
    numberPlateFee: rupees,
    optional: fc.array(
      fc.record({
        key: fc.constantFrom('amc', 'extended-warranty', 'kit'),
        label: fc.constantFrom('AMC', 'Warranty', 'Kit'),
        amount: rupees,
      }),
      { maxLength: 3 },
    ),
    demo: fc.boolean(),
  })
  .map(({ bounds, percents, ...rest }) => ({
    effectiveFrom: '2026-04-01',
    roadTaxSlabs: [...[...bounds].sort((a, b) => a - b), null].map((maxCc, i) => ({
      maxCc,
      percent: percents[i]!,
    })),
    ...rest,
  }));

const inputArbitrary: fc.Arbitrary<OnRoadInput> = fc.record({
  exShowroom: rupees,
  engineCc: fc.integer({ min: 0, max: 2_000 }),
  electric: fc.boolean(),
  insurance: rupees,
});

describe('the generated rules', () => {
  it('are rules the settings form accepts, so the properties below cover what can be stored', () => {
    fc.assert(
      fc.property(rulesArbitrary, ({ demo: _demo, ...rules }) => {
        expect(onRoadRulesInputSchema.safeParse(rules).success).toBe(true);
      }),
    );
  });
});

describe('the settings form’s percentages', () => {
  // 1.1 * 100 is 110.00000000000001 in floating point: an exact check refused 1,146 of them.
  it.each([1.1, 0.07, 2.2, 4.35, 11])('accept %s%%', (percent) => {
    const rules = { ...SEED_ON_ROAD_RULES, roadTaxSlabs: [{ maxCc: null, percent }] };
    expect(onRoadRulesInputSchema.safeParse(rules).success).toBe(true);
  });

  it.each([100.01, -1, 1.005])('refuse %s%%', (percent) => {
    const rules = { ...SEED_ON_ROAD_RULES, roadTaxSlabs: [{ maxCc: null, percent }] };
    expect(onRoadRulesInputSchema.safeParse(rules).success).toBe(false);
  });
});

describe('computeOnRoadPrice', () => {
  it('makes the total the sum of its lines, in whole rupees; optional lines stay out of it', () => {
    fc.assert(
      fc.property(inputArbitrary, rulesArbitrary, (input, rules) => {
        const quote = computeOnRoadPrice(input, rules);
        expect(quote.total).toBe(
          quote.exShowroom + quote.roadTax + quote.registration + quote.insurance,
        );
        for (const line of [quote.total, quote.roadTax, quote.registration, quote.insurance]) {
          expect(Number.isInteger(line)).toBe(true);
        }
        expect(quote.registration).toBe(rules.registrationFee + rules.numberPlateFee);
        expect(quote.optional).toEqual(rules.optional);
        expect(quote.ratesEffectiveFrom).toBe(rules.effectiveFrom);
        expect(quote.demo).toBe(rules.demo);
      }),
    );
  });

  it('never charges a priced petrol vehicle less road tax than the minimum', () => {
    fc.assert(
      fc.property(
        inputArbitrary.map((input) => ({ ...input, electric: false })),
        pricedRupees,
        rulesArbitrary,
        (input, exShowroom, rules) => {
          const quote = computeOnRoadPrice({ ...input, exShowroom }, rules);
          expect(quote.roadTax).toBeGreaterThanOrEqual(rules.roadTaxMinimum);
        },
      ),
    );
  });

  it('charges an electric vehicle no road tax while EVs are exempt', () => {
    fc.assert(
      fc.property(inputArbitrary, rulesArbitrary, (input, rules) => {
        const quote = computeOnRoadPrice(
          { ...input, electric: true },
          { ...rules, evRoadTaxExempt: true },
        );
        expect(quote.roadTax).toBe(0);
        expect(quote.roadTaxPercent).toBe(0);
      }),
    );
  });

  it('never lowers the total when the ex-showroom price rises (same engine, insurance and rules)', () => {
    fc.assert(
      fc.property(inputArbitrary, rupees, rulesArbitrary, (input, rise, rules) => {
        const lower = computeOnRoadPrice(input, rules);
        const higher = computeOnRoadPrice({ ...input, exShowroom: input.exShowroom + rise }, rules);
        expect(higher.total).toBeGreaterThanOrEqual(lower.total);
      }),
    );
  });

  it('prices a Shine Drum (₹84,490, 124 cc) at 11% road tax: ₹9,294', () => {
    const quote = computeOnRoadPrice(
      { exShowroom: 84_490, engineCc: 124, electric: false, insurance: 6_480 },
      SEED_ON_ROAD_RULES,
    );
    expect(quote).toMatchObject({ roadTaxPercent: 11, roadTax: 9_294, registration: 900 });
    expect(quote.total).toBe(84_490 + 9_294 + 900 + 6_480);
  });

  it.each([
    [99, 10, 8_449],
    [100, 11, 9_294],
    [299, 11, 9_294],
    [300, 12, 10_139],
  ])('charges a %i cc engine %i%% (₹%i on ₹84,490)', (engineCc, percent, roadTax) => {
    const quote = computeOnRoadPrice(
      { exShowroom: 84_490, engineCc, electric: false, insurance: 0 },
      SEED_ON_ROAD_RULES,
    );
    expect(quote.roadTaxPercent).toBe(percent);
    expect(quote.roadTax).toBe(roadTax);
  });

  it('charges the ₹1,500 minimum when the share comes to less (10% of ₹12,000 is ₹1,200)', () => {
    const quote = computeOnRoadPrice(
      { exShowroom: 12_000, engineCc: 90, electric: false, insurance: 0 },
      SEED_ON_ROAD_RULES,
    );
    expect(quote.roadTax).toBe(1_500);
  });

  it('charges an EV road tax at the first band once the exemption is withdrawn', () => {
    const quote = computeOnRoadPrice(
      { exShowroom: 1_17_000, engineCc: 0, electric: true, insurance: 0 },
      { ...SEED_ON_ROAD_RULES, evRoadTaxExempt: false },
    );
    expect(quote).toMatchObject({ roadTaxPercent: 10, roadTax: 11_700 });
  });
});

describe('engineCcFromText', () => {
  it.each([
    ['123.94 cc', false, 124],
    ['109.51 cc', false, 110],
    ['149.4cc', false, 149],
    ['1.5 kWh swappable x2', true, 0],
    ['not stated', false, 0],
  ])('reads %s as %i cc', (engine, electric, cc) => {
    expect(engineCcFromText(engine, electric)).toBe(cc);
  });
});

describe('demoInsurance', () => {
  it('gives a whole-tens figure that rises with the price', () => {
    expect(demoInsurance(84_490, 124, false)).toBe(6_480);
    expect(demoInsurance(1_17_000, 0, true) % 10).toBe(0);
  });
});
