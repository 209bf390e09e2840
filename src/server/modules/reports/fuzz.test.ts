import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS, type ReportDescription, type ReportPage } from '../../../shared/reports.js';
import type { NewEnquiry } from '../../db/tables.js';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.js';
import { CSV_BOM, csvHeader } from './csv.js';

/** Per endpoint kind; the three together stay a few seconds on either database. */
const NUM_RUNS = 80;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t);
  // A few leads of every kind, with the characters a search might trip over in their text.
  const leads: NewEnquiry[] = REPORTS.flatMap((report, r) =>
    ['Asha "Ash" Patil', 'Zoë NEAR(Kharade)', "O'Brien * AND -x:y", 'Ravi 100% _done_'].map(
      (name, i) => ({
        kind: report.kind,
        name,
        phone: `98220${String(10_000 + r * 10 + i).slice(-5)}`,
        email: `lead${r}${i}@mail.example`,
        model: 'honda-shine',
        message: 'Call me,\nplease',
        created_at: Date.UTC(2026, 10, 21, 5, r, i),
      }),
    ),
  );
  await t.database.db.insertInto('enquiries').values(leads).execute();
});
afterAll(() => t.close());

/** Pieces a hostile or careless search is made of: controls, half surrogates, FTS5 and LIKE syntax. */
const NASTY = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\t',
  '\r\n',
  '\ud800',
  '\udfff',
  '\ud83d\ude00',
  '\u2028',
  '"',
  '""',
  "'",
  '*',
  'NEAR(',
  'NEAR(a b, 2)',
  ' AND ',
  ' OR ',
  ' NOT ',
  '-',
  ':',
  '^',
  '(',
  ')',
  '{',
  '}',
  '%',
  '_',
  '\\',
  'Kharade',
  'Ash',
  'honda',
  '9822',
];

const searchTerms: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
          { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
          { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
          {
            weight: 1,
            arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
          },
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...NASTY), { minLength: 1 })
      .map((parts) => parts.join('').repeat(1000).slice(0, 1000)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 990, maxLength: 1000 }) },
);

/** Percent-encodes the term's UTF-8 bytes (a half surrogate goes as the browser sends it, U+FFFD). */
const queryValue = (term: string) =>
  [...Buffer.from(term, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** Parses RFC 4180 CSV strictly; throws on anything a spreadsheet would misread. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  for (;;) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) throw new Error(`unterminated quoted cell at ${i}`);
        cell += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        cell += '"';
        i++;
      }
    } else {
      const end = text.slice(i).search(/[,\r]/);
      cell = end === -1 ? text.slice(i) : text.slice(i, i + end);
      if (cell.includes('"') || cell.includes('\n')) throw new Error(`bad bare cell ${cell}`);
      i += cell.length;
    }
    row.push(cell);
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
      if (i === text.length) return rows;
      continue;
    }
    throw new Error(`the file ends without a line break, or a cell is followed by junk at ${i}`);
  }
}

async function reportPage(report: ReportDescription, term: string) {
  return t.app.inject({
    method: 'POST',
    url: report.path,
    payload: { page: 1, [report.searchField]: term },
    headers: { cookie },
  });
}

const exportOf = (report: ReportDescription, format: 'csv' | 'pdf', term: string) =>
  t.app.inject({
    url: `/api/reports/${report.slug}/export?format=${format}&search=${queryValue(term)}`,
    headers: { cookie },
  });

/** How many leads the report's own page call finds for the term (the export must hold as many). */
async function matches(report: ReportDescription, term: string): Promise<number> {
  const page = await reportPage(report, term);
  expect(page.statusCode, page.body).toBe(200);
  return (page.json() as ReportPage).totalRecords;
}

const bySlug = new Map<string, ReportDescription>(REPORTS.map((r) => [r.slug, r]));
/** Reports by slug, so a counterexample reads short. */
const reports = fc
  .constantFrom(...REPORTS.map((r) => r.slug))
  .map((slug) => bySlug.get(slug) as ReportDescription);

describe('fuzzed report searches', () => {
  it(`never fail a report page (${NUM_RUNS} runs over every report)`, async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(reports, searchTerms, async (report, term) => {
        const response = await reportPage(report, term);
        statuses.add(response.statusCode);
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) {
          expect(Object.keys(response.json().errors)).toEqual([report.searchField]);
          return;
        }
        const page = response.json() as ReportPage;
        expect(page.data.length).toBeLessThanOrEqual(page.totalRecords);
        for (const row of page.data) {
          expect(Object.keys(row)).toEqual(report.columns.map((c) => c.key));
        }
      }),
      { numRuns: NUM_RUNS, examples: [[REPORTS[0] as ReportDescription, 'a\u0000b']] },
    );
    // Both a found page and a too-long term must have been reached, or the property proves little.
    expect([...statuses].sort()).toEqual([200, 400]);
  });

  it(`always export a complete, parseable CSV of every match (${NUM_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(reports, searchTerms, async (report, term) => {
        const response = await exportOf(report, 'csv', term);
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) return;
        const body = response.rawPayload.toString('utf8');
        expect(body.startsWith(CSV_BOM + csvHeader(report).slice(1))).toBe(true);
        const [header, ...rows] = parseCsv(body.slice(CSV_BOM.length));
        expect(header).toEqual(report.columns.map((c) => c.label));
        for (const row of rows) expect(row).toHaveLength(report.columns.length);
        // The page call gets the term as the query string carried it (a half surrogate as U+FFFD).
        const sent = Buffer.from(term, 'utf8').toString('utf8');
        expect(rows).toHaveLength(await matches(report, sent));
      }),
      { numRuns: NUM_RUNS, examples: [[REPORTS[0] as ReportDescription, 'a\u0000b']] },
    );
  });

  it(`always export a complete PDF (${NUM_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(reports, searchTerms, async (report, term) => {
        const response = await exportOf(report, 'pdf', term);
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) return;
        const pdf = response.rawPayload;
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdf.subarray(-6).toString('latin1').trimEnd()).toMatch(/%%EOF$/);
      }),
      { numRuns: NUM_RUNS, examples: [[REPORTS[0] as ReportDescription, 'a\u0000b']] },
    );
  });
});

describe('a search with control characters in it', () => {
  it('finds what the same search without them finds, in the page, the CSV and the PDF', async () => {
    const report = REPORTS[0] as ReportDescription;
    const clean = await matches(report, 'Kharade');
    expect(clean).toBe(1);
    const noisy = 'Khar\u0000ade\u001b';
    expect(await matches(report, noisy)).toBe(1);
    const csv = await exportOf(report, 'csv', noisy);
    expect(parseCsv(csv.body.slice(CSV_BOM.length))).toHaveLength(2);
    const pdf = await exportOf(report, 'pdf', noisy);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
  });
});
