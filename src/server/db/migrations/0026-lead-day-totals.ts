import { sql, type Kysely, type Migration } from 'kysely';
import { DAY_MS, IST_OFFSET_MS } from '../../../shared/dates.js';
import type { Dialect } from '../database.js';

/** The Asia/Kolkata day a lead was stored on, as days since 1970-01-01, in SQL. */
const istDay = (row: string) => `((${row}.created_at + ${IST_OFFSET_MS}) / ${DAY_MS})`;

/**
 * The number of leads (repeats left out) of each kind stored on each Asia/Kolkata day, kept by
 * triggers on enquiries as `lead_totals` (0011) keeps each kind's. A desk list or a report with
 * nothing but a date range shows its total under every page, and counting it walked the range's
 * entries of the (kind, date) index: a month of the sales desk is 55,000 leads, 7 to 11 ms of
 * every page turn on PostgreSQL at a million leads. Summed from here it is a month's 180 rows.
 * The desk's and the reports' From and To are whole IST days, so every range they can ask for is
 * a run of days.
 *
 * On PostgreSQL the trigger runs at commit, as 0019 and 0024 made the others: a lead's insert holds
 * its day's row only for the commit. A move takes one from the old (kind, day) and adds one to
 * the new in one statement, in key order.
 */
export function leadDayTotalsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        // No lead may commit between the count below and the trigger that takes over from it, or
        // it would never be counted: leads being stored wait until this migration commits.
        await sql`lock table enquiries in share row exclusive mode`.execute(db);
      }
      await db.schema
        .createTable('lead_day_totals')
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('day', 'integer', (col) => col.notNull())
        .addColumn('total', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('lead_day_totals_pkey', ['kind', 'day'])
        .execute();
      await sql`insert into lead_day_totals (kind, day, total)
        select kind, ${sql.raw(istDay('enquiries'))}, count(*) from enquiries
        where repeat_of is null group by 1, 2`.execute(db);

      if (dialect === 'postgres') {
        await sql`
          create function lead_day_totals_count() returns trigger language plpgsql as $$
          begin
            insert into lead_day_totals (kind, day, total)
            select change.kind, change.day, sum(change.delta)
            from (
              select old.kind, ${sql.raw(istDay('old'))}, -1
                where tg_op <> 'INSERT' and old.repeat_of is null
              union all
              select new.kind, ${sql.raw(istDay('new'))}, 1
                where tg_op <> 'DELETE' and new.repeat_of is null
            ) as change (kind, day, delta)
            group by change.kind, change.day
            having sum(change.delta) <> 0
            order by change.kind, change.day
            on conflict (kind, day) do update set total = lead_day_totals.total + excluded.total;
            return null;
          end $$`.execute(db);
        await sql`
          create constraint trigger lead_day_totals_count
            after insert or delete or update of kind, created_at, repeat_of on enquiries
            deferrable initially deferred
            for each row execute function lead_day_totals_count()`.execute(db);
        return;
      }
      // SQLite writes one transaction at a time; an upsert inside a trigger needs the VALUES or
      // SELECT … WHERE form.
      await sql`
        create trigger lead_day_totals_insert after insert on enquiries
        when new.repeat_of is null
        begin
          insert into lead_day_totals (kind, day, total) values (new.kind, ${sql.raw(istDay('new'))}, 1)
            on conflict (kind, day) do update set total = total + 1;
        end`.execute(db);
      await sql`
        create trigger lead_day_totals_delete after delete on enquiries
        when old.repeat_of is null
        begin
          update lead_day_totals set total = total - 1
            where kind = old.kind and day = ${sql.raw(istDay('old'))};
        end`.execute(db);
      await sql`
        create trigger lead_day_totals_update after update of kind, created_at, repeat_of
        on enquiries
        begin
          update lead_day_totals set total = total - 1
            where kind = old.kind and day = ${sql.raw(istDay('old'))} and old.repeat_of is null;
          insert into lead_day_totals (kind, day, total)
            select new.kind, ${sql.raw(istDay('new'))}, 1 where new.repeat_of is null
            on conflict (kind, day) do update set total = total + 1;
        end`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists lead_day_totals_count on enquiries`.execute(db);
        await sql`drop function if exists lead_day_totals_count()`.execute(db);
      } else {
        for (const event of ['insert', 'delete', 'update']) {
          await sql`drop trigger if exists ${sql.raw(`lead_day_totals_${event}`)}`.execute(db);
        }
      }
      await db.schema.dropTable('lead_day_totals').ifExists().execute();
    },
  };
}
