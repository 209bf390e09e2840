import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { prepareDatabase } from '../../src/server/bootstrap.js';
import { parseConfig } from '../../src/server/config.js';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.js';
import { BENCH_ADMIN, createBenchDatabase } from './bench-database.js';

/** The PostgreSQL server a bench also runs on, when one is named. */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

/**
 * The databases a bench runs on: SQLite always, PostgreSQL too when BENCH_PG_URL names a server;
 * BENCH_DATABASES=sqlite (or postgres) keeps one of the two.
 */
export function benchDialects(): ('sqlite' | 'postgres')[] {
  const only = process.env.BENCH_DATABASES;
  return [
    ...(only !== 'postgres' ? (['sqlite'] as const) : []),
    ...(BENCH_PG_URL && only !== 'sqlite' ? (['postgres'] as const) : []),
  ];
}

async function adminStatement(server: string, statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty database of the bench's own on the server (so a bench never meets a test run's
 * tables), its URL and a handle to it; `dispose` drops it, closing whatever is still connected.
 */
export async function createPostgresBenchDatabase(name: string, server = BENCH_PG_URL as string) {
  const database = `dealer_bench_${name}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminStatement(server, `create database ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    handle: createDatabase({ databaseUrl: url.toString(), dataDir: '' }),
    dispose: () => adminStatement(server, `drop database if exists ${database} with (force)`),
  };
}

/**
 * Loads `count` rows into `table` on PostgreSQL, 20,000 to a statement (one array per column,
 * unnested), then vacuums and analyzes the database as autovacuum would after a load: the table
 * and what its triggers wrote (the search table, whose trigram indexes keep new entries in a
 * pending list until a vacuum merges them). `types` names each
 * column's SQL type; `valuesOf(i)` gives row i's values in that order. The table's triggers and
 * indexes (the search index, the lead totals) see every row, as they do for the app's inserts.
 */
export async function bulkInsertPostgres(
  database: DatabaseHandle,
  table: string,
  types: Record<string, string>,
  count: number,
  valuesOf: (i: number) => unknown[],
): Promise<void> {
  const columns = Object.keys(types);
  const batch = 20_000;
  for (let from = 0; from < count; from += batch) {
    const rows = Array.from({ length: Math.min(batch, count - from) }, (_, k) =>
      valuesOf(from + k),
    );
    const arrays = columns.map(
      (column, c) => sql`${rows.map((row) => row[c])}::${sql.raw(types[column] as string)}[]`,
    );
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      select * from unnest(${sql.join(arrays)})`.execute(database.db);
  }
  await sql`vacuum analyze`.execute(database.db);
}

/**
 * `createBenchDatabase` on either dialect: on PostgreSQL a database of the bench's own, migrated,
 * with no demo catalogue and the bench's admin, and the app's configuration for it. `dispose`
 * removes the SQLite folder or drops the PostgreSQL database; close the handle first.
 */
export async function createBenchDatabaseOn(dialect: 'sqlite' | 'postgres', name: string) {
  if (dialect === 'sqlite') {
    const { dataDir, config, database } = await createBenchDatabase(name);
    return {
      config,
      database,
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealer-bench-${name}-`));
  const { url, handle, dispose } = await createPostgresBenchDatabase(name);
  const config = parseConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ENQUIRY_RATE_LIMIT: '1000000',
  });
  await prepareDatabase(handle, {
    SEED_DEMO: false,
    ADMIN_USER_ID: BENCH_ADMIN.userId,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  return {
    config,
    database: handle,
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await dispose();
    },
  };
}
