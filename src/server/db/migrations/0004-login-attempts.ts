import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Throttled tries are counted before they are verified, so tries arriving together cannot all
 * read "under the limit": each key (an account or an address) gets a row that a try locks in its
 * transaction while it counts and records itself. Password-change tries share the attempt log,
 * told apart by `kind`.
 */
export const loginAttemptsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('login_attempts')
      .addColumn('kind', 'text', (col) =>
        col
          .notNull()
          .defaultTo('login')
          .check(sql`kind in ('login', 'password_change')`),
      )
      .execute();
    await db.schema
      .createTable('attempt_locks')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('attempt_locks').ifExists().execute();
    await db.schema.alterTable('login_attempts').dropColumn('kind').execute();
  },
};
