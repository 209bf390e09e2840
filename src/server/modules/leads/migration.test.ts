import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryKind } from '../../../shared/enquiry-forms.js';
import type { DatabaseHandle } from '../../db/database.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { emptyTestDatabase } from '../../test/empty-database.js';
import type { FastifyBaseLogger } from 'fastify';
import { storeLead } from '../enquiries/on-stored.js';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

/** An empty database of the dialect under test, migrated by the test itself, with no seed at all. */
beforeAll(async () => {
  ({ database, dispose } = await emptyTestDatabase('dealer-migration'));
});
afterAll(() => dispose());

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

describe('the lead path migrations of the second performance round', () => {
  it('go down and up again, and a lead stored then is still counted and its turn still given', async () => {
    await migrateTo(database, '0018-report-kind-indexes');
    await migrateToLatest(database);
    const admin = await database.db
      .insertInto('admins')
      .values({ user_id: 'mig-sales', password_hash: 'x', user_name: 'Sales', role: 'sales' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await totalOf('finance');
    // As a visitor's lead is stored: in a batch on PostgreSQL, in a group commit on SQLite.
    const failures: unknown[] = [];
    const log = { error: (entry: unknown) => void failures.push(entry) } as FastifyBaseLogger;
    const sent = {
      kind: 'finance' as const,
      name: 'New Lead',
      phone: '9822000998',
      created_at: 2,
      fingerprint: 'migrated',
    };
    expect(await storeLead(database, sent, 0, log)).toBeNull();
    expect(failures).toEqual([]);
    expect(await totalOf('finance')).toBe(before + 1);
    const lead = await database.db
      .selectFrom('enquiries')
      .select('assignee_id')
      .where('name', '=', 'New Lead')
      .executeTakeFirstOrThrow();
    expect(lead.assignee_id).toBe(admin.id);
  });
});

describe('the status totals migration', () => {
  it('counts the leads stored before it by kind and status, repeats left out', async () => {
    await migrateTo(database, '0023-search-table');
    const lead = (kind: EnquiryKind, status: 'new' | 'won' | 'done', phone: string) => ({
      kind,
      name: 'Before Totals',
      phone,
      created_at: 3,
      status,
    });
    const [first] = await database.db
      .insertInto('enquiries')
      .values([
        lead('finance', 'won', '9822000801'),
        lead('finance', 'won', '9822000802'),
        lead('finance', 'new', '9822000803'),
        lead('service', 'done', '9822000804'),
      ])
      .returning('id')
      .execute();
    await database.db
      .insertInto('enquiries')
      .values({ ...lead('finance', 'won', '9822000801'), repeat_of: first?.id })
      .execute();
    await migrateToLatest(database);
    const totals = await database.db
      .selectFrom('lead_status_totals')
      .select(['kind', 'status', 'total'])
      .orderBy('kind')
      .orderBy('status')
      .execute();
    const counted = await database.db
      .selectFrom('enquiries')
      .select(['kind', 'status', (eb) => eb.fn.countAll().as('total')])
      .where('repeat_of', 'is', null)
      .groupBy(['kind', 'status'])
      .orderBy('kind')
      .orderBy('status')
      .execute();
    expect(totals.map((row) => ({ ...row, total: Number(row.total) }))).toEqual(
      counted.map((row) => ({ ...row, total: Number(row.total) })),
    );
    const won = totals.find((row) => row.kind === 'finance' && row.status === 'won');
    expect(Number(won?.total)).toBe(2);
  });
});

describe('the day totals migration', () => {
  it('counts the leads stored before it by kind and IST day, repeats left out', async () => {
    await migrateTo(database, '0025-lead-dates-by-id');
    // 23:59 and 00:01 IST either side of the midnight that starts 22 November 2026.
    const midnight = Date.parse('2026-11-22T00:00:00+05:30');
    const lead = (kind: EnquiryKind, created_at: number, phone: string) => ({
      kind,
      name: 'Before Day Totals',
      phone,
      created_at,
    });
    const [first] = await database.db
      .insertInto('enquiries')
      .values([
        lead('finance', midnight - 60_000, '9822000701'),
        lead('finance', midnight + 60_000, '9822000702'),
        lead('finance', midnight + 3_600_000, '9822000703'),
        lead('service', midnight + 60_000, '9822000704'),
      ])
      .returning('id')
      .execute();
    await database.db
      .insertInto('enquiries')
      .values({ ...lead('finance', midnight - 30_000, '9822000701'), repeat_of: first?.id })
      .execute();
    await migrateToLatest(database);
    const day = Date.UTC(2026, 10, 22) / 86_400_000;
    const totals = await database.db
      .selectFrom('lead_day_totals')
      .select(['kind', 'day', 'total'])
      .where('day', 'in', [day - 1, day])
      .orderBy('kind')
      .orderBy('day')
      .execute();
    expect(totals.map((row) => ({ ...row, total: Number(row.total) }))).toEqual([
      { kind: 'finance', day: day - 1, total: 1 },
      { kind: 'finance', day, total: 2 },
      { kind: 'service', day, total: 1 },
    ]);
  });
});

describe('the migration that keeps a lead findable after it is worked on', () => {
  it('finds again a lead an update took out of the search, and keeps it found', async () => {
    await migrateTo(database, '0026-lead-day-totals');
    const { id } = await database.db
      .insertInto('enquiries')
      .values({ kind: 'finance', name: 'Lost Findable', phone: '9822000601', created_at: 4 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Worked on as the desk works a lead: on SQLite the triggers of 0002 took it out of the search.
    await database.db
      .updateTable('enquiries')
      .set({ status: 'contacted' })
      .where('id', '=', id)
      .execute();
    if (database.dialect === 'sqlite') expect(await found('findable')).toEqual([]);
    await migrateToLatest(database);
    expect(await found('findable')).toEqual([id]);
    await database.db
      .updateTable('enquiries')
      .set({ status: 'booked' })
      .where('id', '=', id)
      .execute();
    await database.db
      .updateTable('enquiries')
      .set({ name: 'Found Again' })
      .where('id', '=', id)
      .execute();
    expect(await found('findable')).toEqual([]);
    expect(await found('again')).toEqual([id]);
  });
});

/** The finance leads whose text holds `term`, as the search reads them on either database. */
async function found(term: string): Promise<number[]> {
  const { rows } =
    database.dialect === 'sqlite'
      ? await sql<{ id: number }>`select rowid as id from enquiries_search_finance
          where enquiries_search_finance match ${`"${term}"`}`.execute(database.db)
      : await sql<{ id: number }>`select id from lead_search
          where kind = 'finance' and body like ${`%${term}%`}`.execute(database.db);
  return rows.map((row) => Number(row.id));
}

async function totalOf(kind: EnquiryKind): Promise<number> {
  const row = await database.db
    .selectFrom('lead_totals')
    .select('total')
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
