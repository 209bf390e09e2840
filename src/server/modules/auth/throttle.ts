import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

/** Issue 5: after 5 failures within 15 minutes, logins are refused until the window passes. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

type AttemptKey = 'user_id' | 'ip';

/**
 * Milliseconds until a login for this account or address may be tried again, or 0 when it may be
 * tried now. Failures count within the window and after the key's last success.
 */
async function blockedFor(db: Kysely<Database>, key: AttemptKey, value: string, now: number) {
  const since = now - LOGIN_WINDOW_MS;
  const lastSuccess = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where(key, '=', value)
    .where('succeeded', '=', 1)
    .where('created_at', '>', since)
    .executeTakeFirst();
  const failures = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where(key, '=', value)
    .where('succeeded', '=', 0)
    .where('created_at', '>', Math.max(since, Number(lastSuccess?.at ?? 0)))
    .orderBy('created_at', 'desc')
    .limit(LOGIN_FAILURE_LIMIT)
    .execute();
  if (failures.length < LOGIN_FAILURE_LIMIT) return 0;
  // Blocked until the oldest of the last five failures leaves the window.
  const oldest = failures[failures.length - 1]?.created_at ?? now;
  return Math.max(0, oldest + LOGIN_WINDOW_MS - now);
}

/** The longer of the account's and the address's block, in milliseconds (0 = not blocked). */
export async function loginBlockedFor(
  db: Kysely<Database>,
  userId: string,
  ip: string,
  now: number,
): Promise<number> {
  const [byAccount, byAddress] = await Promise.all([
    blockedFor(db, 'user_id', userId, now),
    blockedFor(db, 'ip', ip, now),
  ]);
  return Math.max(byAccount, byAddress);
}

export async function recordLoginAttempt(
  db: Kysely<Database>,
  attempt: { userId: string; ip: string; succeeded: boolean; now: number },
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      user_id: attempt.userId.slice(0, 64),
      ip: attempt.ip,
      succeeded: attempt.succeeded ? 1 : 0,
      created_at: attempt.now,
    })
    .execute();
}
