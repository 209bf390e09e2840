import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/database.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { runAdminStatement, uniqueDatabaseName, withDatabaseName } from '../../test/databases.js';
import { testDialect } from '../../test/helper.js';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

/** An empty database of the dialect under test, migrated by the test itself. */
beforeAll(async () => {
  if (testDialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = uniqueDatabaseName('dealer_migration');
    await runAdminStatement(url, `create database ${name}`);
    database = createDatabase({ databaseUrl: withDatabaseName(url, name), dataDir: '' });
    dispose = () => runAdminStatement(url, `drop database if exists ${name} with (force)`);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-migration-'));
    database = createDatabase({ dataDir: dir });
    dispose = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await database.close();
  await dispose();
});

describe('the lead desk migration', () => {
  it('turns the enquiries stored before it into new, unassigned leads and switches the rotation on', async () => {
    await migrateTo(database, '0007-staff-accounts');
    await database.db
      .insertInto('enquiries')
      .values({ kind: 'finance', name: 'Old Lead', phone: '9822000999', created_at: 1 })
      .execute();
    await migrateToLatest(database);
    const lead = await database.db
      .selectFrom('enquiries')
      .select([
        'status',
        'assignee_id',
        'next_follow_up_at',
        'first_response_minutes',
        'lost_reason',
      ])
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      status: 'new',
      assignee_id: null,
      next_follow_up_at: null,
      first_response_minutes: null,
      lost_reason: null,
    });
    const setting = await database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'lead_auto_assign')
      .executeTakeFirst();
    expect(setting).toEqual({ value: 'on' });
  });

  it('refuses a status the desk does not know', async () => {
    await expect(
      database.db
        .updateTable('enquiries')
        .set({ status: 'maybe' as 'new' })
        .execute(),
    ).rejects.toThrow(/check constraint|CHECK/i);
  });
});
