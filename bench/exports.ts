/**
 * Exports at scale while leads keep arriving: generates BENCH_EXPORT_LEADS (default 1,000,000)
 * booking leads, then, on the real app over real HTTP, sends 50 enquiries a second (open loop:
 * one every 20 ms whether or not the last has been answered) for three phases of equal length:
 *
 * 1. nothing else running (the baseline);
 * 2. a CSV export of every booking lead, read to its end as a stream: its time, rows and the
 *    server process's peak RSS growth, export workers included (goal under 30 s and under 64 MB
 *    at a million rows);
 * 3. PDF exports of 10,000 rows (a search term 1 lead in 100 carries), one after another: each one's
 *    time (goal under 10 s).
 *
 * Each phase prints the enquiries' p50/p99 latency (goal p99 under 100 ms), the worst event loop
 * delays of the server and of this process (which reads the export too, so a late answer can be
 * its own), and throws if an acknowledged enquiry was not stored. The server is the build in dist/
 * (`npm run build` first), as production runs it. Localhost only; stops by itself.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openSqlite } from '../src/server/db/database.js';
import { BENCH_ADMIN, bulkInsert, createBenchDatabase } from './lib/bench-database.js';
import { contactForm } from '../src/shared/enquiries.js';
import type * as AppModule from '../src/server/app.js';

const LEADS = Number(process.env.BENCH_EXPORT_LEADS ?? 1_000_000);
const PDF_SHARE = 100; // every 100th lead carries the PDF's search term: 10,000 rows at a million
const PDF_TERM = 'Sudhir';
const INGEST_PER_SECOND = 50;
const YEAR_MS = 365 * 24 * 3600_000;
const FIRST = ['Asha', 'Rohan', 'Sunil', 'Priya', 'Vikas', 'Neha', 'Amit', 'Kavita'];
const LAST = ['Patil', 'Deshmukh', 'Jadhav', 'Kulkarni', 'More', 'Shinde', 'Pawar'];
const MODELS = ['honda-shine', 'honda-unicorn', 'honda-activa-6g', 'honda-sp125', 'honda-dio'];

function print(metric: string, value: number, unit: string, target = '', extra: object = {}) {
  const rounded = Math.round(value * 100) / 100;
  process.stdout.write(
    `${JSON.stringify({ bench: 'exports', metric, value: rounded, unit, target, ...extra })}\n`,
  );
}

interface ServerReading {
  rss: number;
  heapTotal: number;
  loopP99: number;
  loopMax: number;
}

/** An event loop's delay since it was enabled or reset: its p99 and worst, in ms. */
function loopDelay(histogram: IntervalHistogram) {
  return { loopP99: histogram.percentile(99) / 1e6, loopMax: histogram.max / 1e6 };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

if (process.argv[2] === '--serve') {
  await serve();
} else {
  await measure();
}

async function measure() {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
  });
  const ask = <T>(message: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (answer) => resolve(answer as T));
      if (message) child.send(message);
    });
  const { port, file } = await ask<{ port: number; file: string }>('');
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;

  let sequence = 0;
  /** Sends 50 enquiries a second until `until` settles; answers their latencies and outcomes. */
  async function ingestDuring(until: Promise<unknown>) {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const inFlight = new Set<Promise<void>>();
    const phones: string[] = [];
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let done = false;
    void until.finally(() => (done = true));
    const next = performance.now();
    for (let tick = 0; !done; tick += 1) {
      sequence += 1;
      const phone = `6${String(100000000 + sequence).padStart(9, '0')}`;
      const t0 = performance.now();
      const sent = fetch(`${base}${contactForm.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'During Export',
          email: 'during@export.example',
          contact: phone,
          reason: 'Inquiry',
          message: 'Stored while an export runs',
        }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 201) phones.push(phone);
        })
        .finally(() => inFlight.delete(sent));
      inFlight.add(sent);
      const wait = next + ((tick + 1) * 1000) / INGEST_PER_SECOND - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
    await Promise.all(inFlight);
    loop.disable();
    return { latencies, statuses, phones, ...loopDelay(loop) };
  }

  const checker = openSqlite(file, { readonly: true });
  const storedOf = checker.prepare('select count(*) as n from enquiries where phone = ?');
  function printIngest(
    phase: string,
    result: Awaited<ReturnType<typeof ingestDuring>>,
    server: ServerReading,
  ) {
    const lost = result.phones.filter((phone) => (storedOf.get(phone) as { n: number }).n !== 1);
    if (lost.length > 0) throw new Error(`${lost.length} acknowledged enquiries were not stored`);
    print('ingest_p50', percentile(result.latencies, 50), 'ms', '', { phase });
    print('ingest_p99', percentile(result.latencies, 99), 'ms', '<100', { phase });
    print('ingest_acknowledged_and_stored', result.phones.length, 'count', '', {
      phase,
      sent: result.latencies.length,
      statuses: Object.fromEntries(result.statuses),
    });
    // Where a slow enquiry was held: the server's event loop, or this process's own (reading
    // the export here takes CPU too, and a late timer here counts as a slow answer).
    print('server_event_loop_delay_p99', server.loopP99, 'ms', '', { phase, max: server.loopMax });
    print('bench_event_loop_delay_p99', result.loopP99, 'ms', '', { phase, max: result.loopMax });
  }

  async function readToEnd(url: string): Promise<{ bytes: number; lines: number }> {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.length);
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    }
    return { bytes, lines };
  }

  // 2. The CSV export of every booking lead (timed first: the baseline phase then lasts as long).
  await ask('mark');
  const csvStarted = performance.now();
  const csv = readToEnd(`${base}/api/reports/booking-report/export?format=csv`);
  const duringCsv = await ingestDuring(csv);
  const csvSeconds = (performance.now() - csvStarted) / 1000;
  const growth = await ask<ServerReading>('read');
  const { lines } = await csv;
  print('csv_export_rows', lines - 1, 'rows');
  print('csv_export_seconds', csvSeconds, 's', LEADS >= 1_000_000 ? '<30' : '');
  print('csv_export_rows_per_sec', (lines - 1) / csvSeconds, 'rows/s');
  print('csv_export_server_peak_rss_growth', growth.rss / 1024 / 1024, 'MB', '<64', {
    heapTotal: Math.round(growth.heapTotal / 1024 / 1024),
  });
  printIngest('csv export', duringCsv, growth);

  // 3. PDF exports of the search term's rows, one after another, for about as long.
  await ask('mark');
  const pdfSeconds: number[] = [];
  let pdfBytes = 0;
  const pdfs = (async () => {
    const until = performance.now() + Math.max(20_000, csvSeconds * 1000);
    while (performance.now() < until) {
      const t0 = performance.now();
      const { bytes } = await readToEnd(
        `${base}/api/reports/booking-report/export?format=pdf&search=${PDF_TERM}`,
      );
      pdfSeconds.push((performance.now() - t0) / 1000);
      pdfBytes = bytes;
    }
  })();
  const duringPdf = await ingestDuring(pdfs);
  print('pdf_export_rows', LEADS / PDF_SHARE, 'rows', '', { bytes: pdfBytes });
  print('pdf_export_seconds_median', percentile(pdfSeconds, 50), 's', '<10', {
    runs: pdfSeconds.length,
    worst: Math.round(Math.max(...pdfSeconds) * 100) / 100,
  });
  printIngest('pdf export', duringPdf, await ask<ServerReading>('read'));

  // 1. The baseline: the same ingest with no export running, for as long as the CSV phase.
  await ask('mark');
  const duringNothing = await ingestDuring(
    new Promise((resolve) => setTimeout(resolve, csvSeconds * 1000)),
  );
  printIngest('no export', duringNothing, await ask<ServerReading>('read'));

  checker.close();
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function serve() {
  // The server as it runs in production, built (`npm run build`): from TypeScript, each export
  // worker would load tsx and compile the modules again, which production never does.
  const built = path.resolve('dist/server/app.js');
  if (!fs.existsSync(built)) {
    throw new Error('Run `npm run build` first: exports.ts measures the built server in dist/.');
  }
  const { buildApp } = (await import(pathToFileURL(built).href)) as typeof AppModule;
  const { dataDir, config, database } = await createBenchDatabase('exports');

  const started = performance.now();
  const now = Date.now();
  bulkInsert(
    database.file as string,
    `insert into enquiries (kind, name, email, phone, model, message, registration_no, booking_date, created_at)
     values ('service', ?, ?, ?, ?, ?, ?, ?, ?)`,
    LEADS,
    (i) => {
      const first = i % PDF_SHARE === 0 ? PDF_TERM : (FIRST[i % FIRST.length] as string);
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
      const createdAt = now - YEAR_MS + Math.floor((i / LEADS) * YEAR_MS);
      return [
        `${first} ${last}`,
        `${first.toLowerCase()}.${i}@mail.example`,
        `9${String(800000000 + i).padStart(9, '0')}`,
        MODELS[i % MODELS.length],
        'Please call me back about the first service and the chain noise at speed',
        `MH${10 + (i % 40)}AB${String(i % 10000).padStart(4, '0')}`,
        new Date(createdAt + 3 * 24 * 3600_000).toISOString().slice(0, 10),
        createdAt,
      ];
    },
  );
  print('generate_leads', (performance.now() - started) / 1000, 's', 'setup', { leads: LEADS });

  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The parent measures this process's memory from a mark it sets (peak RSS and heap since).
  let before = process.memoryUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const peak = { ...before };
  setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapTotal = Math.max(peak.heapTotal, now.heapTotal);
  }, 5).unref();
  process.on('message', async (message) => {
    if (message === 'mark') {
      before = process.memoryUsage();
      Object.assign(peak, before);
      loop.reset();
      process.send?.('marked');
    } else if (message === 'read') {
      const reading: ServerReading = {
        rss: peak.rss - before.rss,
        heapTotal: peak.heapTotal - before.heapTotal,
        ...loopDelay(loop),
      };
      process.send?.(reading);
    } else if (message === 'stop') {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port, file: database.file });
}
