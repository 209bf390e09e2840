import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/** The statuses as they were when this migration was written; a new one needs a migration of its own. */
const STATUSES_AT_THIS_MIGRATION = [
  'new',
  'contacted',
  'follow_up',
  'test_ride_booked',
  'test_ride_done',
  'booked',
  'won',
  'lost',
  'scheduled',
  'done',
  'cancelled',
];
const EVENT_TYPES_AT_THIS_MIGRATION = ['status', 'assignment', 'note', 'contact', 'follow_up'];

/**
 * The lead desk. Every enquiry becomes a lead with a status (the stored ones start as 'new',
 * unassigned), an assignee, a next follow-up, its first-response minutes and a lost reason.
 * `lead_events` is each lead's timeline, append-only like the audit trail; `lead_rotation` keeps
 * each account's last turn in the rotation; the `lead_auto_assign` setting switches the
 * rotation on or off (on to begin with).
 */
export function leadDeskMigration(dialect: Dialect): Migration {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  const list = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('enquiries')
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('new')
            .check(sql`status in (${list(STATUSES_AT_THIS_MIGRATION)})`),
        )
        .execute();
      await db.schema
        .alterTable('enquiries')
        .addColumn('assignee_id', 'integer', (col) => col.references('admins.id'))
        .execute();
      await db.schema.alterTable('enquiries').addColumn('next_follow_up_at', bigint).execute();
      await db.schema
        .alterTable('enquiries')
        .addColumn('first_response_minutes', 'integer')
        .execute();
      await db.schema.alterTable('enquiries').addColumn('lost_reason', 'text').execute();

      // "Mine and open", "unassigned": by assignee then status, newest first.
      await db.schema
        .createIndex('enquiries_assignee_status_idx')
        .on('enquiries')
        .columns(['assignee_id', 'status', 'created_at', 'id'])
        .where(sql.ref('repeat_of'), 'is', null)
        .execute();
      // Overdue and due today: only leads with a follow-up set are indexed.
      await db.schema
        .createIndex('enquiries_follow_up_idx')
        .on('enquiries')
        .columns(['next_follow_up_at', 'status'])
        .where(sql.ref('next_follow_up_at'), 'is not', null)
        .execute();
      // Every kind together, newest first (the existing indexes lead with the kind).
      await db.schema
        .createIndex('enquiries_leads_created_idx')
        .on('enquiries')
        .columns(['created_at', 'id'])
        .where(sql.ref('repeat_of'), 'is', null)
        .execute();
      // The other leads from the same phone, of any kind.
      await db.schema
        .createIndex('enquiries_phone_idx')
        .on('enquiries')
        .columns(['phone', 'created_at'])
        .execute();

      const events = db.schema.createTable('lead_events');
      await (
        dialect === 'postgres'
          ? events.addColumn('id', 'serial', (col) => col.primaryKey())
          : events.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        // No foreign keys: a key's ON DELETE action would rewrite rows the triggers keep as written.
        .addColumn('lead_id', 'integer', (col) => col.notNull())
        .addColumn('created_at', bigint, (col) => col.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_user_id', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) =>
          col.notNull().check(sql`type in (${list(EVENT_TYPES_AT_THIS_MIGRATION)})`),
        )
        .addColumn('detail', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('lead_events_lead_idx')
        .on('lead_events')
        .columns(['lead_id', 'created_at', 'id'])
        .execute();

      if (dialect === 'postgres') {
        await sql`
          create function lead_events_append_only() returns trigger language plpgsql as $$
          begin
            raise exception 'lead_events is append-only';
          end $$`.execute(db);
        await sql`
          create trigger lead_events_append_only before update or delete on lead_events
          for each statement execute function lead_events_append_only()`.execute(db);
      } else {
        for (const operation of ['update', 'delete'] as const) {
          await sql`
            create trigger ${sql.raw(`lead_events_no_${operation}`)}
            before ${sql.raw(operation)} on lead_events
            begin select raise(abort, 'lead_events is append-only'); end`.execute(db);
        }
      }

      await db.schema
        .createTable('lead_rotation')
        .addColumn('admin_id', 'integer', (col) => col.primaryKey().references('admins.id'))
        .addColumn('last_turn', 'integer', (col) => col.notNull())
        .execute();

      await sql`insert into settings (key, value) values ('lead_auto_assign', 'on')
        on conflict (key) do nothing`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`delete from settings where key = 'lead_auto_assign'`.execute(db);
      await db.schema.dropTable('lead_rotation').ifExists().execute();
      await db.schema.dropTable('lead_events').ifExists().execute();
      if (dialect === 'postgres') {
        await sql`drop function if exists lead_events_append_only()`.execute(db);
      }
      for (const index of [
        'enquiries_phone_idx',
        'enquiries_leads_created_idx',
        'enquiries_follow_up_idx',
        'enquiries_assignee_status_idx',
      ]) {
        await db.schema.dropIndex(index).ifExists().execute();
      }
      for (const column of [
        'lost_reason',
        'first_response_minutes',
        'next_follow_up_at',
        'assignee_id',
        'status',
      ]) {
        await db.schema.alterTable('enquiries').dropColumn(column).execute();
      }
    },
  };
}
