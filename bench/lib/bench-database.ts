import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../../src/server/bootstrap.js';
import { parseConfig } from '../../src/server/config.js';
import { createDatabase, openSqlite } from '../../src/server/db/database.js';

export const BENCH_ADMIN = { userId: 'bench', password: 'bench-password-1' } as const;

/**
 * A migrated SQLite database of its own in a temporary folder, with no demo catalogue and the
 * bench's admin, and the app's configuration for it (no enquiry rate limit to speak of: every
 * bench posts from one address). The caller removes `dataDir` when done.
 */
export async function createBenchDatabase(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealer-bench-${name}-`));
  const config = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ENQUIRY_RATE_LIMIT: '1000000',
  });
  const database = createDatabase({ dataDir });
  await prepareDatabase(database, {
    SEED_DEMO: false,
    ADMIN_USER_ID: BENCH_ADMIN.userId,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  return { dataDir, config, database };
}

/**
 * Loads `count` rows into the SQLite file through one prepared statement, 50,000 to a transaction
 * and with `synchronous = NORMAL` (loading only; the app itself runs FULL): `valuesOf(i)` gives
 * row i's parameters. The search triggers index every row, as they do for the app's inserts.
 */
export function bulkInsert(
  file: string,
  statement: string,
  count: number,
  valuesOf: (i: number) => unknown[],
): void {
  const raw = openSqlite(file);
  raw.pragma('synchronous = NORMAL');
  const insert = raw.prepare(statement);
  const batch = raw.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) insert.run(...valuesOf(i));
  });
  for (let from = 0; from < count; from += 50_000) batch(from, Math.min(count, from + 50_000));
  raw.pragma('optimize');
  raw.close();
}
