import type { Kysely } from 'kysely';
import type { AttemptKind, Database } from '../../db/tables.js';
import { oncePerWindow } from '../../lib/once-per-window.js';
import * as repo from './repository.js';

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

/** One sweep a window per database: tries older than the window are never read again. */
const sweeps = new WeakMap<Kysely<Database>, (now: number) => boolean>();
async function sweepExpired(db: Kysely<Database>, now: number): Promise<void> {
  let due = sweeps.get(db);
  if (!due) sweeps.set(db, (due = oncePerWindow(LOGIN_WINDOW_MS)));
  if (due(now)) await repo.deleteExpiredAttempts(db, now - LOGIN_WINDOW_MS);
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
  await sweepExpired(db, attempt.now);
  const userId = attempt.userId.slice(0, 64);
  return db.transaction().execute(async (trx) => {
    let retryAfterMs = 0;
    let position = 1;
    // Always account before address: two tries never wait on each other's locks in a cycle.
    for (const key of LIMITED_BY[attempt.kind]) {
      const value = key === 'user_id' ? userId : attempt.ip;
      await repo.lockAttemptKey(trx, `${attempt.kind}:${key}:${value}`);
      const tries = await repo.listCountedTries(trx, {
        kind: attempt.kind,
        key,
        value,
        since: attempt.now - LOGIN_WINDOW_MS,
        limit: LOGIN_FAILURE_LIMIT,
      });
      position = Math.max(position, tries.length + 1);
      if (tries.length >= LOGIN_FAILURE_LIMIT) {
        // Blocked until the oldest of the last five tries leaves the window.
        const oldest = Math.min(...tries.map((t) => t.created_at));
        retryAfterMs = Math.max(retryAfterMs, oldest + LOGIN_WINDOW_MS - attempt.now, 1);
      }
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    const id = await repo.insertFailedAttempt(trx, {
      kind: attempt.kind,
      user_id: userId,
      ip: attempt.ip,
      created_at: attempt.now,
    });
    return { allowed: true, id, position };
  });
}

/** Marks a let-through try as a success, which starts its keys' counts again. */
export function recordSuccess(db: Kysely<Database>, attemptId: number): Promise<void> {
  return repo.markAttemptSucceeded(db, attemptId);
}
