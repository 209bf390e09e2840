import SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Opens an SQLite file with the pragmas DESIGN §3 requires of every connection. */
export function openSqlite(file: string, options: { readonly?: boolean } = {}): SQLite.Database {
  const connection = new SQLite(file, { readonly: options.readonly ?? false });
  connection.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    connection.pragma('journal_mode = WAL');
    // FULL: a lead that was acknowledged survives a power cut, not just a process crash.
    connection.pragma('synchronous = FULL');
  }
  connection.pragma('foreign_keys = ON');
  // 64 MiB of pages in memory (the default is 2 MiB): the desk's searches and counts look leads
  // up by id across the whole table, and at a million leads the default cache re-read them.
  connection.pragma('cache_size = -65536');
  return connection;
}

/** Statements kept compiled per connection: every query the app makes, with room to spare. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * An SQLite connection as Kysely uses it, compiling each statement once. Kysely's driver asks for
 * a statement on every query, and compiling one cost a fifth of the CPU of storing a lead. A
 * statement an unfinished iterator still holds is busy, and another is compiled beside it.
 * The least recently used are dropped past STATEMENT_CACHE_SIZE (a statement whose text carries
 * its values, such as a list of ids, is seldom asked for twice). SQLite compiles a kept statement
 * again by itself when the schema changes under it.
 */
export function withStatementCache(connection: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(text) {
      const kept = statements.get(text);
      if (kept && !kept.busy) {
        statements.delete(text);
        statements.set(text, kept);
        return kept;
      }
      const statement = connection.prepare(text);
      if (!kept) {
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value as string);
        }
        statements.set(text, statement);
      }
      return statement;
    },
  };
}
