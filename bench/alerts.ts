/**
 * New-lead alerts under load, against the real app on SQLite in a process of its own:
 * 1. Live events: 100 staff streams on GET /api/events while finance enquiries arrive at 50 a
 *    second for 20 s (each from an address of its own behind a trusted proxy, as a real desk's
 *    visitors are). Prints each stream's received count (min/max; every stream must get every
 *    lead) and p50/p99 of the delay from a POST's answer to each stream's event (goal: p99 under
 *    500 ms). E-mail alerts are on meanwhile, to a real SMTP server in this process.
 * 2. Ingest: a fixed number of enquiries at a fixed concurrency with e-mail alerts on (outbox row
 *    per lead, worker sending to the SMTP server) and off, in turns; prints enquiries/s of each
 *    and the on/off ratio (goal: at least 0.8).
 * Localhost only; bounded; stops by itself. A missed goal is printed, not thrown.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpServer } from '../src/server/test/smtp.js';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 100);
const RATE_PER_SECOND = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const INGEST_COUNT = Number(process.env.BENCH_INGEST ?? 1000);
const INGEST_CONCURRENCY = 10;
const INGEST_ROUNDS = 2;
const P99_GOAL_MS = 500;
const RATIO_GOAL = 0.8;
const PASSWORD = 'bench-password-1';
/** The accounts whose streams are opened: the owner and two sales accounts see finance leads. */
const ACCOUNTS = [
  { userId: 'bench', role: 'owner' },
  { userId: 'bench-sales-1', role: 'sales' },
  { userId: 'bench-sales-2', role: 'sales' },
] as const;
const here = fileURLToPath(import.meta.url);

function print(metric: string, value: number, unit: string, extra: object = {}) {
  const rounded = Math.round(value * 100) / 100;
  process.stdout.write(
    `${JSON.stringify({ bench: 'alerts', metric, value: rounded, unit, ...extra })}\n`,
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Letters only, since a visitor's name may not hold digits: 0 → "a", 27 → "bb". */
function letters(n: number): string {
  let text = '';
  let rest = n;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return text;
}

/** Child: the app on a fresh SQLite file, with the given environment; answers its port. */
async function serve(env: Record<string, string>) {
  const { buildApp } = await import('../src/server/app.js');
  const { prepareDatabase } = await import('../src/server/bootstrap.js');
  const { parseConfig } = await import('../src/server/config.js');
  const { createDatabase } = await import('../src/server/db/database.js');
  const { upsertAdmin } = await import('../src/server/modules/auth/admins.js');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-alerts-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // The load comes from 127.0.0.1 as a balancer would, naming each visitor in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = createDatabase({ dataDir });
  await prepareDatabase(database, {
    SEED_DEMO: false,
    ADMIN_USER_ID: 'bench',
    ADMIN_PASSWORD: PASSWORD,
  });
  for (const account of ACCOUNTS.filter((a) => a.role !== 'owner')) {
    await upsertAdmin(database.db, account.userId, PASSWORD, { role: account.role });
  }
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void (async () => {
      // Alerts still queued are left: the figures were taken, and the next child starts afresh.
      await app.close();
      const outbox = await database.db
        .selectFrom('outbox')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.send?.({ outbox: Object.fromEntries(outbox.map((r) => [r.status, Number(r.n)])) });
      process.exit(0);
    })();
  });
  // The bench process gone (an error there): go too, rather than keep listening.
  process.on('disconnect', () => process.exit(1));
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

interface Server {
  child: ChildProcess;
  base: string;
  /** Closes the app; answers the outbox rows by status. */
  stop(): Promise<Record<string, number>>;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = fork(here, ['--serve', JSON.stringify(env)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bench server did not answer')), 60_000);
      const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(message as Record<string, unknown>);
      });
    });
  return next().then(({ port }) => ({
    child,
    base: `http://127.0.0.1:${String(port)}`,
    async stop() {
      const answer = next();
      child.send('stop');
      return (await answer).outbox as Record<string, number>;
    },
  }));
}

async function signIn(base: string, userId: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${userId}: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

let posted = 0;
/** Answers to POSTs other than 201, by status: 503 is the app shedding load, a figure too. */
const refused = new Map<number, number>();
/**
 * Posts one finance enquiry from an address of its own; answers its visitor's name, or undefined
 * when the app refused it as busy (503). Any other failure ends the bench.
 */
async function postEnquiry(base: string): Promise<string | undefined> {
  posted += 1;
  const name = `Bench Visitor ${letters(posted)}`;
  const response = await fetch(`${base}/finance`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(posted >> 16) & 255}.${(posted >> 8) & 255}.${posted & 255}`,
    },
    body: JSON.stringify({
      name,
      email: '',
      contact: String(7_000_000_000 + posted),
      model: 'Shine',
      loanAmount: 100000,
      message: 'Please call me about a loan',
      agreed: true,
    }),
  });
  const body = await response.text();
  if (response.status === 201) return name;
  refused.set(response.status, (refused.get(response.status) ?? 0) + 1);
  if (response.status === 503) return undefined;
  throw new Error(`POST /finance: ${response.status} ${body}`);
}

interface Stream {
  /** Visitor name → when this stream got the lead's event (performance.now()). */
  received: Map<string, number>;
  duplicates: number;
  close(): void;
}

/** Opens one SSE stream and parses its `id:` / `event:` / `data:` lines. */
function openStream(base: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { received: new Map(), duplicates: 0, close: () => {} };
    const request = http.get(`${base}/api/events`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /api/events: ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data = '';
          for (const line of message.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data += line.slice(5).trim();
          }
          if (event !== 'lead') continue;
          const { name } = JSON.parse(data) as { name: string };
          if (stream.received.has(name)) stream.duplicates += 1;
          else stream.received.set(name, at);
        }
      });
      response.on('error', () => {});
      stream.close = () => request.destroy();
      resolve(stream);
    });
    request.on('error', reject);
  });
}

/** Phase 1: streams open, leads arriving at a steady rate. */
async function measureDelivery(smtpUrl: string) {
  const server = await startServer({
    SMTP_URL: smtpUrl,
    ALERT_EMAIL_FROM: 'desk@dealer.example',
    ALERT_EMAIL_TO: 'sales@dealer.example',
  });
  try {
    const cookies = await Promise.all(ACCOUNTS.map((a) => signIn(server.base, a.userId)));
    const streams = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) =>
        openStream(server.base, cookies[i % cookies.length] as string),
      ),
    );
    // Let every stream finish its opening read before the first lead arrives.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answered = new Map<string, number>();
    const total = RATE_PER_SECOND * SECONDS;
    refused.clear();
    const started = performance.now();
    const posts: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE_PER_SECOND;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      posts.push(
        postEnquiry(server.base).then((name) => {
          if (name) answered.set(name, performance.now());
        }),
      );
    }
    await Promise.all(posts);
    const postSeconds = (performance.now() - started) / 1000;
    // Wait for the last events, up to 10 s.
    const deadline = performance.now() + 10_000;
    while (
      performance.now() < deadline &&
      streams.some((stream) => stream.received.size < answered.size)
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const stream of streams) stream.close();

    const counts = streams.map((stream) => stream.received.size);
    const delays: number[] = [];
    let missing = 0;
    for (const stream of streams) {
      for (const [name, answeredAt] of answered) {
        const at = stream.received.get(name);
        // An event may overtake its POST's answer on the other socket: that is no delay at all.
        if (at === undefined) missing += 1;
        else delays.push(Math.max(0, at - answeredAt));
      }
    }
    const p99 = percentile(delays, 99);
    print('leads_posted', total, 'leads', { ratePerSecond: total / postSeconds });
    print('leads_accepted', answered.size, 'leads', { refused: Object.fromEntries(refused) });
    print('streams', streams.length, 'streams');
    print('received_per_stream_min', Math.min(...counts), 'events');
    print('received_per_stream_max', Math.max(...counts), 'events');
    print('every_stream_got_every_lead', missing === 0 ? 1 : 0, 'boolean', { missing });
    print(
      'duplicate_events',
      streams.reduce((sum, s) => sum + s.duplicates, 0),
      'events',
    );
    print('delivery_delay_p50', percentile(delays, 50), 'ms');
    print('delivery_delay_p99', p99, 'ms', { targetMs: P99_GOAL_MS, met: p99 < P99_GOAL_MS });
    print('delivery_delay_max', percentile(delays, 100), 'ms');
  } finally {
    await server.stop();
  }
}

/** Phase 2: INGEST_COUNT enquiries at INGEST_CONCURRENCY; answers enquiries per second. */
async function measureIngest(env: Record<string, string>) {
  const server = await startServer(env);
  try {
    // A short warm-up, so both runs start with compiled code paths.
    for (let i = 0; i < 20; i++) await postEnquiry(server.base);
    refused.clear();
    const started = performance.now();
    let left = INGEST_COUNT;
    await Promise.all(
      Array.from({ length: INGEST_CONCURRENCY }, async () => {
        while (left > 0) {
          left -= 1;
          await postEnquiry(server.base);
        }
      }),
    );
    const perSecond = INGEST_COUNT / ((performance.now() - started) / 1000);
    if (refused.size > 0) {
      print(
        'ingest_refused',
        [...refused.values()].reduce((a, b) => a + b, 0),
        'posts',
        {
          byStatus: Object.fromEntries(refused),
          alerts: Object.keys(env).length > 0 ? 'on' : 'off',
        },
      );
    }
    return perSecond;
  } finally {
    await server.stop();
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex !== -1) {
  await serve(JSON.parse(process.argv[serveIndex + 1] as string) as Record<string, string>);
} else {
  const smtp = await startSmtpServer();
  try {
    await measureDelivery(smtp.url);
    const mailEnv = {
      SMTP_URL: smtp.url,
      ALERT_EMAIL_FROM: 'desk@dealer.example',
      ALERT_EMAIL_TO: 'sales@dealer.example',
    };
    const on: number[] = [];
    const off: number[] = [];
    for (let round = 0; round < INGEST_ROUNDS; round++) {
      off.push(await measureIngest({}));
      const before = smtp.messages.length;
      on.push(await measureIngest(mailEnv));
      print('ingest_mails_received', smtp.messages.length - before, 'mails', { round });
    }
    const best = (values: number[]) => Math.max(...values);
    const extra = { count: INGEST_COUNT, concurrency: INGEST_CONCURRENCY, rounds: INGEST_ROUNDS };
    print('ingest_per_sec', best(off), 'enquiries/s', { alerts: 'off', ...extra });
    print('ingest_per_sec', best(on), 'enquiries/s', { alerts: 'on', ...extra });
    const ratio = best(on) / best(off);
    print('ingest_ratio_on_over_off', ratio, 'ratio', {
      targetRatio: RATIO_GOAL,
      met: ratio >= RATIO_GOAL,
    });
  } finally {
    await smtp.stop();
  }
}
