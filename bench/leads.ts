/**
 * The lead desk at scale: seeds BENCH_LEADS (default 1,000,000) leads of every kind over a year,
 * worked as a desk works them (old leads mostly closed, recent ones open, assigned among four
 * sales and two service accounts, follow-ups passed, due today and ahead), then, signed in as a
 * sales account over real HTTP, prints p50/p95 of GET /api/leads for "mine and open", "overdue",
 * "due today", page 1, a phone number, a four-letter search, page 500, a month's date range, the
 * search and the date range together, the search's page 500 and the status filter (won, open),
 * and of GET /api/leads/counts, each against the desk's goal of a p95 under 30 ms (the paging
 * goal, 20, for page 1 and 500 with and without the search and the date range). SQLite always;
 * PostgreSQL too when BENCH_DATABASE_URL (or DATABASE_URL) names a server, in a database of its
 * own that is dropped afterwards. BENCH_KEEP_DATA keeps it and prints where; BENCH_REUSE_DATA=<that
 * folder or URL> measures it again without seeding (one dialect: the one it names); BENCH_QUERIES
 * names the queries to measure (all by default).
 * Localhost only; bounded; stops by itself. A missed goal is printed, not thrown.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { prepareDatabase } from '../src/server/bootstrap.js';
import { parseConfig } from '../src/server/config.js';
import { createDatabase, openSqlite, type DatabaseHandle } from '../src/server/db/database.js';
import { upsertAdmin } from '../src/server/modules/auth/admins.js';
import type { EnquiryKind } from '../src/shared/enquiry-forms.js';
import { LEAD_FLOWS, type LeadStatus } from '../src/shared/leads.js';
import { LEAD_PERMISSION } from '../src/shared/roles.js';
import {
  benchDialects,
  bulkInsertPostgres,
  createPostgresBenchDatabase,
} from './lib/bench-postgres.js';

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
/** A database BENCH_KEEP_DATA kept: measured again, not seeded. */
const REUSE = process.env.BENCH_REUSE_DATA;
const WARM_UP = 20;
const GOAL_MS = 30;
/** The paging goal: page 1 and page 500, with and without a search and a date range. */
const PAGING_GOAL_MS = 20;
const PASSWORD = 'bench-password-1';
const DAY_MS = 24 * 3600_000;
const YEAR_MS = 365 * DAY_MS;
const BATCH = 20_000;

/** A desk's mix of lead kinds: product enquiries and services lead, opt-ins are rare. */
const KIND_WEIGHTS: [EnquiryKind, number][] = [
  ['product', 25],
  ['finance', 15],
  ['contact', 10],
  ['offer', 8],
  ['joyclub', 4],
  ['optin', 3],
  ['service', 25],
  ['amc', 5],
  ['warranty', 5],
];
const FIRST = [
  'Aarav', 'Aditi', 'Ajay', 'Amol', 'Anil', 'Anjali', 'Asha', 'Bhushan', 'Chetan', 'Deepak',
  'Dnyanesh', 'Ganesh', 'Gauri', 'Harish', 'Jayesh', 'Kavita', 'Ketan', 'Mahesh', 'Manisha',
  'Meera', 'Mohan', 'Nandini', 'Neha', 'Nilesh', 'Omkar', 'Pallavi', 'Prakash', 'Pooja', 'Prasad',
  'Rahul', 'Rajesh', 'Rohan', 'Sachin', 'Sagar', 'Sandeep', 'Shweta', 'Sunil', 'Swati', 'Tushar',
  'Vaishali', 'Vikas', 'Yogesh',
]; // prettier-ignore
const LAST = [
  'Patil', 'Deshmukh', 'Jadhav', 'Kulkarni', 'More', 'Shinde', 'Pawar', 'Gaikwad', 'Kale',
  'Chavan', 'Joshi', 'Deshpande', 'Bhosale', 'Salunkhe', 'Mane', 'Kadam', 'Sawant', 'Thorat',
  'Nikam', 'Wagh', 'Gokhale', 'Apte', 'Karande', 'Lokhande', 'Mhatre', 'Naik', 'Pande', 'Ranade',
  'Sathe', 'Tambe', 'Urkude', 'Waghmare', 'Yadav', 'Zende', 'Bagul', 'Dhumal', 'Ghorpade',
  'Hingane', 'Ingle', 'Jagtap', 'Khot', 'Londhe', 'Mohite', 'Nalawade', 'Oak', 'Phadke',
  'Rokade', 'Shirke', 'Tilak', 'Vaidya',
]; // prettier-ignore
const MODELS = [
  'honda-shine', 'honda-unicorn', 'honda-activa-6g', 'honda-sp125', 'honda-dio', 'honda-livo',
  'honda-cb350', 'honda-hornet-2-0', 'honda-activa-e', 'honda-cd110-dream',
]; // prettier-ignore
/** Four letters that sit inside a surname the generator uses: about one lead in fifty. */
const SEARCH_TERM = 'kulk';
const SALES_ACCOUNTS = ['bench-sales-1', 'bench-sales-2', 'bench-sales-3', 'bench-sales-4'];
const SERVICE_ACCOUNTS = ['bench-service-1', 'bench-service-2'];

/** A small seeded generator, so every run seeds the same desk. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: number) => list[Math.floor(r * list.length)] as T;

interface SeedLead {
  kind: EnquiryKind;
  name: string;
  email: string | null;
  phone: string;
  model: string | null;
  message: string;
  registration_no: string | null;
  loan_amount: number | null;
  created_at: number;
  status: LeadStatus;
  assignee_id: number | null;
  next_follow_up_at: number | null;
  first_response_minutes: number | null;
}
const COLUMNS = [
  'kind', 'name', 'email', 'phone', 'model', 'message', 'registration_no', 'loan_amount',
  'created_at', 'status', 'assignee_id', 'next_follow_up_at', 'first_response_minutes',
] as const satisfies readonly (keyof SeedLead)[]; // prettier-ignore

/**
 * Lead `i` of LEADS, oldest first. The older a lead, the likelier it is closed; open ones mostly
 * carry a follow-up, some passed, a few today, the rest ahead.
 */
function makeLeads(now: number, accounts: { sales: number[]; service: number[] }) {
  const r = random(16);
  const totalWeight = KIND_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const kindOf = (x: number) => {
    let left = x * totalWeight;
    for (const [kind, weight] of KIND_WEIGHTS) {
      left -= weight;
      if (left < 0) return kind;
    }
    return 'product';
  };
  return (i: number): SeedLead => {
    const kind = kindOf(r());
    const desk = LEAD_PERMISSION[kind];
    const flow = LEAD_FLOWS[desk];
    const createdAt = now - YEAR_MS + Math.floor((i / LEADS) * YEAR_MS);
    const ageDays = (now - createdAt) / DAY_MS;
    const closedChance = ageDays > 60 ? 0.97 : ageDays > 14 ? 0.7 : ageDays > 2 ? 0.4 : 0.1;
    const closed = r() < closedChance;
    const open = flow.statuses.filter((status) => !flow.closed.includes(status));
    const status = closed ? pick(flow.closed, r()) : ageDays < 1 ? 'new' : pick(open, r());
    const unassignedChance = ageDays < 2 ? 0.3 : 0.02;
    const assignee =
      r() < unassignedChance
        ? null
        : pick(desk === 'sales-leads' ? accounts.sales : accounts.service, r());
    let followUp: number | null = null;
    if (!closed && r() < 0.7) {
      // A recent lead is followed up a day or three after it came; an old open one was put off
      // again and again, to some day between a month ago and two weeks ahead.
      followUp =
        ageDays < 14
          ? createdAt + Math.floor((1 + r() * 2) * DAY_MS)
          : now + Math.floor((r() * 44 - 30) * DAY_MS);
    }
    const first = pick(FIRST, r());
    const last = pick(LAST, r());
    const service = desk === 'service-leads';
    return {
      kind,
      name: `${first} ${last}`,
      email: r() < 0.6 ? `${first}.${last}${i % 1000}@mail.example`.toLowerCase() : null,
      phone: `${pick(['9', '8', '7'], r())}${String(Math.floor(r() * 1e9)).padStart(9, '0')}`,
      model: pick(MODELS, r()),
      message: service ? 'Service due, please call to fix a slot' : 'Please call me with the price',
      registration_no: service
        ? `MH${10 + Math.floor(r() * 40)}${pick(['AB', 'CD', 'EF', 'GH'], r())}${String(Math.floor(r() * 10000)).padStart(4, '0')}`
        : null,
      loan_amount: kind === 'finance' ? 20_000 + Math.floor(r() * 100) * 1000 : null,
      created_at: createdAt,
      status,
      assignee_id: assignee,
      next_follow_up_at: followUp,
      first_response_minutes: status === 'new' ? null : Math.floor(r() * 240),
    };
  };
}

/** SQLite: prepared inserts in large transactions; the search triggers index every row. */
function seedSqlite(file: string, lead: (i: number) => SeedLead) {
  const raw = openSqlite(file);
  raw.pragma('synchronous = NORMAL'); // loading only; the app itself runs FULL
  // A large page cache while loading keeps the random-order indexes (phone) from thrashing.
  raw.pragma('cache_size = -1000000');
  const insert = raw.prepare(
    `insert into enquiries (${COLUMNS.join(', ')}) values (${COLUMNS.map((c) => `@${c}`).join(', ')})`,
  );
  const batch = raw.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) insert.run(lead(i));
  });
  for (let from = 0; from < LEADS; from += BATCH) batch(from, Math.min(LEADS, from + BATCH));
  // No ANALYZE: the app never runs one, so its planner works without statistics, and so does this.
  raw.close();
}

/** PostgreSQL: the column types of the rows unnested in each batch. */
const PG_TYPES: Record<(typeof COLUMNS)[number], string> = {
  kind: 'text',
  name: 'text',
  email: 'text',
  phone: 'text',
  model: 'text',
  message: 'text',
  registration_no: 'text',
  loan_amount: 'integer',
  created_at: 'bigint',
  status: 'text',
  assignee_id: 'integer',
  next_follow_up_at: 'bigint',
  first_response_minutes: 'integer',
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function print(metric: string, value: number, unit: string, extra: object = {}) {
  const rounded = Math.round(value * 100) / 100;
  process.stdout.write(
    `${JSON.stringify({ bench: 'leads', metric, value: rounded, unit, ...extra })}\n`,
  );
}

/** A database of the dialect's own, migrated, with the owner and the desk's accounts. */
async function openDatabase(dialect: 'sqlite' | 'postgres') {
  if (REUSE) {
    const postgres = dialect === 'postgres';
    return {
      database: createDatabase(postgres ? { databaseUrl: REUSE, dataDir: '' } : { dataDir: REUSE }),
      env: postgres ? { DATABASE_URL: REUSE } : { DATA_DIR: REUSE },
      dispose: async () => {},
    };
  }
  if (dialect === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-leads-'));
    return {
      database: createDatabase({ dataDir }),
      env: { DATA_DIR: dataDir },
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, handle, dispose } = await createPostgresBenchDatabase('leads');
  return { database: handle, env: { DATABASE_URL: url }, dispose };
}

async function accountIds(database: DatabaseHandle, userIds: string[]) {
  const ids: number[] = [];
  for (const userId of userIds) {
    await upsertAdmin(database.db, userId, PASSWORD, {
      role: userId.startsWith('bench-sales') ? 'sales' : 'service',
    });
    const row = await database.db
      .selectFrom('admins')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

async function measure(base: string, cookie: string, url: string) {
  const times: number[] = [];
  let totalRecords: number | undefined;
  let moreThanTotal: boolean | undefined;
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const t0 = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    const body = (await response.json()) as { totalRecords?: number; moreThanTotal?: boolean };
    const elapsed = performance.now() - t0;
    if (response.status !== 200) {
      throw new Error(`GET ${url} answered ${response.status}: ${JSON.stringify(body)}`);
    }
    totalRecords = body.totalRecords;
    moreThanTotal = body.moreThanTotal;
    if (i >= WARM_UP) times.push(elapsed);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), totalRecords, moreThanTotal };
}

/**
 * The desk's lists measured; `now` dates the month of a date range, ending a week ago, and `phone`
 * is one sales lead's phone number, the search a desk makes most.
 */
function queries(now: number, phone: string) {
  const toDate = new Date(now - 7 * DAY_MS).toISOString().slice(0, 10);
  const fromDate = new Date(now - 37 * DAY_MS).toISOString().slice(0, 10);
  const month = `from=${fromDate}&to=${toDate}`;
  return [
    { query: 'mine-and-open', url: '/api/leads?assignee=me&status=open' },
    { query: 'overdue', url: '/api/leads?due=overdue' },
    { query: 'due-today', url: '/api/leads?due=today' },
    { query: 'page-1', goalMs: PAGING_GOAL_MS, url: '/api/leads' },
    { query: 'search-phone', url: `/api/leads?search=${phone}` },
    { query: 'search-4-letters', goalMs: PAGING_GOAL_MS, url: `/api/leads?search=${SEARCH_TERM}` },
    { query: 'page-500', goalMs: PAGING_GOAL_MS, url: '/api/leads?page=500' },
    // Page 1 and page 500, with and without the search and a month's date range (the paging goal).
    { query: 'month', goalMs: PAGING_GOAL_MS, url: `/api/leads?${month}` },
    { query: 'month-page-500', goalMs: PAGING_GOAL_MS, url: `/api/leads?${month}&page=500` },
    {
      query: 'search-4-letters-month',
      goalMs: PAGING_GOAL_MS,
      url: `/api/leads?search=${SEARCH_TERM}&${month}`,
    },
    {
      query: 'search-4-letters-page-500',
      goalMs: PAGING_GOAL_MS,
      url: `/api/leads?search=${SEARCH_TERM}&page=500`,
    },
    {
      query: 'search-4-letters-month-page-500',
      goalMs: PAGING_GOAL_MS,
      url: `/api/leads?search=${SEARCH_TERM}&${month}&page=500`,
    },
    // The filter's statuses: a closed one that holds a third of the leads, and every open one.
    { query: 'status-won', url: '/api/leads?status=won' },
    { query: 'status-open', url: '/api/leads?status=open' },
    { query: 'counts', url: '/api/leads/counts' },
  ];
}

async function run(dialect: 'sqlite' | 'postgres') {
  const { database, env, dispose } = await openDatabase(dialect);
  try {
    await prepareDatabase(database, {
      SEED_DEMO: false,
      ADMIN_USER_ID: 'bench',
      ADMIN_PASSWORD: PASSWORD,
    });
    const sales = await accountIds(database, SALES_ACCOUNTS);
    const service = await accountIds(database, SERVICE_ACCOUNTS);
    const now = Date.now();
    const lead = makeLeads(now, { sales, service });
    const started = performance.now();
    if (REUSE) process.stderr.write(`bench/leads: measuring ${REUSE} again, not seeded\n`);
    else if (database.file) seedSqlite(database.file, lead);
    else {
      await bulkInsertPostgres(database, 'enquiries', PG_TYPES, LEADS, (i) => {
        const row = lead(i);
        return COLUMNS.map((column) => row[column]);
      });
    }
    if (!REUSE) {
      print('seed_leads', (performance.now() - started) / 1000, 's', {
        database: dialect,
        leads: LEADS,
      });
    }

    const config = parseConfig({
      ...env,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'dealer-bench-no-web-build'),
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: SALES_ACCOUNTS[0], password: PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
      const { phone } = await database.db
        .selectFrom('enquiries')
        .select('phone')
        .where('kind', '=', 'finance')
        .orderBy('id')
        .offset(Math.floor(LEADS / 100))
        .limit(1)
        .executeTakeFirstOrThrow();
      // BENCH_QUERIES narrows the run to the queries named ('search-4-letters-page-500 page-1').
      const only = process.env.BENCH_QUERIES?.split(/\s+/).filter(Boolean);
      const chosen = queries(now, phone).filter(({ query }) => !only || only.includes(query));
      for (const { query, url, goalMs = GOAL_MS } of chosen) {
        const figures = await measure(base, cookie, url);
        const label = {
          database: dialect,
          query,
          ...(figures.totalRecords !== undefined ? { totalRecords: figures.totalRecords } : {}),
          ...(figures.moreThanTotal ? { moreThanTotal: true } : {}),
        };
        print('request_p50', figures.p50, 'ms', label);
        print('request_p95', figures.p95, 'ms', {
          ...label,
          targetMs: goalMs,
          met: figures.p95 < goalMs,
        });
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DATA || REUSE) {
      process.stderr.write(`bench/leads: kept ${env.DATA_DIR ?? env.DATABASE_URL}\n`);
    } else {
      await dispose();
    }
  }
}

const dialects = REUSE
  ? ([REUSE.startsWith('postgres') ? 'postgres' : 'sqlite'] as const)
  : benchDialects();
for (const dialect of dialects) await run(dialect);
