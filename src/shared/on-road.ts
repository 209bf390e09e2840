/**
 * The on-road price of a two-wheeler in Maharashtra: what a buyer pays to ride it home. Plain
 * values and a pure function only (no zod): the bike page, the compare page and the server all
 * compute with this one function, from rules the owner keeps as dated data.
 */

/** Where the dealer registers the vehicles it sells; the bike page names it. */
export const ON_ROAD_TOWN = 'Pandharpur';

/** One band of the road tax: engines up to `maxCc` (inclusive; null: any larger) pay `percent`. */
export interface RoadTaxSlab {
  maxCc: number | null;
  percent: number;
}

/** An optional line a buyer may add (extended warranty, AMC, accessories kit); not in the total. */
export interface OptionalLine {
  key: string;
  label: string;
  amount: number;
}

/** The rules in force from `effectiveFrom` (a day in IST, YYYY-MM-DD) until a later version. */
export interface OnRoadRules {
  effectiveFrom: string;
  /** Ascending by maxCc; the last slab has maxCc null. */
  roadTaxSlabs: RoadTaxSlab[];
  /** The least road tax a priced petrol vehicle pays, in rupees. */
  roadTaxMinimum: number;
  /** Electric vehicles pay no road tax in Maharashtra. */
  evRoadTaxExempt: boolean;
  registrationFee: number;
  numberPlateFee: number;
  optional: OptionalLine[];
  /** Seeded figures that no one at the dealer has confirmed yet. */
  demo: boolean;
}

/** What is being priced: one variant of one model. */
export interface OnRoadInput {
  exShowroom: number;
  /** Engine capacity in cc; 0 for an electric vehicle. */
  engineCc: number;
  electric: boolean;
  /** 1-year own-damage plus 5-year third-party cover for this variant, in rupees. */
  insurance: number;
}

/** GET /api/onRoadPrice's answer: whole rupees; total = exShowroom + roadTax + registration + insurance. */
export interface OnRoadQuote {
  exShowroom: number;
  roadTax: number;
  /** The share of the ex-showroom price charged as road tax (0 for an exempt EV). */
  roadTaxPercent: number;
  /** Registration and number plate together. */
  registration: number;
  insurance: number;
  optional: OptionalLine[];
  total: number;
  ratesEffectiveFrom: string;
  demo: boolean;
}

/** The road tax share for an engine: the first slab whose maxCc covers it. */
export function roadTaxPercentFor(engineCc: number, slabs: readonly RoadTaxSlab[]): number {
  const slab = slabs.find((s) => s.maxCc === null || engineCc <= s.maxCc);
  return slab?.percent ?? slabs.at(-1)?.percent ?? 0;
}

const rupees = (value: number) => Math.max(0, Math.round(value));

/**
 * The on-road price of one variant under one version of the rules: road tax as a share of the
 * ex-showroom price by engine capacity (never below the minimum; none for an exempt EV),
 * registration with number plate, and the variant's insurance. Optional lines are listed beside
 * the total, not in it.
 */
export function computeOnRoadPrice(input: OnRoadInput, rules: OnRoadRules): OnRoadQuote {
  const exShowroom = rupees(input.exShowroom);
  const exempt = input.electric && rules.evRoadTaxExempt;
  const roadTaxPercent = exempt ? 0 : roadTaxPercentFor(input.engineCc, rules.roadTaxSlabs);
  const roadTax = exempt
    ? 0
    : Math.max(
        rupees((exShowroom * roadTaxPercent) / 100),
        exShowroom > 0 ? rules.roadTaxMinimum : 0,
      );
  const registration = rupees(rules.registrationFee) + rupees(rules.numberPlateFee);
  const insurance = rupees(input.insurance);
  return {
    exShowroom,
    roadTax,
    roadTaxPercent,
    registration,
    insurance,
    optional: rules.optional.map((line) => ({ ...line, amount: rupees(line.amount) })),
    total: exShowroom + roadTax + registration + insurance,
    ratesEffectiveFrom: rules.effectiveFrom,
    demo: rules.demo,
  };
}

/** The rules of the issue as first seeded: Maharashtra's slabs, demo fees, marked demo. */
export const SEED_ON_ROAD_RULES: OnRoadRules = {
  effectiveFrom: '2026-04-01',
  roadTaxSlabs: [
    { maxCc: 99, percent: 10 },
    { maxCc: 299, percent: 11 },
    { maxCc: null, percent: 12 },
  ],
  roadTaxMinimum: 1500,
  evRoadTaxExempt: true,
  registrationFee: 300,
  numberPlateFee: 600,
  optional: [
    { key: 'extended-warranty', label: 'Extended warranty (3 years)', amount: 1200 },
    { key: 'amc', label: 'Annual maintenance contract', amount: 1500 },
    { key: 'accessories-kit', label: 'Accessories kit', amount: 2500 },
  ],
  demo: true,
};

/**
 * A plausible demo insurance figure (1-year OD + 5-year TP) for a variant until the dealer enters
 * the real one: third-party cover by engine band plus about 1.4% own-damage.
 */
export function demoInsurance(exShowroom: number, engineCc: number, electric: boolean): number {
  const thirdParty = electric ? 2_500 : engineCc <= 150 ? 5_300 : engineCc <= 350 ? 6_500 : 15_000;
  return Math.round((thirdParty + exShowroom * 0.014) / 10) * 10;
}

/** Engine capacity in whole cc from its catalogue text ('123.94 cc' → 124); 0 for an EV or no cc. */
export function engineCcFromText(engine: string, electric: boolean): number {
  if (electric) return 0;
  const match = /(\d+(?:\.\d+)?)\s*cc\b/i.exec(engine);
  return match ? Math.round(Number(match[1])) : 0;
}
