import SQLite from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteDialect,
  sql,
} from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reusableQuery } from './reusable-query.js';
import type { Database } from './tables.js';

let db: Kysely<Database>;
beforeEach(async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await sql`create table settings (key text primary key, value text)`.execute(db);
});
afterEach(() => db.destroy());

const insertSetting = reusableQuery((trx, row: { key: string; value: string | null }) =>
  trx.insertInto('settings').values(row as { key: string; value: string }),
);
const valuesOf = reusableQuery((trx, keys: string[], value: string) =>
  trx
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .where('value', '=', value)
    .orderBy('key'),
);
const upsert = reusableQuery((trx, key: string, value: string) =>
  trx
    .insertInto('settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value })),
);

describe('a query built once and run with new values', () => {
  it('runs with each call’s own values, in their places', async () => {
    await insertSetting(db, { key: 'a', value: 'on' });
    await insertSetting(db, { key: 'b', value: 'off' });
    await insertSetting(db, { key: 'c', value: 'on' });
    expect(await valuesOf(db, ['a', 'b', 'c'], 'on')).toEqual([
      { key: 'a', value: 'on' },
      { key: 'c', value: 'on' },
    ]);
    expect(await valuesOf(db, ['a', 'b', 'c'], 'off')).toEqual([{ key: 'b', value: 'off' }]);
    // One value in two places of the statement: both take it.
    await upsert(db, 'a', 'later');
    await upsert(db, 'd', 'new');
    expect(await db.selectFrom('settings').selectAll().orderBy('key').execute()).toEqual([
      { key: 'a', value: 'later' },
      { key: 'b', value: 'off' },
      { key: 'c', value: 'on' },
      { key: 'd', value: 'new' },
    ]);
  });

  it('compiles again for arguments of another shape: a list of another length, a null', async () => {
    for (const [key, value] of [
      ['a', 'on'],
      ['b', 'on'],
      ['c', 'off'],
    ] as const) {
      await insertSetting(db, { key, value });
    }
    expect(await valuesOf(db, ['a'], 'on')).toEqual([{ key: 'a', value: 'on' }]);
    expect(await valuesOf(db, ['a', 'b', 'c'], 'on')).toHaveLength(2);
    expect(await valuesOf(db, ['c', 'a'], 'off')).toEqual([{ key: 'c', value: 'off' }]);
    await insertSetting(db, { key: 'n', value: null });
    await insertSetting(db, { key: 'm', value: 'set' });
    expect(
      await db.selectFrom('settings').selectAll().where('key', 'in', ['m', 'n']).execute(),
    ).toEqual([
      { key: 'm', value: 'set' },
      { key: 'n', value: null },
    ]);
  });

  it('refuses a query that writes one of its values into its text, instead of keeping the first', async () => {
    const literal = reusableQuery((trx, key: string) =>
      trx.selectFrom('settings').select('key').where('key', '=', sql.lit(key)),
    );
    await expect(literal(db, 'a')).rejects.toThrow(
      'a reusable query wrote one of its values into its text',
    );
  });

  it('compiles for each dialect its own text, whichever ran first in the process', async () => {
    expect(await valuesOf(db, ['a'], 'on')).toEqual([]);
    const texts: string[] = [];
    const postgres = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (kysely) => new PostgresIntrospector(kysely),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
      log: (event) => void texts.push(event.query.sql),
    });
    await postgres.transaction().execute((trx) => valuesOf(trx, ['a'], 'on'));
    expect(texts).toEqual([
      'select "key", "value" from "settings" where "key" in ($1) and "value" = $2 order by "key"',
    ]);
    await postgres.destroy();
  });
});
