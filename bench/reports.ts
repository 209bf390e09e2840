/**
 * Reports at scale: generates BENCH_LEADS (default 1,000,000) leads across the kinds and
 * a year of dates, then prints p50/p95 of report pages (page 1 and 500, with and without a search
 * term and a date range), beside the same query run as bare SQL (the baseline), and a CSV export of
 * 100,000 rows over real HTTP with its peak RSS growth and the inserts stored while it ran.
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL names a server (BENCH_DATABASES picks one),
 * in a database of its own that is dropped afterwards. Localhost only; bounded; stops by itself.
 */
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { openSqlite } from '../src/server/db/database.js';
import { istDayBounds } from '../src/shared/dates.js';
import { BENCH_ADMIN, bulkInsert } from './lib/bench-database.js';
import { benchDialects, bulkInsertPostgres, createBenchDatabaseOn } from './lib/bench-postgres.js';

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
/**
 * Requests each page takes first, unmeasured, as bench/leads does: the first cell after the load
 * otherwise caught the server's first requests and the database's settling (a p95 of 29-36 ms
 * over a p50 of 4-5, the twenty-first session).
 */
const WARM_UP = 20;
const EXPORT_ROWS = 100_000;
const KINDS = [
  'service',
  'amc',
  'warranty',
  'finance',
  'product',
  'offer',
  'joyclub',
  'contact',
  'optin',
];
const FIRST = [
  'Asha',
  'Rohan',
  'Sunil',
  'Priya',
  'Vikas',
  'Neha',
  'Amit',
  'Kavita',
  'Sachin',
  'Pooja',
  'Ganesh',
];
const LAST = [
  'Patil',
  'Deshmukh',
  'Jadhav',
  'Kulkarni',
  'More',
  'Shinde',
  'Pawar',
  'Gaikwad',
  'Kale',
  'Chavan',
];
const MODELS = [
  'honda-shine',
  'honda-unicorn',
  'honda-activa-6g',
  'honda-sp125',
  'honda-dio',
  'honda-livo',
];
const YEAR_MS = 365 * 24 * 3600_000;

type Dialect = 'sqlite' | 'postgres';

/** One figure of one database's run, as a JSON line. */
function printer(database: Dialect) {
  return (metric: string, value: number, unit: string, target = 'app', extra: object = {}) => {
    const rounded = Math.round(value * 100) / 100;
    const line = { bench: 'reports', database, metric, value: rounded, unit, target, ...extra };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Lead `i` of LEADS, oldest first, in the order of COLUMNS. */
function leadValues(now: number) {
  return (i: number) => {
    const first = FIRST[i % FIRST.length] as string;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
    return [
      KINDS[i % KINDS.length],
      `${first} ${last}`,
      `${first.toLowerCase()}.${i}@mail.example`,
      `9${String(800000000 + i).padStart(9, '0')}`,
      MODELS[i % MODELS.length],
      'Please call me back about this model',
      `MH${10 + (i % 40)}AB${String(i % 10000).padStart(4, '0')}`,
      now - YEAR_MS + Math.floor((i / LEADS) * YEAR_MS), // oldest first, as leads arrive
    ];
  };
}
const COLUMNS = {
  kind: 'text',
  name: 'text',
  email: 'text',
  phone: 'text',
  model: 'text',
  message: 'text',
  registration_no: 'text',
  created_at: 'bigint',
};

/**
 * The baseline of one report page: the app's two statements (count and page) as bare SQL on a
 * connection of its own (read-only on SQLite), without HTTP, validation or row mapping.
 */
async function bareStatements(dialect: Dialect, file: string | undefined, url: string | undefined) {
  if (dialect === 'sqlite') {
    const connection = openSqlite(file as string, { readonly: true });
    const prepared = new Map<string, ReturnType<typeof connection.prepare>>();
    const statement = (text: string) =>
      prepared.get(text) ?? prepared.set(text, connection.prepare(text)).get(text)!;
    return {
      async run(where: string[], params: unknown[], offset: number) {
        const clause = where.join(' and ');
        statement(`select count(*) from enquiries where ${clause}`).get(...params);
        statement(
          `select * from enquiries where ${clause} order by created_at desc, id desc limit 10 offset ?`,
        ).all(...params, offset);
      },
      close: async () => connection.close(),
    };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async run(where: string[], params: unknown[], offset: number) {
      // $n placeholders in the order the parameters come.
      let n = 0;
      const clause = where.join(' and ').replace(/\?/g, () => `$${++n}`);
      await client.query(`select count(*) from enquiries where ${clause}`, params);
      await client.query(
        `select * from enquiries where ${clause} order by created_at desc, id desc limit 10 offset $${n + 1}`,
        [...params, offset],
      );
    },
    close: () => client.end(),
  };
}

async function run(dialect: Dialect) {
  const print = printer(dialect);
  const { config, database, dispose } = await createBenchDatabaseOn(dialect, 'reports');
  try {
    // Bulk load; the search triggers (SQLite) and the search table's triggers (PostgreSQL) index every row.
    const started = performance.now();
    const now = Date.now();
    if (dialect === 'sqlite') {
      const columns = Object.keys(COLUMNS);
      bulkInsert(
        database.file as string,
        `insert into enquiries (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
        LEADS,
        leadValues(now),
      );
    } else {
      await bulkInsertPostgres(database, 'enquiries', COLUMNS, LEADS, leadValues(now));
    }
    print('generate_leads', (performance.now() - started) / 1000, 's', 'setup', { leads: LEADS });

    const app = await buildApp({ config, database, logger: false });
    const bare = await bareStatements(dialect, database.file, config.DATABASE_URL);
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_ADMIN),
      });
      if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
      await measurePages(print, dialect, base, cookie, bare.run, now);
      await measureExport(print, database, base, cookie, now);
    } finally {
      await bare.close();
      await app.close();
    }
  } finally {
    await database.close();
    await dispose();
  }
}

async function measurePages(
  print: ReturnType<typeof printer>,
  dialect: Dialect,
  base: string,
  cookie: string,
  bare: (where: string[], params: unknown[], offset: number) => Promise<void>,
  now: number,
) {
  // A month of dates ending a week ago, in the dealer's days.
  const toDate = new Date(now - 7 * 24 * 3600_000).toISOString().slice(0, 10);
  const fromDate = new Date(now - 37 * 24 * 3600_000).toISOString().slice(0, 10);
  for (const page of [1, 500]) {
    for (const search of ['', 'kulk']) {
      for (const dated of [false, true]) {
        const body = { page, limit: 10, search, ...(dated ? { fromDate, toDate } : {}) };
        const label = { page, search: search || null, dateRange: dated };
        const app: number[] = [];
        let total = 0;
        for (let i = 0; i < WARM_UP + SAMPLES; i++) {
          const t0 = performance.now();
          const response = await fetch(`${base}/api/bookingReports`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(body),
          });
          const answer = (await response.json()) as { totalRecords: number };
          if (i >= WARM_UP) app.push(performance.now() - t0);
          if (response.status !== 200) {
            throw new Error(`report page answered ${response.status}: ${JSON.stringify(answer)}`);
          }
          total = answer.totalRecords;
        }
        const searchClause =
          dialect === 'sqlite'
            ? 'id in (select rowid from enquiries_search_service where enquiries_search_service match ?)'
            : "id in (select id from lead_search where kind = 'service' and body like lower(?))";
        const where = [
          "kind = 'service'",
          'repeat_of is null',
          ...(dated ? ['created_at >= ? and created_at < ?'] : []),
          ...(search ? [searchClause] : []),
        ];
        const params = [
          ...(dated ? [istDayBounds(fromDate).start, istDayBounds(toDate).end] : []),
          ...(search ? [dialect === 'sqlite' ? `"${search}"` : `%${search}%`] : []),
        ];
        const bareTimes: number[] = [];
        for (let i = 0; i < WARM_UP + SAMPLES; i++) {
          const t0 = performance.now();
          await bare(where, params, (page - 1) * 10);
          if (i >= WARM_UP) bareTimes.push(performance.now() - t0);
        }
        print('page_p50', percentile(app, 50), 'ms', 'app', { ...label, totalRecords: total });
        print('page_p95', percentile(app, 95), 'ms', 'app', label);
        print('page_p95', percentile(bareTimes, 95), 'ms', 'bare-sql', label);
        print(
          'page_p95_ratio_bare_over_app',
          percentile(bareTimes, 95) / percentile(app, 95),
          'ratio',
          'app',
          label,
        );
      }
    }
  }
}

/** CSV export of 100,000 rows over HTTP, consumed as a stream, while leads keep arriving. */
async function measureExport(
  print: ReturnType<typeof printer>,
  database: Awaited<ReturnType<typeof createBenchDatabaseOn>>['database'],
  base: string,
  cookie: string,
  now: number,
) {
  const exportFrom = new Date(now - ((EXPORT_ROWS * 9) / LEADS) * YEAR_MS)
    .toISOString()
    .slice(0, 10);
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
  let exporting = true;
  let insertsTried = 0;
  let inserts201 = 0;
  const statuses = new Map<number, number>();
  const inserting = (async () => {
    while (exporting) {
      insertsTried += 1;
      const response = await fetch(`${base}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'During Export',
          email: 'during@export.example',
          contact: `6${String(100000000 + insertsTried).padStart(9, '0')}`,
          reason: 'Inquiry',
          message: 'Stored while the export runs',
        }),
      });
      if (response.status === 201) inserts201 += 1;
      else statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      await response.arrayBuffer();
    }
  })();
  const t0 = performance.now();
  const response = await fetch(
    `${base}/api/reports/booking-report/export?format=csv&fromDate=${exportFrom}`,
    { headers: { cookie } },
  );
  let lines = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  const exportMs = performance.now() - t0;
  exporting = false;
  await inserting;
  clearInterval(sampler);
  const { stored } = await database.db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<number | string>().as('stored'))
    .where('name', '=', 'During Export')
    .executeTakeFirstOrThrow();
  print('csv_export_rows', lines - 1, 'rows');
  print('csv_export_seconds', exportMs / 1000, 's');
  print('csv_export_rows_per_sec', (lines - 1) / (exportMs / 1000), 'rows/s');
  print('csv_export_peak_rss_growth', (rssPeak - rssBefore) / 1024 / 1024, 'MB');
  print('inserts_during_export_201', inserts201, 'count');
  print('inserts_during_export_stored', Number(stored), 'count', 'app', {
    tried: insertsTried,
    notAcknowledged: Object.fromEntries(statuses),
  });
}

for (const dialect of benchDialects()) await run(dialect);
