import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/tables.js';

/** PostgreSQL locks the rows a reorder reads; SQLite's one writer needs no lock. */
const locksRows = (dialect: Dialect) => dialect === 'postgres';

/** Every slide with all its texts, in the order the slideshow shows them. */
export function listSlides(db: Kysely<Database>) {
  return db.selectFrom('slides').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function findSlide(db: Kysely<Database>, id: number) {
  return db.selectFrom('slides').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids of every slide in slideshow order, locked until the transaction ends (PostgreSQL). */
export function listSlideIdsForUpdate(db: Kysely<Database>, dialect: Dialect) {
  return db
    .selectFrom('slides')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .$if(locksRows(dialect), (q) => q.forUpdate())
    .execute();
}

export async function countSlides(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('slides')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The sort order after the last slide: a new slide is shown last. */
export async function nextSortOrder(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('slides')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export function insertSlide(db: Kysely<Database>, slide: Insertable<Database['slides']>) {
  return db.insertInto('slides').values(slide).returningAll().executeTakeFirstOrThrow();
}

/** Answers the changed slide, or nothing when there is no such slide. */
export function updateSlide(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<Database['slides']>,
) {
  return db
    .updateTable('slides')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Gives each slide its place: the first id is shown first. */
export async function setSlideOrder(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.updateTable('slides').set({ sort_order: position }).where('id', '=', id).execute();
  }
}

/** Answers the deleted slide, or nothing when there was no such slide. */
export function deleteSlide(db: Kysely<Database>, id: number) {
  return db.deleteFrom('slides').where('id', '=', id).returningAll().executeTakeFirst();
}
