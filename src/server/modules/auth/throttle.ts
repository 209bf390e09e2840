import type { Kysely, Transaction } from 'kysely';
import type { AttemptKind, Database } from '../../db/tables.js';

/** At most 5 tries per key within 15 minutes; a success on a key starts its count again. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

type AttemptKey = 'user_id' | 'ip';

/**
 * What each kind of try is counted by. A password change is made from a signed-in session, so
 * the account alone bounds it; a sign-in is also bounded per address, against one address
 * guessing across many accounts.
 */
const LIMITED_BY: Record<AttemptKind, readonly AttemptKey[]> = {
  login: ['user_id', 'ip'],
  password_change: ['user_id'],
};

export interface AttemptInput {
  kind: AttemptKind;
  userId: string;
  ip: string;
  now: number;
}

export type Reservation =
  | {
      allowed: true;
      /** The recorded try, to be marked a success once its password proves right. */
      id: number;
      /** 1 for the first counted try in the window, LOGIN_FAILURE_LIMIT for the last allowed. */
      position: number;
    }
  | { allowed: false; retryAfterMs: number };

/**
 * Takes the key's lock until the transaction ends (PostgreSQL locks the upserted row; SQLite has
 * one writer at a time), so that tries on one key count and record themselves one after another.
 */
async function lockKey(trx: Transaction<Database>, key: string): Promise<void> {
  await trx
    .insertInto('attempt_locks')
    .values({ key })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })))
    .execute();
}

/**
 * The tries that count against a key: within the window and recorded after the key's last
 * success, newest first, at most LOGIN_FAILURE_LIMIT of them. Tries still being verified count.
 */
function countedTries(
  trx: Transaction<Database>,
  kind: AttemptKind,
  key: AttemptKey,
  value: string,
  now: number,
) {
  const since = now - LOGIN_WINDOW_MS;
  return trx
    .selectFrom('login_attempts')
    .select(['id', 'created_at'])
    .where('kind', '=', kind)
    .where(key, '=', value)
    .where('created_at', '>', since)
    .where('succeeded', '=', 0)
    .where('id', '>', (eb) =>
      eb
        .selectFrom('login_attempts')
        .select((s) => s.fn.coalesce(s.fn.max('id'), s.lit(0)).as('last_success'))
        .where('kind', '=', kind)
        .where(key, '=', value)
        .where('created_at', '>', since)
        .where('succeeded', '=', 1),
    )
    .orderBy('id', 'desc')
    .limit(LOGIN_FAILURE_LIMIT)
    .execute();
}

/**
 * Lets a try through and records it, or answers how long until one may be tried again. Counting
 * and recording happen under each key's lock, so however many tries arrive together, at most
 * LOGIN_FAILURE_LIMIT per key are let through in any window. Side effect: inserts the try as a
 * failure; `recordSuccess` turns it into a success.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  attempt: AttemptInput,
): Promise<Reservation> {
  const userId = attempt.userId.slice(0, 64);
  return db.transaction().execute(async (trx) => {
    let retryAfterMs = 0;
    let position = 1;
    // Always account before address: two tries never wait on each other's locks in a cycle.
    for (const key of LIMITED_BY[attempt.kind]) {
      const value = key === 'user_id' ? userId : attempt.ip;
      await lockKey(trx, `${attempt.kind}:${key}:${value}`);
      const tries = await countedTries(trx, attempt.kind, key, value, attempt.now);
      position = Math.max(position, tries.length + 1);
      if (tries.length >= LOGIN_FAILURE_LIMIT) {
        // Blocked until the oldest of the last five tries leaves the window.
        const oldest = Math.min(...tries.map((t) => t.created_at));
        retryAfterMs = Math.max(retryAfterMs, oldest + LOGIN_WINDOW_MS - attempt.now, 1);
      }
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    const row = await trx
      .insertInto('login_attempts')
      .values({
        kind: attempt.kind,
        user_id: userId,
        ip: attempt.ip,
        succeeded: 0,
        created_at: attempt.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { allowed: true, id: row.id, position };
  });
}

/** Marks a let-through try as a success, which starts its keys' counts again. */
export async function recordSuccess(db: Kysely<Database>, attemptId: number): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ succeeded: 1 })
    .where('id', '=', attemptId)
    .execute();
}
