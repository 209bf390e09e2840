import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Enquiry, NewEnquiry } from '../../db/tables.js';

/** Enough to find the first of a burst of resends; a phone sending more is not a person. */
const RECENT_LIMIT = 50;

/**
 * Stores an enquiry. When `isSameAs` recognises one the same phone sent for the same kind after
 * `since`, the new row is stored as a repeat pointing at the original (the first of them).
 * Check and insert share one transaction and, on PostgreSQL, a lock on (kind, phone), so two
 * identical enquiries landing together (a double click, two instances) end as one original and
 * one repeat. Answers the original's id for a repeat, null for a lead of its own.
 */
export function insertEnquiry(
  database: DatabaseHandle,
  row: NewEnquiry & { phone: string },
  since: number,
  isSameAs: (stored: Enquiry) => boolean,
): Promise<number | null> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(${`enquiry:${row.kind}:${row.phone}`}))`.execute(
        trx,
      );
    }
    const recent = await trx
      .selectFrom('enquiries')
      .selectAll()
      .where('kind', '=', row.kind)
      .where('phone', '=', row.phone)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_LIMIT)
      .execute();
    const same = recent.findLast(isSameAs);
    const repeatOf = same ? (same.repeat_of ?? same.id) : null;
    await trx
      .insertInto('enquiries')
      .values({ ...row, repeat_of: repeatOf })
      .execute();
    return repeatOf;
  });
}
