import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/tables.js';

/** The version in force on `day` (YYYY-MM-DD in IST): the latest not after it, ties by highest id. */
export function findRulesInForce(db: Kysely<Database>, day: string) {
  return db
    .selectFrom('on_road_rules')
    .selectAll()
    .where('effective_from', '<=', day)
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every stored version, newest first (by the day it takes effect, then by when it was saved). */
export function listRulesVersions(db: Kysely<Database>) {
  return db
    .selectFrom('on_road_rules')
    .selectAll()
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertRulesVersion(
  db: Kysely<Database>,
  row: { effective_from: string; rules: string; created_at: number; created_by: string },
): Promise<void> {
  await db
    .insertInto('on_road_rules')
    .values({ ...row, demo: 0 })
    .execute();
}

/** What the road tax is read from: the model's type and its stored engine capacity. */
export function findVehiclePricing(db: Kysely<Database>, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'type', 'engine_cc'])
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

/** A model's variants in the order the catalogue lists them. */
export function listVariantPrices(db: Kysely<Database>, vehicleId: number) {
  return db
    .selectFrom('variants')
    .select(['id', 'name', 'price', 'insurance'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Each variant's insurance with its model, models in list order (type, then sort order). */
export function listVariantInsurance(db: Kysely<Database>) {
  return db
    .selectFrom('variants')
    .innerJoin('vehicles', 'vehicles.id', 'variants.vehicle_id')
    .select([
      'variants.id as variantId',
      'vehicles.bike_name as bikeName',
      'variants.name as variantName',
      'variants.price as exShowroom',
      'variants.insurance as insurance',
    ])
    .orderBy('vehicles.type')
    .orderBy('vehicles.sort_order')
    .orderBy('vehicles.id')
    .orderBy('variants.sort_order')
    .orderBy('variants.id')
    .execute();
}

/** A variant and its model's name, locked on PostgreSQL until the change that reads it commits. */
export function findVariantWithModel(db: Kysely<Database>, dialect: Dialect, variantId: number) {
  return db
    .selectFrom('variants')
    .innerJoin('vehicles', 'vehicles.id', 'variants.vehicle_id')
    .select([
      'variants.id',
      'variants.name',
      'variants.insurance',
      'vehicles.bike_name as bikeName',
    ])
    .where('variants.id', '=', variantId)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function updateVariantInsurance(
  db: Kysely<Database>,
  variantId: number,
  insurance: number,
): Promise<void> {
  await db.updateTable('variants').set({ insurance }).where('id', '=', variantId).execute();
}
