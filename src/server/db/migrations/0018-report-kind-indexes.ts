import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { PG_SEARCH_EXPRESSION, SEARCH_KINDS } from './0002-report-search.js';

/**
 * PostgreSQL: a report reads one kind of lead, so each kind gets indexes of its own, as each has
 * its own search table on SQLite. At a million leads (a ninth of them one kind):
 * - its leads by date, `(created_at, id)` for that kind alone. The planner took page 500 of a
 *   report through the every-kind date index (0008), walking 45,000 leads to keep 5,000, because
 *   the kind-first index (0003) looks to it like random reads: the kinds are interleaved on disk.
 *   A date order within one kind reads in table order, and the plan walks only its own leads.
 * - its search, a trigram index over the same expression as 0002's, for that kind alone. The
 *   every-kind index found all 100,000 leads with "kulk" in them, and the plan then intersected
 *   them with the kind's 111,000 leads before reading the 11,000 of its own.
 * An insert updates the two indexes of its own kind only. The desk lists several kinds at once
 * and keeps using the every-kind indexes. SQLite needs none of this: its planner already walks
 * (kind, created_at, id) for a report, and its search tables are one per kind.
 */
export function reportKindIndexesMigration(dialect: Dialect): Migration {
  const ofKind = (kind: string) => `where kind = '${kind}' and repeat_of is null`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      for (const kind of SEARCH_KINDS) {
        await sql
          .raw(
            `create index enquiries_${kind}_created_idx on enquiries (created_at, id) ${ofKind(kind)}`,
          )
          .execute(db);
        await sql
          .raw(
            `create index enquiries_${kind}_search_idx on enquiries
               using gin (${PG_SEARCH_EXPRESSION} gin_trgm_ops) ${ofKind(kind)}`,
          )
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      for (const kind of SEARCH_KINDS) {
        await db.schema.dropIndex(`enquiries_${kind}_created_idx`).ifExists().execute();
        await db.schema.dropIndex(`enquiries_${kind}_search_idx`).ifExists().execute();
      }
    },
  };
}
