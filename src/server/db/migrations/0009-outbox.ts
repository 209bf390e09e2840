import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The e-mail outbox: a row is written in the same transaction as what it tells about (a new lead)
 * and a worker sends it afterwards, so an alert is never lost with a crash and never sent for a
 * lead that was not stored. `claimed_until` lets a row claimed by a sender that died be claimed
 * again; `digest_day` is unique so two instances write one morning digest a day.
 */
export function outboxMigration(dialect: Dialect): Migration {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('outbox');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('created_at', bigint, (col) => col.notNull())
        .addColumn('kind', 'text', (col) =>
          col.notNull().check(sql`kind in ('lead_alert', 'digest')`),
        )
        .addColumn('lead_id', 'integer')
        // The mail's content as JSON, fixed when the row is written.
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'sent', 'failed')`),
        )
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', bigint, (col) => col.notNull())
        .addColumn('claimed_until', bigint)
        .addColumn('last_error', 'text')
        .addColumn('sent_at', bigint)
        // The IST day (YYYY-MM-DD) a digest covers; null for every other row.
        .addColumn('digest_day', 'text', (col) => col.unique())
        .execute();
      await db.schema
        .createIndex('outbox_due_idx')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('outbox_created_idx')
        .on('outbox')
        .columns(['created_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('outbox').ifExists().execute();
    },
  };
}
