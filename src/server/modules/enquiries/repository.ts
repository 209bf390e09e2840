import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database, NewEnquiry } from '../../db/tables.js';

/**
 * Inserts the enquiry unless the same phone sent the same kind of enquiry after `since`; answers
 * whether it inserted. Check and insert share one transaction, and on PostgreSQL a lock on
 * (kind, phone), so a double-click landing on two instances still stores one row.
 */
export function insertUnlessRecent(
  database: DatabaseHandle,
  row: NewEnquiry & { phone: string },
  since: number,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(${`enquiry:${row.kind}:${row.phone}`}))`.execute(
        trx,
      );
    }
    const recent = await trx
      .selectFrom('enquiries')
      .select('id')
      .where('kind', '=', row.kind)
      .where('phone', '=', row.phone)
      .where('created_at', '>', since)
      .limit(1)
      .executeTakeFirst();
    if (recent) return false;
    await trx.insertInto('enquiries').values(row).execute();
    return true;
  });
}

/** A catalogue vehicle by slug with the colour and variant names a product enquiry may pick. */
export async function findVehicleChoices(db: Kysely<Database>, slug: string) {
  const vehicle = await db
    .selectFrom('vehicles')
    .select(['id', 'bike_name'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!vehicle) return undefined;
  const [colours, variants] = await Promise.all([
    db.selectFrom('colours').select('name').where('vehicle_id', '=', vehicle.id).execute(),
    db.selectFrom('variants').select('name').where('vehicle_id', '=', vehicle.id).execute(),
  ]);
  return {
    bikeName: vehicle.bike_name,
    colours: colours.map((c) => c.name),
    variants: variants.map((v) => v.name),
  };
}
