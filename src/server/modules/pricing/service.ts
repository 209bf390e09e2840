import type { Kysely } from 'kysely';
import { dealerDate, formatIndianNumber } from '../../../shared/format.js';
import {
  computeOnRoadPrice,
  PRICING_MESSAGES,
  type OnRoadQuote,
  type OnRoadRules,
  type OnRoadRulesInput,
  type OnRoadRulesVersion,
  type OnRoadSettings,
} from '../../../shared/pricing.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database, Vehicle } from '../../db/tables.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit, type AuditActor } from '../audit/actor.js';
import { requireActiveVehicle } from '../catalogue/service.js';
import * as repo from './repository.js';

type RulesRow = NonNullable<Awaited<ReturnType<typeof repo.findRulesInForce>>>;

/** The stored JSON holds every rule but the two that have columns of their own. */
type StoredRules = Omit<OnRoadRules, 'effectiveFrom' | 'demo'>;

function toVersion(row: RulesRow): OnRoadRulesVersion {
  const rules = JSON.parse(row.rules) as StoredRules;
  return {
    id: row.id,
    effectiveFrom: row.effective_from,
    roadTaxSlabs: rules.roadTaxSlabs,
    roadTaxMinimum: rules.roadTaxMinimum,
    evRoadTaxExempt: rules.evRoadTaxExempt,
    registrationFee: rules.registrationFee,
    numberPlateFee: rules.numberPlateFee,
    optional: rules.optional,
    demo: row.demo === 1,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

function toRules(version: OnRoadRulesVersion): OnRoadRules {
  const { id: _id, createdAt: _at, createdBy: _by, ...rules } = version;
  return rules;
}

/**
 * The rules in force at `now`: the version with the latest effective day not after today in IST.
 * Migration 0012 seeds one, so none is a broken database, not a missing price.
 */
async function requireRulesInForce(db: Kysely<Database>, now: number): Promise<OnRoadRulesVersion> {
  const row = await repo.findRulesInForce(db, dealerDate(now));
  if (!row) throw new Error('No on-road rules are in force: migration 0012 seeds a version');
  return toVersion(row);
}

/**
 * The on-road price of one variant of a model (by name, ignoring case; absent, its first variant)
 * under the rules in force at `now`. Answers null while the variant's insurance is not entered,
 * and for a model without variants (insurance is kept per variant, so it has none); throws a 404
 * AppError for a variant the model does not have.
 */
export async function quoteForVehicle(
  db: Kysely<Database>,
  vehicle: Vehicle,
  now: number,
  variantName?: string,
): Promise<OnRoadQuote | null> {
  const [pricing, variants] = await Promise.all([
    repo.findVehiclePricing(db, vehicle.id),
    repo.listVariantPrices(db, vehicle.id),
  ]);
  if (!pricing) throw notFound('Bike not found');
  const wanted = variantName?.trim().toLowerCase();
  const priced =
    wanted === undefined
      ? variants[0]
      : variants.find((variant) => variant.name.trim().toLowerCase() === wanted);
  if (wanted !== undefined && !priced) throw notFound(PRICING_MESSAGES.variantNotFound);
  if (!priced || priced.insurance === null) return null;
  const rules = toRules(await requireRulesInForce(db, now));
  return computeOnRoadPrice(
    {
      exShowroom: priced.price,
      engineCc: pricing.engine_cc,
      electric: pricing.type === 'ev',
      insurance: priced.insurance,
    },
    rules,
  );
}

/**
 * The on-road price of each of a model's variants as a draft would set them (prices and engine
 * capacity from the draft, insurance from the live variant the row keeps, by id), under the rules
 * in force at `now`; null for a variant without insurance (a new one has none yet).
 */
export async function quoteDraftVariants(
  db: Kysely<Database>,
  vehicleId: number,
  draft: { type: Vehicle['type']; engineCc: number; variants: { id?: number; price: number }[] },
  now: number,
): Promise<(OnRoadQuote | null)[]> {
  const [live, version] = await Promise.all([
    repo.listVariantPrices(db, vehicleId),
    requireRulesInForce(db, now),
  ]);
  const insurance = new Map(live.map((variant) => [variant.id, variant.insurance]));
  const rules = toRules(version);
  return draft.variants.map((variant) => {
    const insured = variant.id === undefined ? null : (insurance.get(variant.id) ?? null);
    if (insured === null) return null;
    return computeOnRoadPrice(
      {
        exShowroom: variant.price,
        engineCc: draft.engineCc,
        electric: draft.type === 'ev',
        insurance: insured,
      },
      rules,
    );
  });
}

/** The owner's on-road settings: the version in force, every version, and each variant's insurance. */
export async function getOnRoadSettings(
  db: Kysely<Database>,
  now: number,
): Promise<OnRoadSettings> {
  const [current, versions, insurance] = await Promise.all([
    requireRulesInForce(db, now),
    repo.listRulesVersions(db),
    repo.listVariantInsurance(db),
  ]);
  return { current, versions: versions.map(toVersion), insurance };
}

const amount = (value: number) => formatIndianNumber(value);
const slabsText = (slabs: OnRoadRules['roadTaxSlabs']) =>
  slabs
    .map((slab) => `${slab.maxCc === null ? 'above' : `up to ${slab.maxCc} cc`} ${slab.percent}%`)
    .join(', ');
const optionalText = (lines: OnRoadRules['optional']) =>
  lines.length === 0
    ? 'none'
    : lines.map((line) => `${line.label} ${amount(line.amount)}`).join(', ');

/** "registration 300 → 350; effective 2026-12-01": each rule that differs, then the new date. */
function describeChange(before: OnRoadRules, after: OnRoadRulesInput): string {
  const changes: string[] = [];
  const compare = (label: string, from: string, to: string) => {
    if (from !== to) changes.push(`${label} ${from} → ${to}`);
  };
  compare('road tax bands', slabsText(before.roadTaxSlabs), slabsText(after.roadTaxSlabs));
  compare('road tax minimum', amount(before.roadTaxMinimum), amount(after.roadTaxMinimum));
  const exemption = (exempt: boolean) => (exempt ? 'exempt' : 'taxed');
  compare('EVs', exemption(before.evRoadTaxExempt), exemption(after.evRoadTaxExempt));
  compare('registration', amount(before.registrationFee), amount(after.registrationFee));
  compare('number plate', amount(before.numberPlateFee), amount(after.numberPlateFee));
  compare('optional', optionalText(before.optional), optionalText(after.optional));
  if (changes.length === 0) changes.push('rates unchanged');
  return [...changes, `effective ${after.effectiveFrom}`].join('; ');
}

/**
 * Stores a new version of the rules, in force from its date (a later save for the same day wins).
 * Side effects: the version row and an on-road-rules audit event, in one transaction.
 */
export async function saveRulesVersion(
  db: Kysely<Database>,
  input: OnRoadRulesInput,
  actor: AuditActor,
): Promise<void> {
  const { effectiveFrom, ...rules } = input;
  const stored: StoredRules = rules;
  await db.transaction().execute(async (trx) => {
    const current = toRules(await requireRulesInForce(trx, actor.now));
    await repo.insertRulesVersion(trx, {
      effective_from: effectiveFrom,
      rules: JSON.stringify(stored),
      created_at: actor.now,
      created_by: actor.userId,
    });
    await recordAudit(trx, actor, 'on-road-rules', 'on-road rates', describeChange(current, input));
  });
}

/**
 * Sets one variant's insurance. Side effects: the variant row and an insurance-update audit event
 * ("Shine Drum insurance 6,480 → 6,900"), in one transaction; 404 for an unknown variant.
 */
export async function updateInsurance(
  { db, dialect }: Pick<DatabaseHandle, 'db' | 'dialect'>,
  variantId: number,
  insurance: number,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const variant = await repo.findVariantWithModel(trx, dialect, variantId);
    if (!variant) throw notFound(PRICING_MESSAGES.variantNotFound);
    await repo.updateVariantInsurance(trx, variantId, insurance);
    const before = variant.insurance === null ? 'not set' : amount(variant.insurance);
    await recordAudit(
      trx,
      actor,
      'insurance-update',
      `${variant.bikeName} (${variant.name})`,
      `${variant.bikeName} ${variant.name} insurance ${before} → ${amount(insurance)}`,
    );
  });
}

/** GET /api/onRoadPrice: a public model by name; 404 when it is unknown, off, or not yet insured. */
export async function quoteByName(
  db: Kysely<Database>,
  bikeName: string,
  variantName: string | undefined,
  now: number,
): Promise<OnRoadQuote> {
  const vehicle = await requireActiveVehicle(db, bikeName);
  const quote = await quoteForVehicle(db, vehicle, now, variantName);
  if (!quote) throw notFound(PRICING_MESSAGES.notAvailable);
  return quote;
}
