import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { istDayContaining } from '../../../shared/dates.js';
import { dealerDate } from '../../../shared/format.js';
import type { ReportPage } from '../../../shared/reports.js';
import type { Enquiry } from '../../db/tables.js';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.js';
import { pdfPageTexts } from '../../test/pdf-text.js';

let t: TestApp;
let cookie: string;
// The per-address limit has tests of its own; here every request comes from 127.0.0.1.
beforeAll(async () => {
  t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '100000' });
  // Noon of today (IST): the tests move the clock on by minutes, and "today's" dashboard count
  // must not change day under them when the suite runs just before midnight.
  t.clock.now = istDayContaining(Date.now()).start + 12 * 60 * MINUTE;
  cookie = await signIn(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom('enquiries').execute();
});

const MINUTE = 60 * 1000;

const shine = {
  name: 'Omkar Deshmukh',
  emailId: 'omkar@example.com',
  mobileNo: '9822000118',
  model: 'Shine',
  color: 'Black',
  variant: 'Disc',
  message: 'Test ride on Sunday?',
  agree: true,
};

const service = {
  name: 'Sunita Jadhav',
  contactNumber: '9822000113',
  model: 'honda-activa-6g',
  bookingDate: (() => {
    const date = new Date(`${dealerDate(Date.now())}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 7);
    return date.toISOString().slice(0, 10);
  })(),
};

function post(url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload });
}

async function postProduct(payload: object) {
  const response = await post('/api/postBooking', payload);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toEqual({
    message: 'Thanks for your enquiry. Our team will get back soon.',
  });
}

function stored(): Promise<Enquiry[]> {
  return t.database.db.selectFrom('enquiries').selectAll().orderBy('id').execute();
}

const admin = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

async function productReport(): Promise<ReportPage> {
  const response = await admin('/api/enquiryReports', { page: 1, limit: 10 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportPage;
}

async function todayProductCount(): Promise<number> {
  const [counts] = (await admin('/api/dashboard')).json() as { enquiry_report: number }[];
  return counts?.enquiry_report ?? NaN;
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('a repeat enquiry', () => {
  it('is stored pointing at the first, and left out of the report, its exports and the dashboard', async () => {
    await postProduct(shine);
    t.clock.now += 9 * MINUTE;
    await postProduct(shine);

    const [first, repeat] = await stored();
    expect(first?.repeat_of).toBeNull();
    expect(repeat).toMatchObject({ repeat_of: first?.id, name: 'Omkar Deshmukh', model: 'Shine' });

    const page = await productReport();
    expect(page.totalRecords).toBe(1);
    expect(page.data).toHaveLength(1);
    expect(await todayProductCount()).toBe(1);

    const csv = await admin('/api/reports/enquiry-report/export?format=csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(2); // header + the one lead
    const pdf = await admin('/api/reports/enquiry-report/export?format=pdf');
    expect(occurrences((await pdfPageTexts(pdf.rawPayload)).join(' '), 'Omkar Deshmukh')).toBe(1);

    // A search answered from the SQLite search index leaves it out too.
    const search = await admin('/api/enquiryReports', { page: 1, limit: 10, search: 'Omkar' });
    expect((search.json() as ReportPage).totalRecords).toBe(1);
  });

  it('is recognised through differences of whitespace and case, and a phone written with +91', async () => {
    await postProduct(shine);
    await postProduct({
      ...shine,
      name: '  OMKAR   deshmukh ',
      emailId: 'Omkar@Example.com',
      mobileNo: '+91 98220 00118',
      model: 'shine',
      color: 'BLACK',
      message: 'test ride  on\nsunday?',
    });
    const [first, repeat] = await stored();
    expect(repeat?.repeat_of).toBe(first?.id);
    expect((await productReport()).totalRecords).toBe(1);
  });

  it('points at the original even when it repeats a repeat, and stays a repeat while resends keep coming', async () => {
    await postProduct(shine);
    t.clock.now += 9 * MINUTE;
    await postProduct(shine);
    t.clock.now += 9 * MINUTE; // 18 minutes after the original, 9 after the last resend
    await postProduct(shine);
    const [first, ...repeats] = await stored();
    expect(repeats.map((r) => r.repeat_of)).toEqual([first?.id, first?.id]);
  });

  it('of a lead stored before repeats were fingerprinted is a lead of its own, never lost', async () => {
    await postProduct(shine);
    // As migration 0021 left the rows it found: no fingerprint.
    await t.database.db.updateTable('enquiries').set({ fingerprint: null }).execute();
    await postProduct(shine);
    expect((await stored()).map((r) => r.repeat_of)).toEqual([null, null]);
    expect((await productReport()).totalRecords).toBe(2);
  });

  it('is a lead of its own once 10 minutes have passed since the same submission', async () => {
    await postProduct(shine);
    t.clock.now += 10 * MINUTE;
    await postProduct(shine);
    expect((await stored()).map((r) => r.repeat_of)).toEqual([null, null]);
    expect((await productReport()).totalRecords).toBe(2);
  });
});

describe('an enquiry that differs from a recent one from the same phone', () => {
  it('about the Activa after the Shine is a lead of its own, counted and reported', async () => {
    await postProduct(shine);
    t.clock.now += MINUTE;
    await postProduct({ ...shine, model: 'Activa', variant: null });

    expect((await stored()).map((r) => [r.model, r.repeat_of])).toEqual([
      ['Shine', null],
      ['Activa', null],
    ]);
    const page = await productReport();
    expect(page.totalRecords).toBe(2);
    expect(page.data.map((row) => row.model).sort()).toEqual(['Activa', 'Shine']);
    expect(await todayProductCount()).toBe(2);
  });

  it.each([
    ['colour', { color: 'Red' }],
    ['variant', { variant: 'Drum' }],
    ['message', { message: 'Test ride on Monday?' }],
    ['name', { name: 'Omkar Patil' }],
    ['e-mail', { emailId: 'omkar@example.org' }],
    ['left-out message', { message: null }],
  ])('in its %s is a lead of its own', async (_field, change) => {
    await postProduct(shine);
    await postProduct({ ...shine, ...change });
    expect((await stored()).map((r) => r.repeat_of)).toEqual([null, null]);
    expect((await productReport()).totalRecords).toBe(2);
  });

  it('in its booking date is a booking of its own', async () => {
    expect((await post('/book-service', service)).statusCode).toBe(201);
    const later = new Date(`${service.bookingDate}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 1);
    const other = { ...service, bookingDate: later.toISOString().slice(0, 10) };
    expect((await post('/book-service', other)).statusCode).toBe(201);
    expect((await stored()).map((r) => r.repeat_of)).toEqual([null, null]);
  });

  it('of another kind, or from another phone, is a lead of its own', async () => {
    const finance = { name: 'Asha Patil', contact: '9822000111', model: 'Shine' };
    const contact = { ...finance, email: 'asha@example.com', reason: 'Inquiry', message: 'Hi' };
    expect((await post('/finance', finance)).statusCode).toBe(201);
    expect((await post('/contact', contact)).statusCode).toBe(201);
    expect((await post('/finance', { ...finance, contact: '9822000222' })).statusCode).toBe(201);
    expect((await stored()).map((r) => r.repeat_of)).toEqual([null, null, null]);
  });
});

describe('identical enquiries arriving together', () => {
  it('end as one original and one repeat, never two originals and never a lost row', async () => {
    const answers = await Promise.all([
      post('/api/postBooking', shine),
      post('/api/postBooking', shine),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    const originals = rows.filter((r) => r.repeat_of === null);
    expect(originals).toHaveLength(1);
    expect(rows.find((r) => r.repeat_of !== null)?.repeat_of).toBe(originals[0]?.id);
    expect((await productReport()).totalRecords).toBe(1);
  });

  it('in a burst of six all point at the one original', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/postBooking', shine)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const rows = await stored();
    expect(rows).toHaveLength(6);
    const [original, ...others] = rows.filter((r) => r.repeat_of === null);
    expect(others).toHaveLength(0);
    expect(rows.filter((r) => r.repeat_of === original?.id)).toHaveLength(5);
  });
});
