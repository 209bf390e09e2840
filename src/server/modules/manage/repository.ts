import type { Insertable, Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
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
    .where('vehicles.published', '=', 1)
    .orderBy('vehicles.type')
    .orderBy('vehicles.sort_order')
    .orderBy('vehicles.id')
    .orderBy('variants.sort_order')
    .orderBy('variants.id')
    .execute();
}

/**
 * A read of what a change is about to replace, for its audit record. On PostgreSQL it locks the
 * row until the transaction ends, so two changes arriving together record a true before → after
 * each; SQLite runs one transaction at a time, and knows no FOR UPDATE.
 */
const locksRows = (dialect: Dialect) => dialect === 'postgres';

export function findVehicleBySlug(db: Kysely<Database>, dialect: Dialect, slug: string) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'bike_name', 'price'])
    .where('slug', '=', slug)
    .where('published', '=', 1)
    .$if(locksRows(dialect), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The base variant is the first one offered: lowest sort order, then oldest. */
export function findBaseVariant(db: Kysely<Database>, dialect: Dialect, vehicleId: number) {
  return db
    .selectFrom('variants')
    .select(['id', 'name', 'price'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(1)
    .$if(locksRows(dialect), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** A variant of this model, or nothing when the id names another model's variant. */
export function findVariant(
  db: Kysely<Database>,
  dialect: Dialect,
  vehicleId: number,
  variantId: number,
) {
  return db
    .selectFrom('variants')
    .select(['id', 'name', 'price'])
    .where('id', '=', variantId)
    .where('vehicle_id', '=', vehicleId)
    .$if(locksRows(dialect), (q) => q.forUpdate())
    .executeTakeFirst();
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
    .where('vehicles.published', '=', 1)
    .orderBy('vehicles.type')
    .orderBy('vehicles.sort_order')
    .orderBy('accessories.sort_order')
    .orderBy('accessories.id')
    .execute();
}

/** An accessory with its model's name, for the audit record of a change to it. */
export function findAccessory(db: Kysely<Database>, dialect: Dialect, id: number) {
  return db
    .selectFrom('accessories')
    .innerJoin('vehicles', 'vehicles.id', 'accessories.vehicle_id')
    .select([
      'accessories.heading',
      'accessories.part_no',
      'accessories.price',
      'accessories.vehicle_id',
      'vehicles.bike_name',
    ])
    .where('accessories.id', '=', id)
    .$if(locksRows(dialect), (q) => q.forUpdate())
    .executeTakeFirst();
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

/**
 * Every published model of one type, active or not. A model never published is the catalogue
 * editor's alone: switching it on here would put an unfinished draft on the public site.
 */
export function listVehiclesOfType(db: Kysely<Database>, type: VehicleType) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'bike_name', 'status'])
    .where('type', '=', type)
    .where('published', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** A model of this type, with the status a change is about to replace. */
export function findVehicleOfType(
  db: Kysely<Database>,
  dialect: Dialect,
  vehicle: { id: number; type: VehicleType },
) {
  return db
    .selectFrom('vehicles')
    .select(['bike_name', 'status'])
    .where('id', '=', vehicle.id)
    .where('type', '=', vehicle.type)
    .where('published', '=', 1)
    .$if(locksRows(dialect), (q) => q.forUpdate())
    .executeTakeFirst();
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
    .where('published', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function insertOffer(db: Kysely<Database>, offer: Insertable<Database['offers']>) {
  return db
    .insertInto('offers')
    .values(offer)
    .returning(['id', 'title', 'image', 'description'])
    .executeTakeFirstOrThrow();
}

/** Answers the deleted offer's title, or nothing when there was no such offer. */
export function deleteOffer(db: Kysely<Database>, id: number) {
  return db.deleteFrom('offers').where('id', '=', id).returning(['title']).executeTakeFirst();
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

/** Answers the deleted image, or nothing when there was no such image. */
export function deleteGalleryImage(db: Kysely<Database>, id: number) {
  return db
    .deleteFrom('gallery')
    .where('id', '=', id)
    .returning(['id', 'image_path'])
    .executeTakeFirst();
}
