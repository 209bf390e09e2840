import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * PostgreSQL: the count of 0011 moves to commit. Its trigger ran at the insert and held the kind's
 * `lead_totals` row from there to the end of the transaction, through everything the lead path
 * does after the insert (its assignment, its alert, its announcement), so leads of one kind were
 * stored one after another at the pace of that whole path. A constraint trigger deferred to
 * commit takes the row only for the commit itself, as a lone insert does. The total is as exact
 * as before: the trigger still sees every row changed, and it runs in the same transaction.
 * SQLite writes one transaction at a time anyway and keeps its triggers.
 */
export function leadTotalsAtCommitMigration(dialect: Dialect): Migration {
  const create = (deferred: boolean) =>
    sql.raw(
      deferred
        ? `create constraint trigger lead_totals_count
             after insert or delete or update of kind, repeat_of on enquiries
             deferrable initially deferred
             for each row execute function lead_totals_count()`
        : `create trigger lead_totals_count
             after insert or delete or update of kind, repeat_of on enquiries
             for each row execute function lead_totals_count()`,
    );
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`drop trigger lead_totals_count on enquiries`.execute(db);
      await create(true).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`drop trigger lead_totals_count on enquiries`.execute(db);
      await create(false).execute(db);
    },
  };
}
