import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../bootstrap.js';
import { createDatabase } from '../db/database.js';
import { TEST_ADMIN } from './databases.js';

/** Seeds one SQLite template per run; every test file then works on its own copy of it. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-template-'));
  const database = createDatabase({ dataDir: dir });
  await prepareDatabase(database, {
    SEED_DEMO: true,
    ADMIN_USER_ID: TEST_ADMIN.userId,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
  await database.close(); // closing the last connection checkpoints the WAL into the file
  project.provide('sqliteTemplate', database.file as string);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresTemplate: string;
  }
}
