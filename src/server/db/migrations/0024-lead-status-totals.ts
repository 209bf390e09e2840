import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The number of leads (repeats left out) of each kind in each status, kept by triggers on
 * enquiries as `lead_totals` (0011) keeps each kind's: the desk's status filter shows its total
 * under every page, and counting it walked every lead of the desk's kinds. At a million leads a
 * page of "won" (300,000 of them) took 111 ms at the median on PostgreSQL, "open" 158 ms. On
 * SQLite the count held the event loop for about two seconds, and the server answered 503 to
 * whatever came meanwhile, a visitor's enquiry included. A lead stored, deleted, moved to another
 * status or kind, or turned into a repeat moves its totals in the same transaction, so they are
 * never off.
 *
 * On PostgreSQL the trigger runs at commit, as 0019 made the kind's: a lead's insert holds its
 * row only for the commit. A move takes one from its old status and adds one to its new status
 * in one statement, in the order of (kind, status): two moves in opposite directions lock the
 * two rows in the same order, and never wait on each other.
 */
export function leadStatusTotalsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        // No lead may commit between the count below and the trigger that takes over from it, or
        // it would never be counted: leads being stored wait until this migration commits.
        await sql`lock table enquiries in share row exclusive mode`.execute(db);
      }
      await db.schema
        .createTable('lead_status_totals')
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('total', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('lead_status_totals_pkey', ['kind', 'status'])
        .execute();
      await sql`insert into lead_status_totals (kind, status, total)
        select kind, status, count(*) from enquiries where repeat_of is null
        group by kind, status`.execute(db);

      if (dialect === 'postgres') {
        await sql`
          create function lead_status_totals_count() returns trigger language plpgsql as $$
          begin
            insert into lead_status_totals (kind, status, total)
            select change.kind, change.status, sum(change.delta)
            from (
              select old.kind, old.status, -1 where tg_op <> 'INSERT' and old.repeat_of is null
              union all
              select new.kind, new.status, 1 where tg_op <> 'DELETE' and new.repeat_of is null
            ) as change (kind, status, delta)
            group by change.kind, change.status
            having sum(change.delta) <> 0
            order by change.kind, change.status
            on conflict (kind, status) do update set total = lead_status_totals.total + excluded.total;
            return null;
          end $$`.execute(db);
        await sql`
          create constraint trigger lead_status_totals_count
            after insert or delete or update of kind, status, repeat_of on enquiries
            deferrable initially deferred
            for each row execute function lead_status_totals_count()`.execute(db);
        return;
      }
      // SQLite writes one transaction at a time; an upsert inside a trigger needs the VALUES or
      // SELECT … WHERE form.
      await sql`
        create trigger lead_status_totals_insert after insert on enquiries
        when new.repeat_of is null
        begin
          insert into lead_status_totals (kind, status, total) values (new.kind, new.status, 1)
            on conflict (kind, status) do update set total = total + 1;
        end`.execute(db);
      await sql`
        create trigger lead_status_totals_delete after delete on enquiries
        when old.repeat_of is null
        begin
          update lead_status_totals set total = total - 1
            where kind = old.kind and status = old.status;
        end`.execute(db);
      await sql`
        create trigger lead_status_totals_update after update of kind, status, repeat_of
        on enquiries
        begin
          update lead_status_totals set total = total - 1
            where kind = old.kind and status = old.status and old.repeat_of is null;
          insert into lead_status_totals (kind, status, total)
            select new.kind, new.status, 1 where new.repeat_of is null
            on conflict (kind, status) do update set total = total + 1;
        end`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists lead_status_totals_count on enquiries`.execute(db);
        await sql`drop function if exists lead_status_totals_count()`.execute(db);
      } else {
        for (const event of ['insert', 'delete', 'update']) {
          await sql`drop trigger if exists ${sql.raw(`lead_status_totals_${event}`)}`.execute(db);
        }
      }
      await db.schema.dropTable('lead_status_totals').ifExists().execute();
    },
  };
}
