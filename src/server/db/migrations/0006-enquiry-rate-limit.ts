import type { Kysely, Migration } from 'kysely';

/**
 * The enquiry limit's per-address counters, shared by every instance on one PostgreSQL database.
 * A row is one address's current window; a request past the window starts it again. On SQLite
 * (one process) the counters stay in memory and this table stays empty.
 */
export const enquiryRateLimitMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('enquiry_rate_limits')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('count', 'integer', (col) => col.notNull())
      // Epoch milliseconds; "bigint" has integer affinity on SQLite.
      .addColumn('window_start', 'bigint', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('enquiry_rate_limits').ifExists().execute();
  },
};
