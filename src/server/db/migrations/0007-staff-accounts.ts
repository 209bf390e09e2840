import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/** The roles as they were when this migration was written; a later role needs a migration of its own. */
const ROLES_AT_THIS_MIGRATION = ['owner', 'sales', 'service'];

/**
 * Staff accounts and the audit trail. Every admin account gets a role (the admins that exist
 * become owners), a flag that forces a temporary password to be replaced, and the time of its last
 * sign-in. `audit_events` is append-only: triggers refuse UPDATE and DELETE on both dialects.
 */
export function staffAccountsMigration(dialect: Dialect): Migration {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  const roleList = sql.join(ROLES_AT_THIS_MIGRATION.map((role) => sql.lit(role)));

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('admins')
        .addColumn('role', 'text', (col) =>
          col
            .notNull()
            .defaultTo('owner')
            .check(sql`role in (${roleList})`),
        )
        .execute();
      await db.schema
        .alterTable('admins')
        .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('admins').addColumn('last_sign_in_at', bigint).execute();

      const table = db.schema.createTable('audit_events');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('created_at', bigint, (col) => col.notNull())
        // No foreign key: a key's ON DELETE action would rewrite rows the triggers keep as written.
        .addColumn('actor_id', 'integer')
        .addColumn('actor_user_id', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target', 'text', (col) => col.notNull())
        .addColumn('summary', 'text', (col) => col.notNull())
        .addColumn('ip', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('audit_events_created_idx')
        .on('audit_events')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_events_actor_idx')
        .on('audit_events')
        .columns(['actor_user_id', 'created_at'])
        .execute();

      if (dialect === 'postgres') {
        await sql`
          create function audit_events_append_only() returns trigger language plpgsql as $$
          begin
            raise exception 'audit_events is append-only';
          end $$`.execute(db);
        await sql`
          create trigger audit_events_append_only before update or delete on audit_events
          for each statement execute function audit_events_append_only()`.execute(db);
      } else {
        for (const operation of ['update', 'delete'] as const) {
          await sql`
            create trigger ${sql.raw(`audit_events_no_${operation}`)}
            before ${sql.raw(operation)} on audit_events
            begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('audit_events').ifExists().execute();
      if (dialect === 'postgres') {
        await sql`drop function if exists audit_events_append_only()`.execute(db);
      }
      for (const column of ['last_sign_in_at', 'must_change_password', 'role']) {
        await db.schema.alterTable('admins').dropColumn(column).execute();
      }
    },
  };
}
