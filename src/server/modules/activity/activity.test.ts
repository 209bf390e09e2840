import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM } from '../reports/csv.js';
import { istDayBounds } from '../../../shared/dates.js';
import {
  AUDIT_ACTIONS,
  activityPageSchema,
  type ActivityRow,
  type AuditAction,
} from '../../../shared/staff.js';
import { appendAuditEvent } from '../audit/repository.js';
import { streamActivity } from './repository.js';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.js';

let t: TestApp;
let cookie: string;

/** An instant in Asia/Kolkata: the day (YYYY-MM-DD) and the wall-clock hour and minute there. */
const ist = (day: string, hour: number, minute: number) =>
  istDayBounds(day).start + (hour * 60 + minute) * 60_000;

interface Fixture {
  at: number;
  user: string;
  action: AuditAction;
  target: string;
  summary: string;
  ip: string;
}

/** The trail these tests read, all in March 2025; anything else in it (sign-ins) is dated 2024. */
const EVENTS: Fixture[] = [
  {
    at: ist('2025-03-01', 23, 59),
    user: 'ravi',
    action: 'price-update',
    target: 'Shine',
    summary: '84,490 → 85,000',
    ip: '10.0.0.1',
  },
  {
    at: ist('2025-03-02', 0, 1),
    user: 'meera',
    action: 'offer-create',
    target: 'Diwali 50% off',
    summary: 'offer 3',
    ip: '10.0.0.2',
  },
  {
    at: ist('2025-03-05', 10, 0),
    user: 'Meera.K',
    action: 'vehicle-status',
    target: 'Activa',
    summary: 'Active → Inactive',
    ip: '192.168.1.9',
  },
  {
    at: ist('2025-03-06', 12, 0),
    user: 'ravi',
    action: 'gallery-upload',
    target: 'Gallery',
    summary: '2 images',
    ip: '10.0.0.1',
  },
  {
    at: ist('2025-03-07', 9, 0),
    user: 'owner1',
    action: 'offer-delete',
    target: '=HYPERLINK("http://example.test")',
    summary: 'offer_4',
    ip: '10.0.0.3',
  },
];

/** 23 changes by one person on one day; three share a millisecond, so ties are ordered too. */
const BULK_USER = 'bulk.user';
const BULK_COUNT = 23;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = Date.UTC(2024, 0, 1);
  cookie = await signIn(t);
  const { db } = t.database;
  for (const event of EVENTS) {
    await appendAuditEvent(db, {
      created_at: event.at,
      actor_id: null,
      actor_user_id: event.user,
      action: event.action,
      target: event.target,
      summary: event.summary,
      ip: event.ip,
    });
  }
  for (let i = 0; i < BULK_COUNT; i += 1) {
    await appendAuditEvent(db, {
      created_at: ist('2025-03-10', 9, Math.min(i, 20)),
      actor_id: null,
      actor_user_id: BULK_USER,
      action: 'accessory-update',
      target: `part ${i}`,
      summary: `${i} → ${i + 1}`,
      ip: '10.0.0.9',
    });
  }
});
afterAll(() => t.close());

const MARCH = { fromDate: '2025-03-01', toDate: '2025-03-31' };

const get = (url: string, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie },
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

async function activity(query: Record<string, string | number>) {
  const response = await get('/api/activity', query);
  expect(response.statusCode, response.body).toBe(200);
  return activityPageSchema.parse(response.json());
}

const targets = (rows: ActivityRow[]) => rows.map((row) => row.target);

describe('GET /api/activity', () => {
  it('answers rows in the reports envelope, newest first, with IST date and time and the action label', async () => {
    const page = await activity({ ...MARCH, limit: 100 });
    expect(page.totalRecords).toBe(EVENTS.length + BULK_COUNT);
    expect(page.totalPages).toBe(1);
    const createdAt = page.data.map((row) => `${row.created_date} ${row.created_time}`);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    expect(page.data.at(-1)).toEqual({
      id: expect.any(Number),
      created_date: '2025-03-01',
      created_time: '23:59:00',
      user_id: 'ravi',
      action: 'price-update',
      action_label: AUDIT_ACTIONS['price-update'],
      target: 'Shine',
      summary: '84,490 → 85,000',
      ip: '10.0.0.1',
    });
  });

  it('pages on the server: every row once, in order, across pages of at most `limit`', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      pages.push(await activity({ userId: BULK_USER, limit: 10, page }));
    }
    expect(pages.map((p) => p.data.length)).toEqual([10, 10, 3]);
    expect(pages.every((p) => p.totalRecords === BULK_COUNT && p.totalPages === 3)).toBe(true);
    const ids = pages.flatMap((p) => p.data.map((row) => row.id));
    expect(new Set(ids).size).toBe(BULK_COUNT);
    // Three changes share a millisecond: the one appended last is still shown first.
    expect(targets(pages[0]?.data ?? []).slice(0, 3)).toEqual(['part 22', 'part 21', 'part 20']);
    expect((await activity({ userId: BULK_USER, limit: 10, page: 4 })).data).toEqual([]);
  });

  it('keeps a day in Asia/Kolkata: 23:59 on the 1st and 00:01 on the 2nd fall on their own days', async () => {
    const first = await activity({ fromDate: '2025-03-01', toDate: '2025-03-01' });
    expect(targets(first.data)).toEqual(['Shine']);
    const second = await activity({ fromDate: '2025-03-02', toDate: '2025-03-02' });
    expect(targets(second.data)).toEqual(['Diwali 50% off']);
    expect(second.data[0]).toMatchObject({ created_date: '2025-03-02', created_time: '00:01:00' });
    const fromSecond = await activity({ fromDate: '2025-03-02', toDate: '2025-03-07' });
    expect(targets(fromSecond.data)).not.toContain('Shine');
    expect(fromSecond.totalRecords).toBe(EVENTS.length - 1);
    const untilFirst = await activity({ fromDate: '2025-01-01', toDate: '2025-03-01' });
    expect(targets(untilFirst.data)).toEqual(['Shine']);
  });

  it('filters by the exact user id and by action', async () => {
    const ravi = await activity({ ...MARCH, userId: 'ravi' });
    expect(targets(ravi.data)).toEqual(['Gallery', 'Shine']);
    expect((await activity({ ...MARCH, userId: 'rav' })).totalRecords).toBe(0);
    const offers = await activity({ ...MARCH, action: 'offer-create' });
    expect(targets(offers.data)).toEqual(['Diwali 50% off']);
    const both = await activity({ ...MARCH, userId: 'ravi', action: 'gallery-upload' });
    expect(targets(both.data)).toEqual(['Gallery']);
  });

  it.each([
    ['part of a user id, in any case', 'MEERA', ['Activa', 'Diwali 50% off']],
    ["an action's label", 'changed a vehicle', ['Activa']],
    ['a target', 'activa', ['Activa']],
    ['a change', 'inactive', ['Activa']],
    ['an address', '192.168', ['Activa']],
    ['a % as itself', '50%', ['Diwali 50% off']],
    ['a % not as a wildcard', '5%f', []],
    ['an _ as itself, not a wildcard', 'offer_', ['=HYPERLINK("http://example.test")']],
  ])('searches %s', async (_what, search, expected) => {
    const page = await activity({ ...MARCH, search });
    expect(targets(page.data)).toEqual(expected);
    expect(page.totalRecords).toBe(expected.length);
  });

  it.each([
    [{ fromDate: '2025-02-30' }, 'fromDate', 'Please give the date as YYYY-MM-DD'],
    [{ toDate: '01/03/2025' }, 'toDate', 'Please give the date as YYYY-MM-DD'],
    [{ action: 'drop-table' }, 'action', 'Please choose an action from the list'],
    [{ limit: 101 }, 'limit', expect.any(String)],
    [{ page: 0 }, 'page', expect.any(String)],
  ])('refuses %o with 400 and a message for the field', async (query, field, message) => {
    for (const url of ['/api/activity', '/api/activity/export']) {
      if (url.endsWith('export') && (field === 'limit' || field === 'page')) continue;
      const response = await get(url, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please check the highlighted fields.',
        errors: { [field]: message },
      });
    }
  });
});

/** The CSV's records, each a list of its cells (quoted, with "" for a quote inside). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const cell = /"((?:[^"]|"")*)"|([^,\r\n]*)/y;
  let at = 0;
  let record: string[] = [];
  while (at < text.length) {
    cell.lastIndex = at;
    const match = cell.exec(text) as RegExpExecArray;
    record.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
    at = cell.lastIndex;
    if (text[at] === ',') {
      at += 1;
    } else {
      records.push(record);
      record = [];
      at += text.startsWith('\r\n', at) ? 2 : 1;
    }
  }
  return records;
}

describe('GET /api/activity/export', () => {
  it('streams every matching row as a CSV attachment with the screen columns', async () => {
    const response = await get('/api/activity/export', MARCH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="activity.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(CSV_BOM.length));
    expect(header).toEqual(['Date', 'Time', 'User', 'Action', 'Target', 'Change', 'Address']);
    expect(rows).toHaveLength(EVENTS.length + BULK_COUNT);
    expect(rows.at(-1)).toEqual([
      '2025-03-01',
      '23:59:00',
      'ravi',
      AUDIT_ACTIONS['price-update'],
      'Shine',
      '84,490 → 85,000',
      '10.0.0.1',
    ]);
  });

  it('reads batch by batch without losing or repeating a row, even where a batch ends inside a tie', async () => {
    const all = (await activity({ ...MARCH, limit: 100 })).data.map((row) => row.id);
    for (const batchSize of [1, 4, 7]) {
      const ids: number[] = [];
      for await (const batch of streamActivity(
        t.database.db,
        t.database.dialect,
        MARCH,
        batchSize,
      )) {
        ids.push(...batch.map((event) => event.id));
      }
      expect(ids).toEqual(all);
    }
  });

  it('applies the same filters as the screen', async () => {
    const response = await get('/api/activity/export', {
      ...MARCH,
      userId: 'meera',
      search: 'diwali',
    });
    const [, ...rows] = parseCsv(response.body.slice(CSV_BOM.length));
    expect(rows.map((row) => row[4])).toEqual(['Diwali 50% off']);
    const day = await get('/api/activity/export', { fromDate: '2025-03-02', toDate: '2025-03-02' });
    expect(parseCsv(day.body.slice(CSV_BOM.length)).slice(1)).toHaveLength(1);
    const action = await get('/api/activity/export', { ...MARCH, action: 'accessory-update' });
    expect(parseCsv(action.body.slice(CSV_BOM.length)).slice(1)).toHaveLength(BULK_COUNT);
  });

  it('writes a cell that a spreadsheet would run as a formula as plain text', async () => {
    const response = await get('/api/activity/export', { ...MARCH, action: 'offer-delete' });
    expect(response.body).toContain(`"'=HYPERLINK(""http://example.test"")"`);
  });
});

describe('the audit trail is append-only', () => {
  it('the database refuses to update or delete a recorded event', async () => {
    const { db } = t.database;
    await expect(sql`update audit_events set summary = 'rewritten'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db
        .updateTable('audit_events')
        .set({ ip: '0.0.0.0' })
        .where('actor_user_id', '=', 'ravi')
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(/append-only/);
    await expect(
      db.deleteFrom('audit_events').where('actor_user_id', '=', 'ravi').execute(),
    ).rejects.toThrow(/append-only/);
    expect((await activity({ ...MARCH, userId: 'ravi' })).data.map((row) => row.summary)).toEqual([
      '2 images',
      '84,490 → 85,000',
    ]);
  });

  it('no route changes or removes activity: its paths answer reads only', () => {
    const routes = t.app.routeTable.filter((route) => /^\/api\/(activity|audit)/.test(route.url));
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/activity',
      'GET /api/activity/export',
      'HEAD /api/activity',
      'HEAD /api/activity/export',
    ]);
    expect(routes.every((route) => route.permission === 'activity')).toBe(true);
  });
});
