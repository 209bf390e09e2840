import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { emptyTestDatabase } from '../../test/empty-database.js';
import { untilWaitingOnLock } from '../../test/lock-waits.js';
import { countLeads, listLeads } from '../leads/repository.js';
import { countReportRows, listReportRows } from './repository.js';

// PostgreSQL searches read a table of their own (migration 0023), kept by triggers on enquiries:
// what a search finds must follow every change to a lead, whoever makes it.

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await emptyTestDatabase('search-table'));
});
afterAll(() => dispose());

const db = () => database.db;

/** The report's answer and the desk's answer to one search: both must agree. */
async function found(term: string, range: { from?: string; to?: string } = {}) {
  const report = { search: term, fromDate: range.from, toDate: range.to };
  const desk = { kinds: ['service' as const], search: term, ...range };
  const page = { limit: 10, offset: 0 };
  const [reportTotal, reportRows, deskTotal, deskRows] = await Promise.all([
    countReportRows(db(), 'postgres', 'service', report),
    listReportRows(db(), 'postgres', 'service', report, page),
    countLeads(db(), 'postgres', desk),
    listLeads(db(), 'postgres', desk, page),
  ]);
  expect(deskTotal).toBe(reportTotal);
  expect(deskRows.map((row) => row.id)).toEqual(reportRows.map((row) => row.id));
  return { total: reportTotal, names: reportRows.map((row) => row.name) };
}

const insert = (values: { name: string; phone?: string; created_at?: number }) =>
  db()
    .insertInto('enquiries')
    .values({ kind: 'service', phone: '9822000111', created_at: Date.UTC(2026, 10, 20), ...values })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((row) => row.id);

describe('leads stored before the search table', () => {
  it('are found once it is built, and again after it is taken down and built anew', async () => {
    await migrateTo(database, '0022-leads-in-batches');
    await insert({ name: 'Vaibhav Kulkarni' });
    await migrateToLatest(database);
    expect(await found('KULK')).toEqual({ total: 1, names: ['Vaibhav Kulkarni'] });

    await migrateTo(database, '0022-leads-in-batches');
    await migrateToLatest(database);
    expect(await found('kulk')).toEqual({ total: 1, names: ['Vaibhav Kulkarni'] });
  });
});

describe('a lead stored while the search table is being built', () => {
  it('is found once it is built: it waits for the copy rather than slipping past it', async () => {
    await migrateTo(database, '0022-leads-in-batches');
    await db().deleteFrom('enquiries').execute();
    // An instance still on the old code stores a lead; it commits while the migration runs.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const storing = db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('enquiries')
          .values({ kind: 'service', name: 'Racing Jadhav', phone: '9822000222' })
          .execute();
        await committed;
      });
    const migrating = migrateToLatest(database);
    // Until the migration waits for the lead's transaction to end.
    await untilWaitingOnLock(db());
    commit();
    await storing;
    await migrating;
    expect(await found('jadhav')).toEqual({ total: 1, names: ['Racing Jadhav'] });
  });
});

describe('the search table', () => {
  beforeEach(async () => {
    await migrateToLatest(database);
    await db().deleteFrom('enquiries').execute();
  });

  it('finds a lead by any case of its words, and takes wildcards as plain text', async () => {
    await insert({ name: 'Sneha Joshi', phone: '9822012345' });
    await insert({ name: 'Ravi 100% Patil' });
    expect((await found('sNEHA')).names).toEqual(['Sneha Joshi']);
    expect((await found('2012')).names).toEqual(['Sneha Joshi']);
    expect((await found('100%')).names).toEqual(['Ravi 100% Patil']);
    expect((await found('0_')).total).toBe(0);
    expect((await found('%')).total).toBe(1);
  });

  it('holds every one of twenty leads stored at the same moment', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insert({ name: `Together Gaikwad ${i}`, phone: `98220003${String(i).padStart(2, '0')}` }),
      ),
    );
    const { total } = await found('gaikwad');
    expect(total).toBe(20);
  });

  it('never refuses a lead of a kind added later without a partition of its own', async () => {
    const rolledBack = new Error('rolled back');
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          // As a later migration that allows a new kind and forgets its search partition.
          const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint
            where conrelid = 'enquiries'::regclass and contype = 'c'
              and pg_get_constraintdef(oid) like '%joyclub%'`.execute(trx);
          for (const { name } of rows) {
            await sql`alter table enquiries drop constraint ${sql.id(name)}`.execute(trx);
          }
          await sql`insert into enquiries (kind, name, phone) values ('rental', 'Renu Jagtap', '9822000333')`.execute(
            trx,
          );
          const held = await sql<{
            body: string;
          }>`select body from lead_search where kind = 'rental'`.execute(trx);
          expect(held.rows).toEqual([{ body: expect.stringContaining('renu jagtap') }]);
          throw rolledBack;
        }),
    ).rejects.toBe(rolledBack);
  });

  it('follows an edit of a lead: found by its new name, no longer by its old one', async () => {
    const id = await insert({ name: 'Amit Shinde' });
    await db().updateTable('enquiries').set({ name: 'Amit Pawar' }).where('id', '=', id).execute();
    expect(await found('shinde')).toEqual({ total: 0, names: [] });
    expect(await found('pawar')).toEqual({ total: 1, names: ['Amit Pawar'] });
  });

  it('forgets a deleted lead, and finds its repeat once the repeat becomes a lead of its own', async () => {
    const original = await insert({ name: 'Kiran More' });
    const repeat = await db()
      .insertInto('enquiries')
      .values({ kind: 'service', name: 'Kiran More', phone: '9822000111', repeat_of: original })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await found('kiran')).total).toBe(1);
    await db().deleteFrom('enquiries').where('id', '=', original).execute();
    const after = await found('kiran');
    expect(after.total).toBe(1);
    const [row] = await listReportRows(
      db(),
      'postgres',
      'service',
      { search: 'kiran' },
      {
        limit: 10,
        offset: 0,
      },
    );
    expect(row?.id).toBe(repeat.id);
  });

  it('counts and pages a search within a date range, newest first, in the dealer’s days', async () => {
    // 23:59 and 00:01 in Asia/Kolkata on either side of 21 November.
    await insert({ name: 'Late Deshpande', created_at: Date.UTC(2026, 10, 20, 18, 29) });
    await insert({ name: 'Early Deshpande', created_at: Date.UTC(2026, 10, 20, 18, 31) });
    await insert({ name: 'Next Deshpande', created_at: Date.UTC(2026, 10, 21, 12) });
    expect(await found('deshpande', { from: '2026-11-21', to: '2026-11-21' })).toEqual({
      total: 2,
      names: ['Next Deshpande', 'Early Deshpande'],
    });
    expect((await found('deshpande', { to: '2026-11-20' })).names).toEqual(['Late Deshpande']);
  });

  it('counts a desk search over several kinds, however unevenly their leads are spread', async () => {
    // One kind with most of the leads, one with none of the matches, the others with a few each.
    const matches: Record<string, number> = {
      product: 5,
      finance: 2,
      contact: 1,
      joyclub: 3,
      optin: 1,
    };
    const rows = [
      ...Object.entries(matches).flatMap(([kind, count]) =>
        Array.from({ length: count }, (_, i) => ({ kind, name: `Halves Bhosale ${kind} ${i}` })),
      ),
      ...Array.from({ length: 30 }, (_, i) => ({ kind: 'product', name: `Other Lead ${i}` })),
      ...Array.from({ length: 4 }, (_, i) => ({ kind: 'offer', name: `Offer Lead ${i}` })),
    ];
    const ids = await db()
      .insertInto('enquiries')
      .values(
        rows.map((row, i) => ({
          kind: row.kind as 'product',
          name: row.name,
          phone: `98221${String(i).padStart(5, '0')}`,
          created_at: Date.UTC(2026, 10, 21) + i,
        })),
      )
      .returning('id')
      .execute();
    // A repeat of a match is not a lead of its own, and is not counted.
    await db()
      .insertInto('enquiries')
      .values({
        kind: 'finance',
        name: 'Halves Bhosale finance 0',
        phone: '9822100005',
        repeat_of: ids[5]!.id,
      })
      .execute();
    const desk = {
      kinds: ['product', 'finance', 'contact', 'offer', 'joyclub', 'optin'] as const,
      search: 'HALVES bhos',
    };
    const [total, listed] = await Promise.all([
      countLeads(db(), 'postgres', { ...desk, kinds: [...desk.kinds] }),
      listLeads(db(), 'postgres', { ...desk, kinds: [...desk.kinds] }, { limit: 20, offset: 0 }),
    ]);
    expect(total).toBe(12);
    expect(listed.map((lead) => lead.name).sort()).toEqual(
      rows
        .filter((row) => row.name.startsWith('Halves'))
        .map((row) => row.name)
        .sort(),
    );
  });
});
