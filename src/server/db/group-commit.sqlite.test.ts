import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { openSqlite } from './database.js';
import { createGroupCommit, MAX_WORK_PER_COMMIT } from './group-commit.js';

// Group commit serves SQLite's lead path only (PostgreSQL stores leads in batches): a
// *.sqlite.test.ts file runs in the SQLite project only (vitest.config.ts).
describe('group commit on SQLite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.database;
    await sql`create table probe (id integer primary key, n integer not null)`.execute(db);
    // A row of probe_guard must name a probe row by commit time: a deferred foreign key, which
    // SQLite checks at COMMIT, so a group's work all succeeds and its commit still fails.
    await sql`create table probe_guard (
      probe_id integer references probe (id) deferrable initially deferred)`.execute(db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await sql`delete from probe_guard`.execute(t.database.db);
    await sql`delete from probe`.execute(t.database.db);
  });

  const probes = async () =>
    (await sql<{ n: number }>`select n from probe order by id`.execute(t.database.db)).rows.map(
      (row) => row.n,
    );

  const insertProbe = (n: number) => async (trx: typeof t.database.db) => {
    await sql`insert into probe (n) values (${n})`.execute(trx);
    // What the work before it in the group wrote, as its own transaction would have seen it.
    const { rows } = await sql<{ seen: number }>`select count(*) as seen from probe`.execute(trx);
    return rows[0]?.seen;
  };

  it('runs work handed in together one after another, each seeing what came before', async () => {
    const group = createGroupCommit(t.database.db);
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => group.run(insertProbe(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(await probes()).toEqual([1, 2, 3, 4, 5]);
  });

  it('undoes only the work that failed; the rest of its group is committed', async () => {
    const group = createGroupCommit(t.database.db);
    const failing = async (trx: typeof t.database.db) => {
      await insertProbe(3)(trx);
      throw new Error('this piece of work fails');
    };
    const settled = await Promise.allSettled([
      group.run(insertProbe(1)),
      group.run(insertProbe(2)),
      group.run(failing),
      group.run(insertProbe(4)),
    ]);
    expect(settled.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await probes()).toEqual([1, 2, 4]);
  });

  it('runs a group whose commit fails again piece by piece: only the piece at fault fails', async () => {
    const group = createGroupCommit(t.database.db);
    const breaksTheCommit = async (trx: typeof t.database.db) => {
      await insertProbe(2)(trx);
      await sql`insert into probe_guard (probe_id) values (-1)`.execute(trx);
    };
    const settled = await Promise.allSettled([
      group.run(insertProbe(1)),
      group.run(breaksTheCommit),
      group.run(insertProbe(3)),
    ]);
    expect(settled.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(String((settled[1] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    // Its own rows are gone with it, and the others are kept, each once.
    expect(await probes()).toEqual([1, 3]);
    // The next group is written as usual.
    await group.run(insertProbe(4));
    expect(await probes()).toEqual([1, 3, 4]);
  });

  it(`takes at most ${MAX_WORK_PER_COMMIT} pieces of work a commit, and does them all in order`, async () => {
    const group = createGroupCommit(t.database.db);
    // Another connection to the file sees only what has been committed.
    const other = openSqlite(t.database.file as string);
    const committed = other.prepare('select count(*) as n from probe');
    const count = MAX_WORK_PER_COMMIT * 2 + 5;
    const numbers = Array.from({ length: count }, (_, index) => index + 1);
    const committedBefore: number[] = [];
    const results = await Promise.all(
      numbers.map((n) =>
        group.run(async (trx) => {
          committedBefore.push((committed.get() as { n: number }).n);
          return insertProbe(n)(trx);
        }),
      ),
    );
    other.close();
    expect(await probes()).toEqual(numbers);
    // Each piece sees every row before it, whichever commit it went in.
    expect(results).toEqual(numbers);
    // Three commits: the first two of the most a commit takes, then the rest.
    const groupOf = (index: number) => Math.floor(index / MAX_WORK_PER_COMMIT);
    expect(committedBefore).toEqual(
      numbers.map((_, index) => groupOf(index) * MAX_WORK_PER_COMMIT),
    );
  });
});
