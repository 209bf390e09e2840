import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The number of leads (repeats left out) of each kind, kept by triggers on enquiries: the desk's
 * unfiltered list shows its total under every page, and counting 650,000 index entries for it
 * took ~45 ms at a million leads on every page turn. A lead stored, deleted, or turned into a
 * repeat moves its kind's total in the same transaction, so the total is never off.
 * Inserts of one kind wait on its row until commit; on the lead path they already wait for the
 * rotation's lock, taken in the same transaction.
 */
export function leadTotalsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('lead_totals')
        .addColumn('kind', 'text', (col) => col.primaryKey())
        .addColumn('total', 'bigint', (col) => col.notNull())
        .execute();
      await sql`insert into lead_totals (kind, total)
        select kind, count(*) from enquiries where repeat_of is null group by kind`.execute(db);

      if (dialect === 'postgres') {
        await sql`
          create function lead_totals_count() returns trigger language plpgsql as $$
          begin
            if tg_op in ('DELETE', 'UPDATE') and old.repeat_of is null then
              update lead_totals set total = total - 1 where kind = old.kind;
            end if;
            if tg_op in ('INSERT', 'UPDATE') and new.repeat_of is null then
              insert into lead_totals (kind, total) values (new.kind, 1)
                on conflict (kind) do update set total = lead_totals.total + 1;
            end if;
            return null;
          end $$`.execute(db);
        await sql`
          create trigger lead_totals_count after insert or delete or update of kind, repeat_of
          on enquiries for each row execute function lead_totals_count()`.execute(db);
        return;
      }
      // The repeats alone, by id: a search counts its matches in the trigram tables and takes away
      // the repeats among them, instead of reading every match's row to leave repeats out.
      await db.schema
        .createIndex('enquiries_repeats_idx')
        .on('enquiries')
        .column('id')
        .where(sql.ref('repeat_of'), 'is not', null)
        .execute();
      // SQLite: an upsert inside a trigger needs the VALUES form; the kind's row may not exist yet.
      await sql`
        create trigger lead_totals_insert after insert on enquiries when new.repeat_of is null
        begin
          insert into lead_totals (kind, total) values (new.kind, 1)
            on conflict (kind) do update set total = total + 1;
        end`.execute(db);
      await sql`
        create trigger lead_totals_delete after delete on enquiries when old.repeat_of is null
        begin
          update lead_totals set total = total - 1 where kind = old.kind;
        end`.execute(db);
      await sql`
        create trigger lead_totals_update after update of kind, repeat_of on enquiries
        begin
          update lead_totals set total = total - 1
            where kind = old.kind and old.repeat_of is null;
          insert into lead_totals (kind, total) select new.kind, 1 where new.repeat_of is null
            on conflict (kind) do update set total = total + 1;
        end`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists lead_totals_count on enquiries`.execute(db);
        await sql`drop function if exists lead_totals_count()`.execute(db);
      } else {
        for (const name of ['lead_totals_insert', 'lead_totals_delete', 'lead_totals_update']) {
          await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
        }
        await db.schema.dropIndex('enquiries_repeats_idx').ifExists().execute();
      }
      await db.schema.dropTable('lead_totals').ifExists().execute();
    },
  };
}
