import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** The text a lead is found by: name, phone, e-mail, model and registration (issue 7). */
export const SEARCH_COLUMNS = ['name', 'phone', 'email', 'model', 'registration_no'] as const;

/** PostgreSQL: the one expression the trigram index covers; queries must repeat it exactly. */
export const PG_SEARCH_EXPRESSION =
  "(coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '') || ' ' || coalesce(model, '') || ' ' || coalesce(registration_no, ''))";

/**
 * Substring search that stays fast at a million leads: an FTS5 trigram index on SQLite kept in step
 * by triggers, a pg_trgm GIN index on PostgreSQL.
 */
export function reportSearchMigration(dialect: Dialect) {
  const columns = SEARCH_COLUMNS.join(', ');
  const values = (row: 'new' | 'old') => SEARCH_COLUMNS.map((c) => `${row}.${c}`).join(', ');
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
      await sql
        .raw(
          `create virtual table enquiries_search using fts5(${columns}, content='enquiries', content_rowid='id', tokenize='trigram')`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger enquiries_search_insert after insert on enquiries begin
             insert into enquiries_search(rowid, ${columns}) values (new.id, ${values('new')});
           end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger enquiries_search_delete after delete on enquiries begin
             insert into enquiries_search(enquiries_search, rowid, ${columns}) values ('delete', old.id, ${values('old')});
           end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger enquiries_search_update after update on enquiries begin
             insert into enquiries_search(enquiries_search, rowid, ${columns}) values ('delete', old.id, ${values('old')});
             insert into enquiries_search(rowid, ${columns}) values (new.id, ${values('new')});
           end`,
        )
        .execute(db);
      await sql`insert into enquiries_search(enquiries_search) values ('rebuild')`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop index if exists enquiries_search_trgm`.execute(db);
        return;
      }
      for (const trigger of ['insert', 'delete', 'update']) {
        await sql.raw(`drop trigger if exists enquiries_search_${trigger}`).execute(db);
      }
      await sql`drop table if exists enquiries_search`.execute(db);
    },
  };
}
