import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** The text a lead is found by: name, phone, e-mail, model and registration. */
export const SEARCH_COLUMNS = ['name', 'phone', 'email', 'model', 'registration_no'] as const;

/** PostgreSQL: the one expression the trigram index covers; queries must repeat it exactly. */
export const PG_SEARCH_EXPRESSION =
  "(coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '') || ' ' || coalesce(model, '') || ' ' || coalesce(registration_no, ''))";

/** Every kind of lead; each has a search index of its own. */
export const SEARCH_KINDS = [
  'finance',
  'contact',
  'service',
  'amc',
  'warranty',
  'optin',
  'offer',
  'product',
  'joyclub',
] as const;

/** The SQLite FTS5 table that indexes one kind of lead. */
export const searchTable = (kind: (typeof SEARCH_KINDS)[number]) => `enquiries_search_${kind}`;

/** The searched columns, as a trigram table and an insert into it list them. */
export const searchColumnList = SEARCH_COLUMNS.join(', ');
/** The searched columns of a trigger's `new` or `old` row, in the same order. */
export const searchValues = (row: 'new' | 'old') =>
  SEARCH_COLUMNS.map((c) => `${row}.${c}`).join(', ');

/**
 * SQLite: the two update triggers this migration gives a kind's table. They fire in the wrong
 * order and lose the lead's entry; 0027 replaces them, and its down puts them back.
 */
export const updateTriggers = (kind: (typeof SEARCH_KINDS)[number]) => {
  const table = searchTable(kind);
  return [
    `create trigger ${table}_update_old after update on enquiries when old.kind = '${kind}' begin
       insert into ${table}(${table}, rowid, ${searchColumnList}) values ('delete', old.id, ${searchValues('old')});
     end`,
    `create trigger ${table}_update_new after update on enquiries when new.kind = '${kind}' begin
       insert into ${table}(rowid, ${searchColumnList}) values (new.id, ${searchValues('new')});
     end`,
  ];
};

/**
 * Substring search that stays fast at a million leads: on SQLite an FTS5 trigram index per kind of
 * lead (a report searches only its own kind, so a common name does not drag in every other
 * report's matches), kept in step by triggers; on PostgreSQL a pg_trgm GIN index.
 */
export function reportSearchMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql
          .raw(
            `create index enquiries_search_trgm on enquiries using gin (${PG_SEARCH_EXPRESSION} gin_trgm_ops)`,
          )
          .execute(db);
        return;
      }
      for (const kind of SEARCH_KINDS) {
        const table = searchTable(kind);
        const statements = [
          `create virtual table ${table} using fts5(${searchColumnList}, content='enquiries', content_rowid='id', tokenize='trigram')`,
          `create trigger ${table}_insert after insert on enquiries when new.kind = '${kind}' begin
             insert into ${table}(rowid, ${searchColumnList}) values (new.id, ${searchValues('new')});
           end`,
          `create trigger ${table}_delete after delete on enquiries when old.kind = '${kind}' begin
             insert into ${table}(${table}, rowid, ${searchColumnList}) values ('delete', old.id, ${searchValues('old')});
           end`,
          ...updateTriggers(kind),
          // Leads stored before this migration.
          `insert into ${table}(rowid, ${searchColumnList}) select id, ${searchColumnList} from enquiries where kind = '${kind}'`,
        ];
        for (const statement of statements) await sql.raw(statement).execute(db);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop index if exists enquiries_search_trgm`.execute(db);
        return;
      }
      for (const kind of SEARCH_KINDS) {
        const table = searchTable(kind);
        for (const trigger of ['insert', 'delete', 'update_old', 'update_new']) {
          await sql.raw(`drop trigger if exists ${table}_${trigger}`).execute(db);
        }
        await sql.raw(`drop table if exists ${table}`).execute(db);
      }
    },
  };
}
