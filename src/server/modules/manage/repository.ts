import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { modelPrice } from '../catalogue/repository.js';

/**
 * Every model, active or not, with its price, followed by its variants (null columns for a model
 * without any). One statement, so a model's price and its variants' are read at the same moment.
 */
export function listModelAndVariantPrices(db: Kysely<Database>) {
  return db
    .selectFrom('vehicles')
    .leftJoin('variants', 'variants.vehicle_id', 'vehicles.id')
    .select((eb) => [
      'vehicles.id as vehicle_id',
      'vehicles.bike_name',
      modelPrice(eb).as('model_price'),
      'variants.id as variant_id',
      'variants.name as variant_name',
      'variants.price as variant_price',
    ])
    .orderBy('vehicles.type')
    .orderBy('vehicles.sort_order')
    .orderBy('vehicles.id')
    .orderBy('variants.sort_order')
    .orderBy('variants.id')
    .execute();
}

export function findVehicleIdBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('vehicles').select('id').where('slug', '=', slug).executeTakeFirst();
}

/** The base variant is the first one offered: lowest sort order, then oldest. Answers rows changed. */
export async function setBaseVariantPrice(
  db: Kysely<Database>,
  vehicleId: number,
  price: number,
): Promise<number> {
  const result = await db
    .updateTable('variants')
    .set({ price })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('variants')
        .select('id')
        .where('vehicle_id', '=', vehicleId)
        .orderBy('sort_order')
        .orderBy('id')
        .limit(1),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Sets a variant's price if it belongs to this model. Answers rows changed. */
export async function setVariantPrice(
  db: Kysely<Database>,
  vehicleId: number,
  variantId: number,
  price: number,
): Promise<number> {
  const result = await db
    .updateTable('variants')
    .set({ price })
    .where('id', '=', variantId)
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The model's own price column, which is its price only while it has no variants. */
export async function setOwnPrice(
  db: Kysely<Database>,
  vehicleId: number,
  price: number,
  now: number,
) {
  await db
    .updateTable('vehicles')
    .set({ price, updated_at: now })
    .where('id', '=', vehicleId)
    .execute();
}
