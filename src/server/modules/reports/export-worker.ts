/**
 * A worker thread that writes report exports on SQLite (started by export-worker-pool.ts): it
 * reads the leads on a read-only connection of its own and formats them as CSV or PDF, sending
 * the bytes in chunks and waiting whenever the client has not taken the ones sent yet.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { ReportDescription } from '../../../shared/reports.js';
import { csvHeader, csvLine } from './csv.js';
import type {
  ExportJob,
  ExportWorkerData,
  FromExportWorker,
  ToExportWorker,
} from './export-worker-pool.js';
import { readSqliteReportRows } from './repository.js';
import { reportSourceColumns, toReportRow } from './rows.js';

const port = parentPort;
if (!port) throw new Error('export-worker.ts runs only as a worker thread');
const { file, chunkSize, chunksAhead } = workerData as ExportWorkerData;

// Opened here rather than with openSqlite (db/database.ts), which would bring the PostgreSQL client
// into every worker's memory; a read-only connection needs only its wait for a busy file and its
// cache. An export walks the leads once and gains nothing from keeping what it read (openReader).
const connection = new SQLite(file, { readonly: true });
connection.pragma('busy_timeout = 5000');
connection.pragma('cache_size = -4096');

/** Chunks the main thread has room for; it gives one back each time the client takes one. */
let credits = 0;
let wake: (() => void) | undefined;

const post = (message: FromExportWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

port.on('message', (message: ToExportWorker) => {
  if (message.type === 'credit') {
    credits += message.chunks;
    wake?.();
    wake = undefined;
    return;
  }
  credits = chunksAhead;
  runJob(message.job).then(
    () => post({ type: 'end' }),
    (error: unknown) => post({ type: 'error', error }),
  );
});

/** Sends text, or bytes of its own (never a pooled Buffer's), once the main thread has room. */
async function send(data: string | Uint8Array<ArrayBuffer>) {
  while (credits < 1) await new Promise<void>((resolve) => (wake = resolve));
  credits -= 1;
  if (typeof data === 'string') post({ type: 'chunk', data });
  else post({ type: 'chunk', data }, [data.buffer]);
}

async function runJob(job: ExportJob) {
  if (job.format === 'csv') await writeCsv(job.report, job);
  else await writePdf(job.report, job);
}

function leadRows(report: ReportDescription, job: ExportJob) {
  return readSqliteReportRows(connection, report.kind, job.filters, reportSourceColumns(report));
}

async function writeCsv(report: ReportDescription, job: ExportJob) {
  let lines = [csvHeader(report)];
  let size = 0;
  for (const rows of leadRows(report, job)) {
    for (const row of rows) {
      const line = csvLine(report, toReportRow(report, row));
      lines.push(line);
      size += line.length;
      if (size >= chunkSize) {
        await send(lines.join(''));
        lines = [];
        size = 0;
      }
    }
  }
  if (lines.length > 0) await send(lines.join(''));
}

async function writePdf(report: ReportDescription, job: ExportJob) {
  // pdfkit and the fonts load with the first PDF: a worker that only writes CSV never needs them.
  const { createReportPdf } = await import('./pdf.js');
  const heading = job.heading ?? { dealerName: '', subtitle: '', printedAt: Date.now() };
  const pdf = createReportPdf(report, heading, new AbortController().signal);
  const sent = (async () => {
    let parts: Uint8Array[] = [];
    let size = 0;
    const flush = async () => {
      const bytes = new Uint8Array(size);
      let at = 0;
      for (const part of parts) {
        bytes.set(part, at);
        at += part.length;
      }
      parts = [];
      size = 0;
      await send(bytes);
    };
    for await (const chunk of pdf.doc as AsyncIterable<Uint8Array>) {
      parts.push(chunk);
      size += chunk.length;
      if (size >= chunkSize) await flush();
    }
    if (size > 0) await flush();
  })();
  // Its failure is the document's, thrown below; this keeps it from being unhandled meanwhile.
  sent.catch(() => undefined);
  try {
    for (const rows of leadRows(report, job)) {
      for (const row of rows) await pdf.addRow(toReportRow(report, row));
    }
    await pdf.finish();
  } catch (error) {
    pdf.doc.destroy(error instanceof Error ? error : undefined);
    throw error;
  }
  await sent;
}
