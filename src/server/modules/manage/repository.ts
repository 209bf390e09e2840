import type { Kysely } from 'kysely';
import type { Database, VehicleType } from '../../db/tables.js';
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

/** Every accessory with its model's name, in the order the public pages list the models. */
export function listAccessoriesWithModel(db: Kysely<Database>) {
  return db
    .selectFrom('accessories')
    .innerJoin('vehicles', 'vehicles.id', 'accessories.vehicle_id')
    .select([
      'accessories.id',
      'accessories.heading',
      'accessories.part_no',
      'accessories.price',
      'vehicles.bike_name',
    ])
    .orderBy('vehicles.type')
    .orderBy('vehicles.sort_order')
    .orderBy('accessories.sort_order')
    .orderBy('accessories.id')
    .execute();
}

/** Answers rows changed. */
export async function setAccessoryPrice(
  db: Kysely<Database>,
  id: number,
  price: number,
): Promise<number> {
  const result = await db
    .updateTable('accessories')
    .set({ price })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every model of one type, active or not. */
export function listVehiclesOfType(db: Kysely<Database>, type: VehicleType) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'bike_name', 'status'])
    .where('type', '=', type)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Sets the status of a model of this type. Answers rows changed. */
export async function setVehicleStatus(
  db: Kysely<Database>,
  vehicle: { id: number; type: VehicleType },
  status: number,
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('vehicles')
    .set({ status, updated_at: now })
    .where('id', '=', vehicle.id)
    .where('type', '=', vehicle.type)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function insertOffer(
  db: Kysely<Database>,
  offer: { title: string; description: string; image: string; created_at: number },
) {
  return db
    .insertInto('offers')
    .values(offer)
    .returning(['id', 'title', 'image', 'description'])
    .executeTakeFirstOrThrow();
}

/** Answers rows deleted. */
export async function deleteOffer(db: Kysely<Database>, id: number): Promise<number> {
  const result = await db.deleteFrom('offers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function insertGalleryImage(
  db: Kysely<Database>,
  image: { image_path: string; created_at: number },
) {
  return db
    .insertInto('gallery')
    .values(image)
    .returning(['id', 'image_path'])
    .executeTakeFirstOrThrow();
}

/** Answers rows deleted. */
export async function deleteGalleryImage(db: Kysely<Database>, id: number): Promise<number> {
  const result = await db.deleteFrom('gallery').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
