import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Role } from '../../../shared/roles.js';
import type { AdminsTable, AttemptKind, Database } from '../../db/tables.js';

// Admins

export function findAdminByUserId(db: Kysely<Database>, userId: string) {
  return db.selectFrom('admins').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findAdminById(db: Kysely<Database>, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasAnyAdmin(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Inserts an admin, or gives the one with this user id the new password hash, re-enabled and with
 * no forced change (the console recovers an owner who forgot the password or was disabled); its
 * role changes only when one is given.
 */
export async function upsertAdminPassword(
  db: Kysely<Database>,
  admin: { userId: string; passwordHash: string; userName: string; role?: Role | undefined },
): Promise<void> {
  await db
    .insertInto('admins')
    .values({
      user_id: admin.userId,
      password_hash: admin.passwordHash,
      user_name: admin.userName,
      role: admin.role ?? 'owner',
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        password_hash: admin.passwordHash,
        status: 1,
        expire_at: null,
        must_change_password: 0,
        ...(admin.role ? { role: admin.role } : {}),
      }),
    )
    .execute();
}

/** Writes the given columns of one admin (profile fields, password hash). */
export async function updateAdmin(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<AdminsTable>,
): Promise<void> {
  await db.updateTable('admins').set(changes).where('id', '=', id).execute();
}

/** Dealer 1's name: a new admin's display name until they set their own. */
export async function findDealerName(db: Kysely<Database>): Promise<string | undefined> {
  const dealer = await db
    .selectFrom('dealers')
    .select('name')
    .where('id', '=', 1)
    .executeTakeFirst();
  return dealer?.name;
}

// Sessions

export async function insertSession(
  db: Kysely<Database>,
  session: {
    id_hash: string;
    admin_id: number;
    created_at: number;
    last_seen_at: number;
    ip: string;
    user_agent: string;
  },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** A session with the fields of its admin that decide whether it still stands. */
export function findSessionWithAdmin(db: Kysely<Database>, idHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select([
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at',
      'admins.id',
      'admins.user_id',
      'admins.status',
      'admins.role',
      'admins.must_change_password',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function touchSession(
  db: Kysely<Database>,
  idHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of an admin except the one given (after a password change). */
export async function deleteOtherSessions(
  db: Kysely<Database>,
  adminId: number,
  keepHash: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('admin_id', '=', adminId)
    .where('id_hash', '!=', keepHash)
    .execute();
}

// Throttled tries (sign-in, current-password checks)

/**
 * Takes the key's lock until the transaction ends (PostgreSQL locks the upserted row; SQLite has
 * one writer at a time), so that tries on one key count and record themselves one after another.
 */
export async function lockAttemptKey(trx: Transaction<Database>, key: string): Promise<void> {
  await trx
    .insertInto('attempt_locks')
    .values({ key })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })))
    .execute();
}

/**
 * The tries that count against a key: recorded after `since` and after the key's last success
 * within it, newest first, at most `limit` of them. Tries still being verified count.
 */
export function listCountedTries(
  trx: Transaction<Database>,
  tries: {
    kind: AttemptKind;
    key: 'user_id' | 'ip';
    value: string;
    since: number;
    limit: number;
  },
) {
  const { kind, key, value, since } = tries;
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
    .limit(tries.limit)
    .execute();
}

/** Records a try as a failure until it proves right; answers its id. */
export async function insertFailedAttempt(
  trx: Transaction<Database>,
  attempt: { kind: AttemptKind; user_id: string; ip: string; created_at: number },
): Promise<number> {
  const row = await trx
    .insertInto('login_attempts')
    .values({ ...attempt, succeeded: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markAttemptSucceeded(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('login_attempts').set({ succeeded: 1 }).where('id', '=', id).execute();
}

/**
 * Forgets tries recorded at or before `expiredAt` (no count reads them) and the lock rows of keys
 * left with no try: one address typing random user ids must not grow either table for ever.
 */
export async function deleteExpiredAttempts(
  db: Kysely<Database>,
  expiredAt: number,
): Promise<void> {
  await db.deleteFrom('login_attempts').where('created_at', '<=', expiredAt).execute();
  await db
    .deleteFrom('attempt_locks')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('login_attempts')
            .select('login_attempts.id')
            .where(
              sql<boolean>`attempt_locks.key in (login_attempts.kind || ':user_id:' || login_attempts.user_id, login_attempts.kind || ':ip:' || login_attempts.ip)`,
            ),
        ),
      ),
    )
    .execute();
}
