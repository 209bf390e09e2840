import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, VehicleType } from '../../db/tables.js';

/**
 * A model's price: its lowest variant price, or its own `price` column when it has no variants.
 * The one place this rule lives; every price the public sees is read through it.
 */
export function modelPrice(eb: ExpressionBuilder<Database, 'vehicles'>) {
  return eb.fn.coalesce(
    // Aliased: a query that joins variants itself must not capture this subquery's rows.
    eb
      .selectFrom('variants as priced')
      .select((v) => v.fn.min('priced.price').as('lowest'))
      .whereRef('priced.vehicle_id', '=', 'vehicles.id'),
    eb.ref('vehicles.price'),
  );
}

/**
 * Vehicle rows whose `price` is the model's price (modelPrice), never the bare column, which is
 * stale for a model with variants: staff price the variants.
 */
function selectVehicles(db: Kysely<Database>) {
  return db
    .selectFrom('vehicles')
    .select([
      'id',
      'type',
      'name',
      'bike_name',
      'slug',
      'name_img',
      'bike_icon',
      'image',
      'engine',
      'engine_cc',
      'tagline',
      'tagline_mr',
      'tagline_hi',
      'power',
      'transmission',
      'document',
      'details',
      'details_mr',
      'details_hi',
      'status',
      'published',
      'sort_order',
      'created_at',
      'updated_at',
    ])
    .select((eb) => modelPrice(eb).as('price'));
}

export function listActiveVehicles(db: Kysely<Database>, type: VehicleType) {
  return selectVehicles(db)
    .where('type', '=', type)
    .where('status', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * A vehicle by slug, active or not: the one lookup behind the public catalogue and the enquiry
 * forms (the service decides what an inactive one means).
 */
export function findVehicleBySlug(db: Kysely<Database>, slug: string) {
  return selectVehicles(db).where('slug', '=', slug).executeTakeFirst();
}

export function listSpecs(db: Kysely<Database>, vehicleId: number) {
  return db
    .selectFrom('vehicle_specs')
    .select(['spec_group', 'label', 'value'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listVariants(db: Kysely<Database>, vehicleId: number) {
  return db
    .selectFrom('variants')
    .select(['name', 'price'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listFeatures(db: Kysely<Database>, vehicleId: number) {
  return db
    .selectFrom('features')
    .select([
      'heading',
      'heading_mr',
      'heading_hi',
      'image',
      'description',
      'description_mr',
      'description_hi',
    ])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listAccessories(db: Kysely<Database>, vehicleId: number) {
  return db
    .selectFrom('accessories')
    .select(['heading', 'image', 'description', 'part_no', 'price'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listColours(db: Kysely<Database>, vehicleId: number) {
  return db
    .selectFrom('colours')
    .select(['id', 'image', 'name', 'hex'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listFrames360(db: Kysely<Database>, vehicleId: number) {
  return db
    .selectFrom('frames_360')
    .select(['image'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('frame_no')
    .execute();
}

export function listGallery(db: Kysely<Database>) {
  return db.selectFrom('gallery').select(['id', 'image_path']).orderBy('id', 'desc').execute();
}

export function listOffers(db: Kysely<Database>) {
  return db
    .selectFrom('offers')
    .select([
      'id',
      'title',
      'title_mr',
      'title_hi',
      'image',
      'description',
      'description_mr',
      'description_hi',
    ])
    .orderBy('id', 'desc')
    .execute();
}

/** The settings row whose value changes whenever staff change anything the public pages show. */
const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** The stored catalogue version; '0' before anything was ever changed. */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', CATALOGUE_VERSION_KEY)
    .executeTakeFirst();
  return row?.value ?? '0';
}

export async function writeCatalogueVersion(db: Kysely<Database>, version: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: CATALOGUE_VERSION_KEY, value: version })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
    .execute();
}
