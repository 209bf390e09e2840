/**
 * Enquiry throughput: the real app (validation, dedupe check, durable insert) against a bare
 * node:http server doing only the insert, under the same load. Prints one JSON line per figure.
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL names a server (BENCH_DATABASES picks one),
 * each server in a database of its own that is dropped afterwards.
 * Localhost only; each run lasts BENCH_SECONDS (default 10) per target.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/server/app.js';
import { prepareDatabase } from '../src/server/bootstrap.js';
import { parseConfig } from '../src/server/config.js';
import pg from 'pg';
import { createDatabase, openSqlite, type DatabaseHandle } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { upsertAdminPassword } from '../src/server/modules/auth/repository.js';
import { contactForm } from '../src/shared/enquiries.js';
import { benchDialects, createPostgresBenchDatabase } from './lib/bench-postgres.js';

// autocannon ships no types; this is the part of its API used here.
interface AutocannonRequest {
  method?: string;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonInstance extends Promise<{ errors: number; timeouts: number }> {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
  ): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  headers: Record<string, string>;
  requests: AutocannonRequest[];
}) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Sales accounts in the app's rotation: each contact enquiry is assigned to one, as at a dealer. */
const DESK = Number(process.env.BENCH_DESK ?? 3);
const CONNECTIONS = 50;
const PATH = contactForm.path;
const SUCCESS = JSON.stringify({ message: contactForm.toasts.success });

interface Target {
  url: string;
  /** 201 answers the server sent (some may still be in flight when the load stops). */
  sent201(): number;
  /** Requests begun and not yet answered. */
  inFlight(): number;
  rowsStored(): Promise<number>;
  /** The app's leads given to each account of the desk by the rotation, fewest first. */
  assignedPerAccount?(): Promise<number[]>;
  close(): Promise<void>;
}

/** Distinct phones so the 10-minute dedupe never drops a benchmark enquiry. */
let sequence = 0;
function nextBody(): string {
  sequence += 1;
  return JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench@example.com',
    contact: String(6_000_000_000 + sequence),
    reason: 'Inquiry',
    message: 'Please call me about the new Shine.',
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] as number) * 100) / 100;
}

async function load(url: string) {
  const latencies: number[] = [];
  let received201 = 0;
  const statuses: Record<number, number> = {};
  const instance = autocannon({
    url: `${url}${PATH}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: SECONDS,
    headers: { 'content-type': 'application/json' },
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, body: nextBody() }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode === 201) received201 += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round((latencies.length / SECONDS) * 10) / 10,
    // Only a 201 is a lead: a quick 503 from the overload guard must not count as throughput.
    acknowledgedPerSecond: Math.round((received201 / SECONDS) * 10) / 10,
    statuses,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    received201,
    errors: result.errors + result.timeouts,
  };
}

type Dialect = 'sqlite' | 'postgres';

/** The target's database: an SQLite file in `dir`, or a PostgreSQL database of its own. */
async function openDatabase(dir: string, dialect: Dialect) {
  if (dialect === 'sqlite') {
    return { url: undefined, database: createDatabase({ dataDir: dir }), drop: async () => {} };
  }
  const { url, handle, dispose } = await createPostgresBenchDatabase('enquiries');
  return { url, database: handle, drop: dispose };
}

async function startApp(dir: string, dialect: Dialect): Promise<Target> {
  const { url, database, drop } = await openDatabase(dir, dialect);
  const config = parseConfig({
    DATA_DIR: dir,
    ...(url ? { DATABASE_URL: url } : {}),
    SEED_DEMO: 'false',
    ...(process.env.BENCH_ALERTS
      ? {
          SMTP_URL: 'smtp://127.0.0.1:9',
          ALERT_EMAIL_FROM: 'alerts@dealer.example',
          ALERT_EMAIL_TO: 'leads@dealer.example',
        }
      : {}),
    ENQUIRY_RATE_LIMIT: '1000000000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dir, 'no-web-build'),
  });
  await prepareDatabase(database, { ...config, ADMIN_PASSWORD: 'bench-password-123' });
  for (let i = 1; i <= DESK; i += 1) {
    await upsertAdminPassword(database.db, {
      userId: `bench-sales-${i}`,
      passwordHash: 'not-used-for-signing-in',
      userName: `Sales ${i}`,
      role: 'sales',
    });
  }
  const app = await buildApp({ config, database, logger: false });
  let sent = 0;
  let begun = 0;
  let answered = 0;
  app.addHook('onRequest', async () => {
    begun += 1;
  });
  // onSend, not onResponse: an answer to a client that has already gone away is never finished.
  app.addHook('onSend', async (_request, reply) => {
    answered += 1;
    if (reply.statusCode === 201) sent += 1;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent201: () => sent,
    inFlight: () => begun - answered,
    async rowsStored() {
      const row = await database.db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async assignedPerAccount() {
      const rows = await database.db
        .selectFrom('admins')
        .leftJoin('enquiries', 'enquiries.assignee_id', 'admins.id')
        .select((eb) => eb.fn.count<number>('enquiries.id').as('n'))
        .where('admins.role', '=', 'sales')
        .groupBy('admins.id')
        .execute();
      return rows.map((row) => Number(row.n)).sort((a, b) => a - b);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The bare server's one statement, on either database. */
const BARE_INSERT = `insert into enquiries (kind, name, email, phone, reason, message, ip, created_at)
  values ('contact', ?, ?, ?, ?, ?, ?, ?)`;

/**
 * The bare server's insert: on SQLite one prepared statement on a connection with the app's
 * pragmas; on PostgreSQL a pool as large as the app's, each insert its own transaction.
 */
async function bareInsert(
  dir: string,
  dialect: Dialect,
  database: DatabaseHandle,
  url: string | undefined,
) {
  await migrateToLatest(database);
  if (dialect === 'sqlite') {
    await database.close();
    const sqlite = openSqlite(path.join(dir, 'dealer.db'));
    const insert = sqlite.prepare(BARE_INSERT);
    return {
      insert: async (values: unknown[]) => void insert.run(...values),
      rows: async () =>
        (sqlite.prepare('select count(*) as n from enquiries').get() as { n: number }).n,
      close: async () => sqlite.close(),
    };
  }
  await database.close();
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let n = 0;
  const text = BARE_INSERT.replace(/\?/g, () => `$${++n}`);
  return {
    insert: async (values: unknown[]) => void (await pool.query(text, values)),
    rows: async () =>
      Number((await pool.query('select count(*) as n from enquiries')).rows[0].n as string),
    close: () => pool.end(),
  };
}

/** The baseline: read the body, the same INSERT on the same schema, answer 201. */
async function startBare(dir: string, dialect: Dialect): Promise<Target> {
  const { url, database, drop } = await openDatabase(dir, dialect);
  const store = await bareInsert(dir, dialect, database, url);
  let sent = 0;
  let begun = 0;
  const server = http.createServer((request, response) => {
    begun += 1;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
      const { name, email, contact, reason, message } = body;
      const ip = request.socket.remoteAddress ?? null;
      void store.insert([name, email, contact, reason, message, ip, Date.now()]).then(() => {
        response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
        response.end(SUCCESS);
        sent += 1;
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent201: () => sent,
    inFlight: () => begun - sent,
    rowsStored: () => store.rows(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await drop();
    },
  };
}

function print(database: Dialect, metric: string, value: number, unit: string, target: string) {
  const line = { bench: 'enquiries', database, metric, value, unit, target };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

const STARTERS = { app: startApp, bare: startBare } as const;
type TargetName = keyof typeof STARTERS;
type ChildMessage = { url: string } | { sent201: number; rows: number };

/**
 * Child process: serves one target until told to stop. Keeping the server and autocannon in
 * separate processes stops the load generator from eating the server's event loop.
 */
async function serve(name: TargetName, dialect: Dialect) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-enquiries-${name}-`));
  const target = await STARTERS[name](dir, dialect);
  process.on('message', (message) => {
    void (async () => {
      if (message === 'count') {
        // Let requests that were in flight when the load stopped finish before counting (a
        // stored lead whose answer had not gone out would otherwise count as stored, not sent).
        const deadline = Date.now() + 30_000;
        while (target.inFlight() > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        process.send?.({
          sent201: target.sent201(),
          rows: await target.rowsStored(),
          assigned: await target.assignedPerAccount?.(),
        });
      } else if (message === 'stop') {
        await target.close();
        fs.rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      }
    })();
  });
  process.send?.({ url: target.url });
}

/** Starts a target in a child process and answers its next message. */
function startChild(name: TargetName, dialect: Dialect) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', name, dialect], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<ChildMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} server did not answer`)), 120_000);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve(message as ChildMessage);
      });
      child.once('exit', (code) => reject(new Error(`${name} server exited with ${code}`)));
    });
  return { child, next };
}

async function measure(name: TargetName, dialect: Dialect) {
  const { child, next } = startChild(name, dialect);
  try {
    const { url } = (await next()) as { url: string };
    const figures = await load(url);
    child.send('count');
    const { sent201, rows, assigned } = (await next()) as {
      sent201: number;
      rows: number;
      assigned?: number[];
    };
    print(dialect, 'requests_per_sec', figures.requestsPerSecond, 'req/s', name);
    print(
      dialect,
      'enquiries_acknowledged_per_sec',
      figures.acknowledgedPerSecond,
      'enquiries/s',
      name,
    );
    const refused = Object.entries(figures.statuses).filter(([status]) => status !== '201');
    if (refused.length > 0) {
      const count = refused.reduce((sum, [, n]) => sum + n, 0);
      process.stdout.write(
        `${JSON.stringify({ bench: 'enquiries', database: dialect, metric: 'answers_not_201', value: count, unit: 'responses', target: name, statuses: Object.fromEntries(refused) })}\n`,
      );
    }
    print(dialect, 'latency_p50', figures.p50, 'ms', name);
    print(dialect, 'latency_p95', figures.p95, 'ms', name);
    print(dialect, 'latency_p99', figures.p99, 'ms', name);
    print(dialect, 'count_201', sent201, 'responses', name);
    print(dialect, 'count_201_received', figures.received201, 'responses', name);
    print(dialect, 'rows_stored', rows, 'rows', name);
    print(dialect, 'errors', figures.errors, 'errors', name);
    if (assigned && assigned.length > 0) {
      print(dialect, 'assigned_fewest', assigned[0] as number, 'leads per account', name);
      print(dialect, 'assigned_most', assigned.at(-1) as number, 'leads per account', name);
    }
    if (rows !== sent201)
      throw new Error(`${name}: ${sent201} enquiries acknowledged, ${rows} stored`);
    return figures;
  } finally {
    child.send('stop');
    setTimeout(() => child.kill(), 10_000).unref();
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex !== -1) {
  await serve(process.argv[serveIndex + 1] as TargetName, process.argv[serveIndex + 2] as Dialect);
} else {
  for (const dialect of benchDialects()) {
    const app = await measure('app', dialect);
    const bare = await measure('bare', dialect);
    print(
      dialect,
      'enquiries_per_sec_ratio',
      Math.round((app.acknowledgedPerSecond / bare.acknowledgedPerSecond) * 1000) / 1000,
      'ratio',
      'app/bare',
    );
  }
}
