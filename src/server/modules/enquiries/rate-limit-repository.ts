import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

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
