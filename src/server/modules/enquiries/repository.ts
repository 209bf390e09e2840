import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database, Enquiry, NewEnquiry } from '../../db/tables.js';

/** A lead just stored, as the work done in its own transaction sees it. */
export interface StoredLead {
  id: number;
  kind: NewEnquiry['kind'];
  /** The original's id when this row is a repeat of it; null for a lead of its own. */
  repeatOf: number | null;
  createdAt: number;
}

/** Enough to find the first of a burst of resends; a phone sending more is not a person. */
const RECENT_LIMIT = 50;

/**
 * Stores an enquiry. When `isSameAs` recognises one the same phone sent for the same kind after
 * `since`, the new row is stored as a repeat pointing at the original (the first of them).
 * Check and insert share one transaction and, on PostgreSQL, a lock on (kind, phone), so two
 * identical enquiries landing together (a double click, two instances) end as one original and
 * one repeat. `onStored` runs in the same transaction, so what it writes (assignment, alert) is
 * stored with the lead or not at all. Answers the original's id for a repeat, null for a lead of
 * its own.
 */
export function insertEnquiry(
  db: Kysely<Database>,
  dialect: Dialect,
  row: NewEnquiry & { phone: string },
  since: number,
  isSameAs: (stored: Enquiry) => boolean,
  onStored: (trx: Kysely<Database>, lead: StoredLead) => Promise<void>,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
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
    const { id } = await trx
      .insertInto('enquiries')
      .values({ ...row, repeat_of: repeatOf })
      .returning('id')
      .executeTakeFirstOrThrow();
    await onStored(trx, { id, kind: row.kind, repeatOf, createdAt: row.created_at ?? Date.now() });
    return repeatOf;
  });
}

/**
 * Counts one request for `key` in one statement: a new key, or one whose window began at or before
 * `expiredAt`, starts a window at `now` with a count of 1; otherwise its count goes up by one. The
 * row lock of the upsert serialises requests for the same key across every connection and
 * instance, so no two of them read the same count. Answers the count and its window's start.
 */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  now: number,
  expiredAt: number,
): Promise<{ count: number; windowStart: number }> {
  const row = await db
    .insertInto('enquiry_rate_limits')
    .values({ key, count: 1, window_start: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const expired = eb('enquiry_rate_limits.window_start', '<=', expiredAt);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('enquiry_rate_limits.count', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when(expired)
            .then(now)
            .else(eb.ref('enquiry_rate_limits.window_start'))
            .end(),
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/** Deletes the counts whose window began at or before `expiredAt`; a later request starts afresh anyway. */
export async function deleteExpiredCounts(db: Kysely<Database>, expiredAt: number): Promise<void> {
  await db.deleteFrom('enquiry_rate_limits').where('window_start', '<=', expiredAt).execute();
}

/**
 * Runs `work` behind a savepoint of `trx`: when it throws, only what it wrote is undone and the
 * transaction goes on. Answers the error it threw, undefined when it succeeded.
 * A savepoint that held is not released: the commit keeps what it wrote all the same, and a
 * release would be one more statement on the lead path while the rotation's lock is held. A later
 * savepoint of the same name is the one a rollback goes back to.
 */
export async function behindSavepoint(
  trx: Kysely<Database>,
  work: () => Promise<void>,
): Promise<unknown> {
  await sql`savepoint lead_follow_on`.execute(trx);
  try {
    await work();
  } catch (error) {
    await sql`rollback to savepoint lead_follow_on`.execute(trx);
    return error;
  }
  return undefined;
}
