import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type DatabaseHandle } from '../db/database.js';
import { runAdminStatement, uniqueDatabaseName, withDatabaseName } from './databases.js';
import { testDialect } from './helper.js';

/**
 * An empty database of the dialect under test, with no migration and no seed: a migration test
 * migrates it itself, step by step. `dispose` closes it and removes it.
 */
export async function emptyTestDatabase(
  prefix: string,
): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  if (testDialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = uniqueDatabaseName(prefix.replaceAll('-', '_'));
    await runAdminStatement(url, `create database ${name}`);
    const database = createDatabase({ databaseUrl: withDatabaseName(url, name), dataDir: '' });
    return {
      database,
      dispose: async () => {
        await database.close();
        await runAdminStatement(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const database = createDatabase({ dataDir: dir });
  return {
    database,
    dispose: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
