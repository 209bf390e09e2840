import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { istDayBounds } from '../../../shared/dates.js';
import { REPORTS, type ReportPage } from '../../../shared/reports.js';
import type { NewEnquiry } from '../../db/tables.js';
import { signedInTestApp, type TestApp } from '../../test/helper.js';
import { insertLeads } from '../../test/leads.js';
import { pdfPageTexts } from '../../test/pdf-text.js';
import { streamReportRows } from './repository.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => ({ t, cookie } = await signedInTestApp()));
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom('enquiries').execute();
});

const DAY = istDayBounds('2026-11-21');
const MINUTE = 60_000;

const insert = (leads: Partial<NewEnquiry>[]) =>
  insertLeads(t, leads, DAY.start + 10 * 60 * MINUTE);

async function report(path: string, body: object): Promise<ReportPage> {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportPage;
}

const exportUrl = (slug: string, query: Record<string, string>) =>
  `/api/reports/${slug}/export?${new URLSearchParams(query).toString()}`;

describe('every report', () => {
  it.each(REPORTS.map((r) => [r.path, r] as const))(
    '%s answers the envelope with exactly the row fields of SPEC §3',
    async (path, description) => {
      await insert([{ kind: description.kind, email: 'a@b.example', model: 'honda-shine' }]);
      const page = await report(path, { page: 1, limit: 10 });
      expect(page.totalRecords).toBe(1);
      expect(page.totalPages).toBe(1);
      expect(Object.keys(page.data[0] ?? {})).toEqual(description.columns.map((c) => c.key));
    },
  );
});

describe('counting', () => {
  it("counts a whole report from the kind's kept total, without other kinds or repeats", async () => {
    await insert(Array.from({ length: 4 }, () => ({ kind: 'service' as const })));
    await insert([{ kind: 'offer' }, { kind: 'offer' }]);
    const [first, second] = await t.database.db
      .selectFrom('enquiries')
      .select('id')
      .where('kind', '=', 'service')
      .orderBy('id')
      .execute();
    // A second question from the same visitor is kept, as a repeat of the first lead.
    await insert([{ kind: 'service', repeat_of: first?.id }]);
    expect((await report('/api/bookingReports', { page: 1, limit: 10 })).totalRecords).toBe(4);
    expect((await report('/api/offerReports', { page: 1, limit: 10 })).totalRecords).toBe(2);
    await t.database.db
      .deleteFrom('enquiries')
      .where('id', '=', second?.id ?? 0)
      .execute();
    expect((await report('/api/bookingReports', { page: 1, limit: 10 })).totalRecords).toBe(3);
  });

  it('keeps the total exact for leads stored together, rolled back, or made repeats as they are stored', async () => {
    // Twenty transactions at once, each storing one lead of the same kind.
    await Promise.all(Array.from({ length: 20 }, () => insert([{ kind: 'service' }])));
    const { db } = t.database;
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('enquiries')
          .values({ kind: 'service', name: 'Gone', phone: '9800000001', created_at: DAY.start })
          .execute();
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // Stored and made a repeat of another in one transaction: counted once, then not at all.
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('enquiries')
        .values({ kind: 'service', name: 'Again', phone: '9800000002', created_at: DAY.start })
        .returning('id')
        .executeTakeFirstOrThrow();
      const original = await trx
        .selectFrom('enquiries')
        .select('id')
        .where('id', '<>', id)
        .where('kind', '=', 'service')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('enquiries')
        .set({ repeat_of: original.id })
        .where('id', '=', id)
        .execute();
    });
    expect((await report('/api/bookingReports', { page: 1, limit: 10 })).totalRecords).toBe(20);
  });
});

describe('paging', () => {
  it('pages 23 leads newest first, 10 to a page', async () => {
    await insert(Array.from({ length: 23 }, () => ({})));
    const first = await report('/api/bookingReports', { page: 1, limit: 10 });
    expect(first).toMatchObject({ totalRecords: 23, totalPages: 3 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]?.name).toBe('Customer 22');
    const last = await report('/api/bookingReports', { page: 3, limit: 10 });
    expect(last.data.map((r) => r.name)).toEqual(['Customer 2', 'Customer 1', 'Customer 0']);
    const beyond = await report('/api/bookingReports', { page: 4, limit: 10 });
    expect(beyond).toEqual({ data: [], totalPages: 3, totalRecords: 23 });
  });

  it('uses a page size of 10 when none is given and refuses a bad page', async () => {
    await insert(Array.from({ length: 12 }, () => ({})));
    expect((await report('/api/bookingReports', {})).data).toHaveLength(10);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/bookingReports',
      payload: { page: 0, fromDate: '21/11/2026' },
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['fromDate', 'page']);
  });
});

describe('date filters', () => {
  it('keeps a lead at 23:59 IST and one at 00:01 IST on their own days, both inclusive', async () => {
    await insert([
      { name: 'Late Evening', created_at: DAY.end - MINUTE },
      { name: 'Just After Midnight', created_at: DAY.end + MINUTE },
    ]);
    const day21 = await report('/api/bookingReports', {
      fromDate: '2026-11-21',
      toDate: '2026-11-21',
    });
    expect(day21.data.map((r) => r.name)).toEqual(['Late Evening']);
    expect(day21.totalRecords).toBe(1);
    expect(day21.data[0]).toMatchObject({ created_date: '2026-11-21', created_time: '23:59:00' });
    const day22 = await report('/api/bookingReports', {
      fromDate: '2026-11-22',
      toDate: '2026-11-22',
    });
    expect(day22.data.map((r) => r.name)).toEqual(['Just After Midnight']);
    expect(day22.totalRecords).toBe(1);
    expect(day22.data[0]).toMatchObject({ created_date: '2026-11-22', created_time: '00:01:00' });
    expect((await report('/api/bookingReports', { fromDate: '2026-11-21' })).totalRecords).toBe(2);
    expect((await report('/api/bookingReports', { toDate: '2026-11-21' })).totalRecords).toBe(1);
  });
});

describe('search', () => {
  beforeEach(async () => {
    await insert([
      {
        name: 'Zebulon Kharade',
        email: 'zeb@mail.example',
        registration_no: 'MH13AB4321',
        model: 'honda-unicorn',
      },
      ...Array.from({ length: 30 }, () => ({})),
    ]);
  });

  it.each([
    ['name', 'kharade'],
    ['phone', '9822010000'],
    ['e-mail', 'zeb@mail'],
    ['model', 'unicorn'],
    ['registration', 'AB4321'],
    ['a two-letter fragment', 'Ze'],
  ])('finds a lead on the last page by its %s', async (_field, term) => {
    const page = await report('/api/bookingReports', { search: term });
    expect(page.totalRecords).toBe(1);
    expect(page.data[0]?.name).toBe('Zebulon Kharade');
  });

  it('treats wildcards and quotes as plain text', async () => {
    expect((await report('/api/bookingReports', { search: '%' })).totalRecords).toBe(0);
    expect((await report('/api/bookingReports', { search: '"kh' })).totalRecords).toBe(0);
  });

  it('reads the offer report search from searchTerm', async () => {
    await insert([{ kind: 'offer', name: 'Offer Seeker' }]);
    expect((await report('/api/offerReports', { searchTerm: 'seeker' })).totalRecords).toBe(1);
    expect((await report('/api/offerReports', { searchTerm: 'nobody' })).totalRecords).toBe(0);
  });
});

describe('CSV export', () => {
  it('writes a byte-exact booking CSV: BOM, quoted text, flattened text, inert formulas', async () => {
    await insert([
      {
        name: 'Asha "Ash" Patil',
        phone: '9822000111',
        email: 'asha@mail.example',
        model: 'honda-shine',
        message: 'Brakes squeak,\nplease check',
        service_type: 'Paid',
        booking_date: '2026-11-25',
        year_of_purchase: 2021,
        registration_no: 'MH13AB1234',
        created_at: DAY.start + 9 * 60 * MINUTE,
      },
      {
        name: '=HYPERLINK("http://evil.example")',
        phone: '9822000222',
        message: '@SUM(1+1)',
        entered_model: '-2+3',
        created_at: DAY.start + 11 * 60 * MINUTE,
      },
    ]);
    const response = await t.app.inject({
      url: exportUrl('booking-report', { format: 'csv' }),
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="booking-report.csv"',
    );
    const expected =
      '\uFEFF"Booking Date","Name","Contact","Email","Model","Entered Model","Registration","Service Type","Year","Message","Date","Time"\r\n' +
      ',"\'=HYPERLINK(""http://evil.example"")","9822000222",,,"\'-2+3",,,,"\'@SUM(1+1)","2026-11-21","11:00:00"\r\n' +
      '"2026-11-25","Asha ""Ash"" Patil","9822000111","asha@mail.example","honda-shine",,"MH13AB1234","Paid",2021,"Brakes squeak please check","2026-11-21","09:00:00"\r\n';
    expect(response.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
  });

  it('exports every row matching the filters, not just one page, with en-GB dates for product enquiries', async () => {
    await insert([
      ...Array.from({ length: 25 }, () => ({ kind: 'product' as const, colour: 'Red' })),
      { kind: 'product', name: 'Outside Range', created_at: DAY.end + 5 * MINUTE },
    ]);
    const response = await t.app.inject({
      url: exportUrl('enquiry-report', {
        format: 'csv',
        fromDate: '2026-11-21',
        toDate: '2026-11-21',
      }),
      headers: { cookie },
    });
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(26);
    expect(response.body).not.toContain('Outside Range');
    expect(lines[1]).toContain('"21/11/2026"');
    expect(response.headers['content-disposition']).toContain('Product_Enquiry_Report.csv');
  });

  it('lets new leads be stored while a long export runs', async () => {
    await insert(Array.from({ length: 6000 }, () => ({})));
    const exporting = t.app.inject({
      url: exportUrl('booking-report', { format: 'csv' }),
      headers: { cookie },
    });
    const stored = await t.database.db
      .insertInto('enquiries')
      .values({ kind: 'amc', name: 'During Export', phone: '9822099999', created_at: DAY.start })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(stored.id).toBeGreaterThan(0);
    const response = await exporting;
    expect(response.body.trim().split('\r\n')).toHaveLength(6001);
  });

  it('reads batch by batch without losing or repeating a lead, even where a batch ends inside a tie', async () => {
    // Three leads to a millisecond: batches of 1, 4 and 7 end inside and between ties.
    await insert(
      Array.from({ length: 15 }, (_, i) => ({ created_at: DAY.start + Math.floor(i / 3) })),
    );
    const all = (await report('/api/bookingReports', { page: 1, limit: 100 })).data.map(
      (row) => row.name,
    );
    expect(all).toHaveLength(15);
    for (const batchSize of [1, 4, 7]) {
      const names: string[] = [];
      for await (const batch of streamReportRows(
        t.database.db,
        t.database.dialect,
        'service',
        {},
        batchSize,
      )) {
        names.push(...batch.map((lead) => lead.name ?? ''));
      }
      expect(names).toEqual(all);
    }
  });

  it('answers 404 for an unknown report and 400 for an unknown format', async () => {
    expect(
      (await t.app.inject({ url: exportUrl('nope', { format: 'csv' }), headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: exportUrl('amc-report', { format: 'xls' }), headers: { cookie } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('PDF export', () => {
  it('opens as a landscape PDF for the booking report and holds every row', async () => {
    await insert(Array.from({ length: 120 }, (_, i) => ({ name: `Rider Number ${i}` })));
    const response = await t.app.inject({
      url: exportUrl('booking-report', { format: 'pdf' }),
      headers: { cookie },
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="booking-report.pdf"',
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 841.89 595.28]');
    const text = (await pdfPageTexts(pdf)).join(' ');
    for (const i of [0, 59, 119]) expect(text).toContain(`Rider Number ${i}`);
  });

  it('is portrait for the EW report and can be opened inline for printing', async () => {
    await insert([{ kind: 'warranty', name: 'Warranty Holder' }]);
    const response = await t.app.inject({
      url: exportUrl('ew-report', { format: 'pdf', disposition: 'inline' }),
      headers: { cookie },
    });
    expect(response.headers['content-disposition']).toBe('inline; filename="EWReport.pdf"');
    expect(response.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect((await pdfPageTexts(response.rawPayload)).join(' ')).toContain('Warranty Holder');
  });
});
