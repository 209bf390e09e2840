import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { createReadThreads } from './read-thread.js';
import { openSqlite, withStatementCache } from './sqlite.js';
import type { Database } from './tables.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://... selects PostgreSQL; otherwise an SQLite file in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use (tests give each run its own); defaults to the server's search_path. */
  pgSchema?: string | undefined;
  /** Largest number of pooled PostgreSQL connections. */
  pgPoolSize?: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file, when the dialect is SQLite. */
  file?: string;
  /**
   * A handle for long reads (exports). On SQLite it is a read-only connection of its own, so lead
   * inserts never wait on an export (DESIGN §3); on PostgreSQL it is the pool.
   */
  reader(): Kysely<Database>;
  /**
   * A handle for the lead desk's and the reports' reads, one statement each, which may walk many
   * leads. On SQLite they run in a thread of their own (read-thread.ts), so the event loop goes on
   * answering meanwhile; on PostgreSQL it is the pool.
   */
  offLoop(): Kysely<Database>;
  /**
   * A PostgreSQL connection of its own, outside the pool, for a caller that holds it open (LISTEN);
   * the caller connects and ends it. Unset on SQLite.
   */
  newClient?: () => pg.Client;
  close(): Promise<void>;
}

// The SQLite connections, in a module of their own that worker threads load without pg.
export { openSqlite, withStatementCache };

export const SQLITE_FILE_NAME = 'dealer.db';

// BIGINT columns hold epoch milliseconds, well inside Number's exact range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * The read-only connection of exports. An export walks the leads once, newest first, and gains
 * nothing from keeping what it read: a page cache of 4 MiB instead of the 64 MiB of the others
 * keeps a million-lead export from growing the process by the whole cache.
 */
function openReader(file: string): Kysely<Database> {
  const connection = openSqlite(file, { readonly: true });
  connection.pragma('cache_size = -4096');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
  });
}

/** Connects to the configured database; nothing is migrated here. */
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const connection = {
      connectionString: options.databaseUrl,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    };
    const pool = new pg.Pool({ ...connection, max: options.pgPoolSize ?? 10 });
    // An idle pooled connection closed by the server (a restart, an administrator, a dropped
    // database) is discarded and replaced by the pool; without a listener its error would crash the
    // process. Errors of queries in flight still reach their callers.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      reader: () => db,
      offLoop: () => db,
      newClient: () => new pg.Client(connection),
      close: () => db.destroy(),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.resolve(options.dataDir, SQLITE_FILE_NAME);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(openSqlite(file)) }),
  });
  let reader: Kysely<Database> | undefined;
  let readThreads: ReturnType<typeof createReadThreads> | undefined;
  return {
    db,
    dialect: 'sqlite',
    file,
    // Opened on first use: the file must exist and be migrated before a read-only connection opens.
    reader: () => (reader ??= openReader(file)),
    offLoop: () => (readThreads ??= createReadThreads(file)).db,
    async close() {
      await readThreads?.close();
      await reader?.destroy();
      await db.destroy();
    },
  };
}

/** Answers true when the database takes a trivial query. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
