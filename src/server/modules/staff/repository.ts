import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { AdminsTable, Database } from '../../db/tables.js';
import type { Dialect } from '../../db/database.js';

export function listStaff(db: Kysely<Database>) {
  return db
    .selectFrom('admins')
    .select([
      'id',
      'user_id',
      'user_name',
      'mobile_no',
      'email',
      'role',
      'status',
      'last_sign_in_at',
      'must_change_password',
    ])
    .orderBy('id')
    .execute();
}

/** Inserts an account; the unique index on user_id refuses a taken one (see isUniqueViolation). */
export async function insertStaff(
  db: Kysely<Database>,
  account: Insertable<AdminsTable>,
): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values(account)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The accounts a staff change must decide on, locked until the transaction ends: every owner (for
 * the last-owner rule), the acting account and the target. On PostgreSQL the rows are locked
 * `for no key update` in id order, so two owners changing each other wait in turn and the second
 * sees the first's change, while a sign-in (whose new session only needs the row to stay) does not
 * wait; SQLite has one writer at a time, which serialises the transactions anyway.
 */
export function lockDecidingAccounts(
  trx: Transaction<Database>,
  dialect: Dialect,
  accounts: { actorId: number; targetUserId: string },
) {
  const query = trx
    .selectFrom('admins')
    .select(['id', 'user_id', 'role', 'status'])
    .where((eb) =>
      eb.or([
        eb('role', '=', 'owner'),
        eb('id', '=', accounts.actorId),
        eb('user_id', '=', accounts.targetUserId),
      ]),
    )
    .orderBy('id');
  return (dialect === 'postgres' ? query.forNoKeyUpdate() : query).execute();
}

export async function updateStaff(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<AdminsTable>,
): Promise<void> {
  await db.updateTable('admins').set(changes).where('id', '=', id).execute();
}

/** Ends every session of an account (disabled, or its password reset). */
export async function deleteSessionsOf(db: Kysely<Database>, adminId: number): Promise<void> {
  await db.deleteFrom('sessions').where('admin_id', '=', adminId).execute();
}
