import { z } from 'zod';
import { MAX_PRICE } from './manage.js';
import { COMPARE_LIMITS, COMPARE_MESSAGES, parseCompareList } from './compare.js';

/** The on-road price calls' contracts and texts, shared by the API, the bike page and the panel. */

export * from './on-road.js';
export * from './compare.js';

export const PRICING_MESSAGES = {
  notAvailable: 'On-road price is not available for this model yet',
  variantNotFound: 'Variant not found',
  rulesSaved: 'On-road rates saved',
  insuranceSaved: 'Insurance updated',
  invalidAmount: 'Please enter a whole number of rupees',
  invalidPercent: 'Please enter a percentage between 0 and 100',
  invalidDate: 'Please enter a date as YYYY-MM-DD',
  slabsOrder: 'Each band must end above the one before it, and the last band has no upper limit',
} as const;

const rupeesSchema = z.coerce
  .number({ message: PRICING_MESSAGES.invalidAmount })
  .refine((value) => Number.isInteger(value) && value >= 0 && value <= MAX_PRICE, {
    message: PRICING_MESSAGES.invalidAmount,
  });

const percentSchema = z.coerce
  .number({ message: PRICING_MESSAGES.invalidPercent })
  // Hundredths at most, within a float's error: 1.1 * 100 is 110.00000000000001.
  .refine(
    (value) => value >= 0 && value <= 100 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    { message: PRICING_MESSAGES.invalidPercent },
  );

/** A day in IST as YYYY-MM-DD, checked to exist (no 31 February). */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, PRICING_MESSAGES.invalidDate)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, PRICING_MESSAGES.invalidDate);

export const roadTaxSlabSchema = z.object({
  maxCc: z.number().int().positive().max(10_000).nullable(),
  percent: percentSchema,
});

export const optionalLineSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Use lower-case letters, digits and hyphens'),
  label: z.string().trim().min(1, 'Please enter a label').max(60),
  amount: rupeesSchema,
});

/** POST /api/on-road-rules: a new version of the rules, in force from its date. */
export const onRoadRulesInputSchema = z.object({
  effectiveFrom: isoDaySchema,
  roadTaxSlabs: z
    .array(roadTaxSlabSchema)
    .min(1)
    .max(6)
    .refine(
      (slabs) =>
        slabs.every((slab, i) =>
          i === slabs.length - 1
            ? slab.maxCc === null
            : slab.maxCc !== null && (i === 0 || slab.maxCc > (slabs[i - 1]?.maxCc ?? 0)),
        ),
      PRICING_MESSAGES.slabsOrder,
    ),
  roadTaxMinimum: rupeesSchema,
  evRoadTaxExempt: z.boolean(),
  registrationFee: rupeesSchema,
  numberPlateFee: rupeesSchema,
  optional: z.array(optionalLineSchema).max(10),
});

/** A stored version as the settings screen lists it. */
export const onRoadRulesVersionSchema = onRoadRulesInputSchema.extend({
  id: z.number().int(),
  demo: z.boolean(),
  createdAt: z.number().int(),
  createdBy: z.string(),
});

/** One variant's insurance on the settings screen; null until the dealer enters it. */
export const variantInsuranceRowSchema = z.object({
  variantId: z.number().int(),
  bikeName: z.string(),
  variantName: z.string(),
  exShowroom: z.number().int(),
  insurance: z.number().int().nullable(),
});

/** GET /api/on-road-rules: the version in force today, every version, and each variant's insurance. */
export const onRoadSettingsSchema = z.object({
  current: onRoadRulesVersionSchema,
  versions: z.array(onRoadRulesVersionSchema),
  insurance: z.array(variantInsuranceRowSchema),
});

/** PUT /api/on-road-rules/insurance/:variantId */
export const insuranceUpdateSchema = z.object({ insurance: rupeesSchema });

/** GET /api/onRoadPrice?bike=&variant= (variant: its name; absent, the model's first variant). */
export const onRoadPriceQuerySchema = z.object({
  bike: z.string().trim().min(1).max(100),
  variant: z.string().trim().min(1).max(100).optional(),
});

export const onRoadQuoteSchema = z.object({
  exShowroom: z.number().int(),
  roadTax: z.number().int(),
  roadTaxPercent: z.number(),
  registration: z.number().int(),
  insurance: z.number().int(),
  optional: z.array(z.object({ key: z.string(), label: z.string(), amount: z.number().int() })),
  total: z.number().int(),
  ratesEffectiveFrom: z.string(),
  demo: z.boolean(),
});

/** GET /api/compare?bikes=Shine,SP125: two or three models, side by side. */
export const compareQuerySchema = z.object({
  bikes: z
    .string({ message: COMPARE_MESSAGES.count })
    .trim()
    .transform(parseCompareList)
    .refine(
      (names) => names.length >= COMPARE_LIMITS.min && names.length <= COMPARE_LIMITS.max,
      COMPARE_MESSAGES.count,
    ),
});

export const compareModelSchema = z.object({
  bikeName: z.string(),
  name: z.string(),
  type: z.enum(['bike', 'scooter', 'ev']),
  image: z.string(),
  /** The ex-showroom price of the first variant by sort order, or the model's own without variants. */
  price: z.number().int(),
  /** The on-road price of that same variant; null while its insurance is not entered. */
  onRoad: onRoadQuoteSchema.nullable(),
  /** Spec rows by group key (SPEC_GROUPS), label → value. */
  specs: z.record(z.string(), z.record(z.string(), z.string())),
});

export const compareAnswerSchema = z.object({ models: z.array(compareModelSchema) });

export type OnRoadRulesInput = z.infer<typeof onRoadRulesInputSchema>;
export type OnRoadRulesVersion = z.infer<typeof onRoadRulesVersionSchema>;
export type OnRoadSettings = z.infer<typeof onRoadSettingsSchema>;
export type VariantInsuranceRow = z.infer<typeof variantInsuranceRowSchema>;
export type CompareModel = z.infer<typeof compareModelSchema>;
export type CompareAnswer = z.infer<typeof compareAnswerSchema>;
