import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { PG_SEARCH_EXPRESSION, SEARCH_COLUMNS, SEARCH_KINDS } from './0002-report-search.js';

/** The text a lead is found by, lower-cased, as this migration's triggers write it. */
const PG_SEARCH_BODY = (row: 'new' | 'enquiries') =>
  `lower(${PG_SEARCH_EXPRESSION.replace(/coalesce\((\w+),/g, `coalesce(${row}.$1,`)})`;

/** Each kind's partition of the search table. */
const searchPartition = (kind: (typeof SEARCH_KINDS)[number]) => `lead_search_${kind}`;

/**
 * PostgreSQL: the text searches read, in a narrow table of its own, one partition per kind of
 * lead, as SQLite has one search table per kind.
 *
 * A trigram index hands out candidates, and each must be read from the table to be rechecked. On
 * `enquiries` that read a million-lead table's wide rows (341 MB): a 4-letter search matching
 * 13,000 of the desk's leads read 13,000 heap pages to count them, and evaluated the five-column
 * expression and `ILIKE` on each, 60 ms in all. Here a row holds only what a search filters and
 * sorts by (kind, date, whether it is a repeat, the text already lower-cased), so a search counts
 * and pages its matches without reading `enquiries` at all, and rechecks them with `LIKE`:
 * 1 µs a match, where it was 4.7 (61 ms for 13,000).
 *
 * Triggers keep it in step: an insert adds a row, a delete removes it, and an update touches it
 * only when one of the columns it copies is written (the desk's status and follow-up updates
 * never do). The trigram indexes on `enquiries` (0002, 0018) are dropped: nothing searches there
 * any longer, and each lead stored wrote two of them.
 */
export function searchTableMigration(dialect: Dialect): Migration {
  const copied = ['kind', 'created_at', 'repeat_of', ...SEARCH_COLUMNS];
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      const statements = [
        // No lead may commit between the copy below and the triggers that take over from it, or
        // it would never be found: leads being stored wait until this migration commits.
        `lock table enquiries in share row exclusive mode`,
        `create table lead_search (
           kind text not null,
           id integer not null,
           created_at bigint not null,
           is_lead boolean not null,
           body text not null,
           primary key (kind, id)
         ) partition by list (kind)`,
        ...SEARCH_KINDS.map(
          (kind) =>
            `create table ${searchPartition(kind)} partition of lead_search for values in ('${kind}')`,
        ),
        // A kind added to enquiries later, with no partition of its own yet, lands here: a
        // partition missing must never refuse the lead it would have held.
        `create table lead_search_other partition of lead_search default`,
        // Leads stored before this migration, then the indexes, built once over them.
        `insert into lead_search (kind, id, created_at, is_lead, body)
           select kind, id, created_at, repeat_of is null, ${PG_SEARCH_BODY('enquiries')}
           from enquiries`,
        // Written through at each insert, not gathered in a pending list: the insert that found
        // the list full merged it (55 ms, against 8 at worst this way, 0.1 ms more on average),
        // and a lead's answer waited for it.
        `create index lead_search_body_idx on lead_search using gin (body gin_trgm_ops)
           with (fastupdate = off)`,
        // A first page walks the kinds' leads newest first and stops at its twentieth match;
        // a deep page sorts the matches the trigram index found. The planner picks by cost.
        `create index lead_search_created_idx on lead_search (created_at, id) where is_lead`,
        `create function lead_search_sync() returns trigger language plpgsql as $$
         begin
           if tg_op <> 'INSERT' then
             delete from lead_search where kind = old.kind and id = old.id;
           end if;
           if tg_op <> 'DELETE' then
             insert into lead_search (kind, id, created_at, is_lead, body)
             values (new.kind, new.id, new.created_at, new.repeat_of is null, ${PG_SEARCH_BODY('new')});
           end if;
           return null;
         end $$`,
        `create trigger enquiries_search_insert after insert on enquiries
           for each row execute function lead_search_sync()`,
        `create trigger enquiries_search_update after update of ${copied.join(', ')} on enquiries
           for each row execute function lead_search_sync()`,
        `create trigger enquiries_search_delete after delete on enquiries
           for each row execute function lead_search_sync()`,
        `drop index enquiries_search_trgm`,
        ...SEARCH_KINDS.map((kind) => `drop index enquiries_${kind}_search_idx`),
        `analyze lead_search`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      const ofKind = (kind: string) => `where kind = '${kind}' and repeat_of is null`;
      const statements = [
        `create index enquiries_search_trgm on enquiries using gin (${PG_SEARCH_EXPRESSION} gin_trgm_ops)`,
        ...SEARCH_KINDS.map(
          (kind) =>
            `create index enquiries_${kind}_search_idx on enquiries
               using gin (${PG_SEARCH_EXPRESSION} gin_trgm_ops) ${ofKind(kind)}`,
        ),
        ...['insert', 'update', 'delete'].map(
          (event) => `drop trigger enquiries_search_${event} on enquiries`,
        ),
        `drop function lead_search_sync()`,
        `drop table lead_search`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
