import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './database.js';

interface Tables {
  leads: { id: Generated<number>; name: string };
}

let connection: SQLite.Database;
let db: Kysely<Tables>;
beforeEach(async () => {
  connection = new SQLite(':memory:');
  db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
  });
  await sql`create table leads (id integer primary key, name text not null)`.execute(db);
  await db
    .insertInto('leads')
    .values(['Asha', 'Bhushan', 'Chetan'].map((name) => ({ name })))
    .execute();
});
afterEach(() => db.destroy());

const names = () => db.selectFrom('leads').select('name').orderBy('id');

describe('an SQLite connection that keeps its statements compiled', () => {
  it('compiles a statement once and hands the same one out again', () => {
    const cached = withStatementCache(connection);
    expect(cached.prepare('select 1')).toBe(cached.prepare('select 1'));
  });

  it('answers a query after an export stopped reading the very same statement half-way', async () => {
    for await (const row of names().stream()) {
      expect(row.name).toBe('Asha');
      break; // A download cancelled after its first row.
    }
    expect((await names().execute()).map((r) => r.name)).toEqual(['Asha', 'Bhushan', 'Chetan']);
  });

  it('compiles another statement beside one an iterator still holds', () => {
    const cached = withStatementCache(connection);
    const rows = cached.prepare('select name from leads order by id').iterate([]);
    rows.next();
    expect(cached.prepare('select name from leads order by id').all([])).toHaveLength(3);
    rows.return?.();
  });

  it('reads a column added after the statement was kept', async () => {
    const all = () => db.selectFrom('leads').selectAll().orderBy('id').executeTakeFirstOrThrow();
    expect(await all()).toEqual({ id: 1, name: 'Asha' });
    await sql`alter table leads add column phone text`.execute(db);
    expect(await all()).toEqual({ id: 1, name: 'Asha', phone: null });
  });

  it('writes with a kept statement as often as asked', async () => {
    for (const name of ['Dipali', 'Eknath'])
      await db.insertInto('leads').values({ name }).execute();
    expect((await names().execute()).map((r) => r.name)).toEqual([
      'Asha',
      'Bhushan',
      'Chetan',
      'Dipali',
      'Eknath',
    ]);
  });
});
