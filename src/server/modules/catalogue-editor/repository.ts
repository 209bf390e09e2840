import { sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database, NewVehicle, VehicleUpdate } from '../../db/tables.js';

/**
 * On PostgreSQL a read of what a change replaces locks the row, so two editors saving or
 * publishing the same model at once take turns; SQLite runs one transaction at a time anyway.
 */
const locksRows = (dialect: Dialect) => dialect === 'postgres';

/** An enquiry's model as lookups compare it: upper case, no spaces (normaliseBikeName in SQL). */
const enquiryModelSlug = sql<string>`replace(upper(enquiries.model), ' ', '')`;

/** Every model with whether it has a draft, in the order the public lists show them. */
export function listVehiclesWithDrafts(db: Kysely<Database>) {
  return db
    .selectFrom('vehicles')
    .leftJoin('catalogue_drafts', 'catalogue_drafts.vehicle_id', 'vehicles.id')
    .select([
      'vehicles.id',
      'vehicles.type',
      'vehicles.name',
      'vehicles.bike_name',
      'vehicles.slug',
      'vehicles.status',
      'vehicles.published',
      'vehicles.sort_order',
      'catalogue_drafts.document as draft',
    ])
    .orderBy('vehicles.type')
    .orderBy('vehicles.sort_order')
    .orderBy('vehicles.id')
    .execute();
}

/** Leads per model slug, repeats left out: one pass over the enquiries for the whole list. */
export function countLeadsBySlug(db: Kysely<Database>) {
  return db
    .selectFrom('enquiries')
    .select([enquiryModelSlug.as('slug'), (eb) => eb.fn.countAll<number | string>().as('leads')])
    .where('model', 'is not', null)
    .where('repeat_of', 'is', null)
    .groupBy(enquiryModelSlug)
    .execute();
}

/** Whether any enquiry at all (a repeat too) names the model. */
export async function hasLeadsNaming(db: Kysely<Database>, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('enquiries')
    .select('id')
    .where(enquiryModelSlug, '=', slug)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A model's row; given the dialect of a write's transaction, locked for it. */
export function findVehicle(db: Kysely<Database>, id: number, lockFor?: Dialect) {
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('id', '=', id)
    .$if(lockFor !== undefined && locksRows(lockFor), (q) => q.forUpdate())
    .executeTakeFirst();
}

export function findDraft(db: Kysely<Database>, vehicleId: number) {
  return db
    .selectFrom('catalogue_drafts')
    .select(['document', 'updated_at'])
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
}

export async function saveDraft(
  db: Kysely<Database>,
  draft: Insertable<Database['catalogue_drafts']>,
) {
  const { vehicle_id: _id, ...changes } = draft;
  await db
    .insertInto('catalogue_drafts')
    .values(draft)
    .onConflict((oc) => oc.column('vehicle_id').doUpdateSet(changes))
    .execute();
}

/**
 * A price set in Manage on a live row (a variant or an accessory, by id) is written into the
 * model's pending draft as well, so that publishing the draft later does not put the old price
 * back. A row the draft has dropped, or no draft at all, leaves nothing to do.
 */
export async function carryPriceIntoDraft(
  db: Kysely<Database>,
  vehicleId: number,
  part: 'variants' | 'accessories',
  rowId: number,
  price: number,
) {
  const draft = await findDraft(db, vehicleId);
  if (!draft) return;
  const document = JSON.parse(draft.document) as Record<
    typeof part,
    { id?: number; price: number }[]
  >;
  const row = document[part].find((candidate) => candidate.id === rowId);
  if (!row || row.price === price) return;
  row.price = price;
  await db
    .updateTable('catalogue_drafts')
    .set({ document: JSON.stringify(document) })
    .where('vehicle_id', '=', vehicleId)
    .execute();
}

export async function deleteDraft(db: Kysely<Database>, vehicleId: number) {
  await db.deleteFrom('catalogue_drafts').where('vehicle_id', '=', vehicleId).execute();
}

/**
 * Which of a name (lower-cased) and a slug another model holds, live or in its draft. The unique
 * indexes on vehicles decide a race; this answers with the field to blame.
 */
export async function findClashes(
  db: Kysely<Database>,
  exceptId: number | null,
  nameKey: string,
  slug: string,
) {
  const live = await db
    .selectFrom('vehicles')
    .select([sql<string>`lower(name)`.as('name_key'), 'slug'])
    .where((eb) => eb.or([eb(sql`lower(name)`, '=', nameKey), eb('slug', '=', slug)]))
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as number))
    .execute();
  const drafts = await db
    .selectFrom('catalogue_drafts')
    .select(['name_key', 'slug'])
    .where((eb) => eb.or([eb('name_key', '=', nameKey), eb('slug', '=', slug)]))
    .$if(exceptId !== null, (q) => q.where('vehicle_id', '!=', exceptId as number))
    .execute();
  const rows = [...live, ...drafts];
  return {
    nameTaken: rows.some((row) => row.name_key === nameKey),
    slugTaken: rows.some((row) => row.slug === slug),
  };
}

/** The stored media among these hashes, as "hash.ext". */
export async function findStoredMedia(
  db: Kysely<Database>,
  hashes: string[],
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('media')
    .select(['hash', 'ext'])
    .where('hash', 'in', hashes)
    .execute();
  return new Set(rows.map((row) => `${row.hash}.${row.ext}`));
}

export async function insertVehicle(db: Kysely<Database>, vehicle: NewVehicle): Promise<number> {
  const { id } = await db
    .insertInto('vehicles')
    .values(vehicle)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateVehicle(db: Kysely<Database>, id: number, changes: VehicleUpdate) {
  await db.updateTable('vehicles').set(changes).where('id', '=', id).execute();
}

export async function deleteVehicle(db: Kysely<Database>, id: number) {
  await db.deleteFrom('vehicles').where('id', '=', id).execute();
}

/** Everything the public pages show of a model besides its vehicles row, in their order. */
export async function readLiveParts(db: Kysely<Database>, vehicleId: number) {
  const [variants, colours, features, accessories, specs, frames] = await Promise.all([
    db
      .selectFrom('variants')
      .select(['id', 'name', 'price'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('colours')
      .select(['id', 'name', 'hex', 'image'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('features')
      .select([
        'id',
        'heading',
        'heading_mr',
        'heading_hi',
        'description',
        'description_mr',
        'description_hi',
        'image',
      ])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('accessories')
      .select(['id', 'heading', 'description', 'part_no', 'price', 'image'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('vehicle_specs')
      .select(['spec_group', 'label', 'value'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('frames_360')
      .select(['image'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('frame_no')
      .execute(),
  ]);
  return { variants, colours, features, accessories, specs, frames };
}

type PartTable = 'variants' | 'colours' | 'features' | 'accessories';

/** The ids of a model's rows in one of its part tables. */
export async function listPartIds(
  db: Kysely<Database>,
  table: PartTable,
  vehicleId: number,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom(table as 'variants')
    .select('id')
    .where('vehicle_id', '=', vehicleId)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes a model's rows in a part table exactly `rows`, in order: a row with the id of one of the
 * model's rows updates it in place (its id, and what points at it, stays), the others are
 * inserted, and rows no longer listed are deleted.
 */
export async function syncParts(
  db: Kysely<Database>,
  table: PartTable,
  vehicleId: number,
  rows: { id?: number | undefined; values: Record<string, string | number | null> }[],
) {
  const kept = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  // Kysely cannot narrow a union of tables; the columns come from the caller, per table.
  const target = table as 'variants';
  await db
    .deleteFrom(target)
    .where('vehicle_id', '=', vehicleId)
    .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
    .execute();
  for (const [sortOrder, row] of rows.entries()) {
    const values = { ...row.values, sort_order: sortOrder } as never;
    if (row.id !== undefined) {
      const updated = await db
        .updateTable(target)
        .set(values)
        .where('id', '=', row.id)
        .where('vehicle_id', '=', vehicleId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) continue;
    }
    await db
      .insertInto(target)
      .values({ ...(values as object), vehicle_id: vehicleId } as never)
      .execute();
  }
}

/** Replaces a model's specification rows (no id points at one). */
export async function replaceSpecs(
  db: Kysely<Database>,
  vehicleId: number,
  specs: { spec_group: string; label: string; value: string }[],
) {
  await db.deleteFrom('vehicle_specs').where('vehicle_id', '=', vehicleId).execute();
  if (specs.length === 0) return;
  await db
    .insertInto('vehicle_specs')
    .values(specs.map((spec, i) => ({ ...spec, vehicle_id: vehicleId, sort_order: i })))
    .execute();
}

/** Replaces a model's 360° frames, numbered in the order given. */
export async function replaceFrames(db: Kysely<Database>, vehicleId: number, frames: string[]) {
  await db.deleteFrom('frames_360').where('vehicle_id', '=', vehicleId).execute();
  if (frames.length === 0) return;
  await db
    .insertInto('frames_360')
    .values(frames.map((image, frameNo) => ({ vehicle_id: vehicleId, frame_no: frameNo, image })))
    .execute();
}

export async function insertRenditions(
  db: Kysely<Database>,
  renditions: Insertable<Database['media_renditions']>[],
) {
  await db
    .insertInto('media_renditions')
    .values(renditions)
    .onConflict((oc) => oc.columns(['src', 'width', 'format']).doNothing())
    .execute();
}

/** The stored widths of pictures, by their src path. */
export function findRenditions(db: Kysely<Database>, srcs: string[]) {
  if (srcs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media_renditions')
    .select(['src', 'width', 'height', 'path'])
    .where('src', 'in', srcs)
    .where('format', '=', 'webp')
    .orderBy('src')
    .orderBy('width')
    .execute();
}
