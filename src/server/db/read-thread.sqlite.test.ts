import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { createDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

// The read thread serves SQLite only (on PostgreSQL offLoop() is the pool): a *.sqlite.test.ts
// file runs in the SQLite project only (vitest.config.ts).

/** A read that walks two million rows: long enough to be seen holding, or not holding, the loop. */
const longRead = sql<{ n: number }>`with recursive counter (i) as (
    select 1 union all select i + 1 from counter where i < 2000000)
  select count(*) as n from counter`;

/** How many times the event loop ran a 5 ms timer while `work` was out. */
async function loopTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  const timer = setInterval(() => (turns += 1), 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return turns;
}

describe('SQLite reads off the event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps answering requests while a long read runs, where the main connection held them', async () => {
    const offLoop = t.database.offLoop();
    // The first read starts the thread; the figure below is the read's, not the start's.
    await sql`select 1`.execute(offLoop);
    let answered = 0;
    const turns = await loopTurnsDuring(async () => {
      const read = longRead.execute(offLoop);
      // A visitor's request, answered meanwhile.
      const bikes = await t.app.inject({ url: '/api/bikes' });
      if (bikes.statusCode === 200) answered += 1;
      expect((await read).rows).toEqual([{ n: 2_000_000 }]);
    });
    expect(answered).toBe(1);
    expect(turns).toBeGreaterThan(5);
    // The same read on the main connection: the loop did not turn until it was done.
    expect(await loopTurnsDuring(() => longRead.execute(t.database.db))).toBeLessThanOrEqual(1);
  });

  it('sees every write committed before it, and refuses to write', async () => {
    const offLoop = t.database.offLoop();
    const before = await offLoop.selectFrom('gallery').select('id').execute();
    await t.database.db
      .insertInto('gallery')
      .values({ image_path: '/uploads/read-thread.webp', created_at: Date.now() })
      .execute();
    const after = await offLoop.selectFrom('gallery').select('id').execute();
    expect(after).toHaveLength(before.length + 1);
    await expect(sql`delete from gallery`.execute(offLoop)).rejects.toThrow(/reads only/);
    await expect(offLoop.transaction().execute(async () => 1)).rejects.toThrow(/single reads/);
    expect(await t.database.db.selectFrom('gallery').select('id').execute()).toHaveLength(
      before.length + 1,
    );
  });

  it('refuses a read once the database is closed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-read-thread-'));
    const database = createDatabase({ dataDir });
    try {
      await migrateToLatest(database);
      const offLoop = database.offLoop();
      expect((await sql<{ n: number }>`select 3 as n`.execute(offLoop)).rows).toEqual([{ n: 3 }]);
      await database.close();
      await expect(sql`select 4`.execute(offLoop)).rejects.toThrow(/closed/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers a statement that fails with its error, and goes on reading', async () => {
    const offLoop = t.database.offLoop();
    await expect(sql`select * from no_such_table`.execute(offLoop)).rejects.toThrow(
      /no such table/,
    );
    expect((await sql<{ n: number }>`select 2 as n`.execute(offLoop)).rows).toEqual([{ n: 2 }]);
  });
});
