import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import {
  searchColumnList,
  SEARCH_KINDS,
  searchTable,
  updateTriggers,
  searchValues,
} from './0002-report-search.js';

/**
 * SQLite: a lead stays findable after it is worked on. 0002 kept a kind's trigram table in step
 * with two triggers on every update of a lead: one took the old text out, the other put the new
 * text in. SQLite fires the later-made trigger first, so the new text went in and the old text
 * (the same text, when the update touched none of it) then came out, and with it the lead's whole
 * entry. Every lead the rotation assigned, and every lead moved along or given a follow-up, could
 * no longer be found by a desk search or a report search.
 *
 * One trigger per kind now does both, in order, and only when the update writes the kind or a
 * searched column: an assignment, a status move or a follow-up leaves the entry as it is (the
 * rotation's assignment took two trigram writes more for every lead stored). Each kind's entries
 * are then written again from its leads, which puts back those the old triggers lost.
 */
export function searchAfterUpdatesMigration(dialect: Dialect): Migration {
  /** Runs, kind after kind, the statements `of` writes for the kind's table. */
  const eachKind = async (
    db: Kysely<unknown>,
    of: (table: string, kind: (typeof SEARCH_KINDS)[number]) => string[],
  ) => {
    for (const kind of SEARCH_KINDS) {
      for (const statement of of(searchTable(kind), kind)) await sql.raw(statement).execute(db);
    }
  };
  return {
    async up(db) {
      if (dialect !== 'sqlite') return;
      await eachKind(db, (table, kind) => [
        `drop trigger ${table}_update_old`,
        `drop trigger ${table}_update_new`,
        `create trigger ${table}_update after update of kind, ${searchColumnList} on enquiries
           when old.kind = '${kind}' or new.kind = '${kind}' begin
           insert into ${table}(${table}, rowid, ${searchColumnList})
             select 'delete', old.id, ${searchValues('old')} where old.kind = '${kind}';
           insert into ${table}(rowid, ${searchColumnList})
             select new.id, ${searchValues('new')} where new.kind = '${kind}';
         end`,
        `insert into ${table}(${table}) values ('delete-all')`,
        `insert into ${table}(rowid, ${searchColumnList})
           select id, ${searchColumnList} from enquiries where kind = '${kind}'`,
      ]);
    },
    async down(db) {
      if (dialect !== 'sqlite') return;
      await eachKind(db, (table, kind) => [
        `drop trigger ${table}_update`,
        ...updateTriggers(kind),
      ]);
    },
  };
}
