import { Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import type { ReportDescription } from '../../../shared/reports.js';
import { startWorker } from '../../lib/start-worker.js';
import type { ReportPdfHeading } from './pdf.js';
import type { ReportFilters } from './repository.js';

/**
 * Report exports on SQLite run in worker threads (export-worker.ts), each with a read-only
 * connection of its own: reading a million leads and writing them out as CSV takes seconds of
 * CPU, and on the main thread it held enquiries arriving meanwhile for seconds (bench/exports).
 * The main thread only passes the worker's chunks on to the client, asking for more as the
 * client takes them, so a slow download holds a few chunks, not the export.
 */

/** One export for a worker to write. */
export interface ExportJob {
  /** The report itself rather than its slug: the worker need not load every report's schemas. */
  report: ReportDescription;
  format: 'csv' | 'pdf';
  filters: ReportFilters;
  /** The PDF's heading; unused for CSV. */
  heading?: ReportPdfHeading;
}

export interface ExportWorkerData {
  file: string;
  chunkSize: number;
  chunksAhead: number;
}

/** What the main thread sends a worker: an export to write, or leave to send more chunks. */
export type ToExportWorker = { type: 'job'; job: ExportJob } | { type: 'credit'; chunks: number };

/**
 * What a worker sends back: the export in order (CSV as text, PDF as bytes), then its end or its
 * error. CSV goes as text because the main thread turns text into bytes in buffers it owns and
 * collects soon: bytes made in the worker were freed only when the main thread's heap, which
 * allocates little meanwhile, was next collected, and a 200,000-row CSV held 25 MB more.
 */
export type FromExportWorker =
  | { type: 'chunk'; data: string | Uint8Array }
  | { type: 'end' }
  | { type: 'error'; error: unknown };

/** Characters or bytes a worker gathers before sending them: few messages, little held. */
const CHUNK_SIZE = 64 * 1024;
/** Chunks a worker may send before the client has taken them. */
const CHUNKS_AHEAD = 4;
/**
 * Workers running exports at once; a further export waits for one. Two cores serve this site:
 * a third export would only share them, and each worker holds its own memory.
 */
const MAX_WORKERS = 2;
/**
 * An idle worker is stopped after this long, giving back its memory (a 10,000-row PDF leaves it
 * holding about 100 MB) until the next export; starting one again takes a tenth of a second.
 */
const IDLE_MS = 15_000;
/**
 * The worker's young generation, in MB (V8's default lets it reach 48): an export makes short-lived
 * strings by the million, and a smaller nursery collects them sooner instead of growing the
 * process (a 200,000-row CSV grew it by 84 MB by default, 62 MB with 8).
 */
const YOUNG_GENERATION_MB = 8;
/**
 * The old generation of a worker that writes CSV, in MB. A CSV holds a chunk or two at a time,
 * but V8 lets the garbage it promotes pile up before it collects: a million-row CSV grew the
 * process by 65 to 91 MB, 41 MB with this limit (bench/exports). A PDF holds its pages and fonts
 * and must not be held to it, so a worker writes one format only.
 */
const CSV_OLD_GENERATION_MB = 24;

export interface ExportWorkers {
  /** The export's bytes as they are written; destroying the stream stops the export. */
  stream(job: ExportJob): Readable;
  /** Stops every worker; exports still running fail. */
  close(): Promise<void>;
}

interface Handler {
  message(message: FromExportWorker): void;
  fail(error: Error): void;
}

/** A worker of export-worker.ts writing `format`. */
function startExportWorker(workerData: ExportWorkerData, format: ExportJob['format']): Worker {
  const resourceLimits = {
    maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    ...(format === 'csv' ? { maxOldGenerationSizeMb: CSV_OLD_GENERATION_MB } : {}),
  };
  return startWorker(import.meta.url, 'export-worker', { workerData, resourceLimits });
}

/**
 * Export workers on the SQLite file `file`, started on the first export. `idleMs` is how long an
 * idle worker is kept (tests lengthen it, to see the pool make way without waiting for it).
 */
export function createExportWorkers(file: string, { idleMs = IDLE_MS } = {}): ExportWorkers {
  const workerData: ExportWorkerData = {
    file,
    chunkSize: CHUNK_SIZE,
    chunksAhead: CHUNKS_AHEAD,
  };
  /** Every running worker and the format it writes. */
  const all = new Map<Worker, ExportJob['format']>();
  const idle: Worker[] = [];
  const handlers = new Map<Worker, Handler>();
  const idleTimers = new Map<Worker, NodeJS.Timeout>();
  /** Exports waiting for a worker, by format; given none when the workers are closed. */
  const waiting: { format: ExportJob['format']; take: (worker: Worker | undefined) => void }[] = [];
  let closed = false;

  const retire = (worker: Worker): Promise<unknown> => {
    all.delete(worker);
    handlers.delete(worker);
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);
    const at = idle.indexOf(worker);
    if (at !== -1) idle.splice(at, 1);
    const stopped = worker.terminate();
    // A worker's place is free again: start one for an export that was waiting (or, once the
    // workers are closed, tell it there is none rather than leave it waiting).
    const next = waiting.shift();
    next?.take(closed ? undefined : spawn(next.format));
    return stopped;
  };

  function spawn(format: ExportJob['format']): Worker {
    const worker = startExportWorker(workerData, format);
    all.set(worker, format);
    worker.on('message', (message: FromExportWorker) => handlers.get(worker)?.message(message));
    worker.on('error', (error) => {
      handlers.get(worker)?.fail(error);
      void retire(worker);
    });
    worker.on('exit', (code) => {
      if (!all.has(worker)) return;
      handlers.get(worker)?.fail(new Error(`The export worker stopped (exit code ${code})`));
      void retire(worker);
    });
    return worker;
  }

  /**
   * Hands a finished worker to the next waiting export, or lets it idle (holding nothing open).
   * A worker of the other format gives its place up to one of the right format.
   */
  const release = (worker: Worker) => {
    handlers.delete(worker);
    const next = waiting[0];
    if (next && next.format === all.get(worker)) {
      waiting.shift();
      return next.take(worker);
    }
    if (next) return void retire(worker);
    idle.push(worker);
    worker.unref();
    const timer = setTimeout(() => void retire(worker), idleMs);
    timer.unref();
    idleTimers.set(worker, timer);
  };

  const acquire = (format: ExportJob['format']): Promise<Worker | undefined> => {
    const at = idle.findLastIndex((worker) => all.get(worker) === format);
    const [worker] = at === -1 ? [] : idle.splice(at, 1);
    if (worker) {
      clearTimeout(idleTimers.get(worker));
      idleTimers.delete(worker);
      return Promise.resolve(worker);
    }
    if (all.size < MAX_WORKERS) return Promise.resolve(spawn(format));
    return new Promise((take) => {
      waiting.push({ format, take });
      // An idle worker of the other format makes way (its retirement starts one for this export).
      const other = idle[0];
      if (other) void retire(other);
    });
  };

  return {
    stream(job) {
      if (closed) throw new Error('The export workers are closed');
      let worker: Worker | undefined;
      let owed = 0;
      const send = (message: ToExportWorker) => worker?.postMessage(message);
      const output = new Readable({
        read() {
          if (owed > 0) send({ type: 'credit', chunks: owed });
          owed = 0;
        },
        destroy(error, callback) {
          // Stopped before its end (the client left, or the export failed): the worker may be
          // in the middle of the export, so it goes, rather than finishing unread work.
          if (worker) void retire(worker);
          worker = undefined;
          callback(error);
        },
      });
      const handler: Handler = {
        message(message) {
          if (message.type === 'chunk') {
            const { data } = message;
            const chunk =
              typeof data === 'string'
                ? data
                : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
            if (output.push(chunk)) {
              send({ type: 'credit', chunks: 1 });
            } else {
              owed += 1;
            }
            return;
          }
          const done = worker as Worker;
          worker = undefined;
          release(done);
          if (message.type === 'end') output.push(null);
          else output.destroy(asError(message.error));
        },
        fail(error) {
          worker = undefined;
          output.destroy(error);
        },
      };
      void acquire(job.format).then((given) => {
        if (!given || closed) {
          output.destroy(new Error('The server is shutting down'));
          return;
        }
        if (output.destroyed) {
          release(given);
          return;
        }
        worker = given;
        clearTimeout(idleTimers.get(given));
        given.ref();
        handlers.set(given, handler);
        send({ type: 'job', job });
      });
      return output;
    },
    async close() {
      closed = true;
      const stopping = [...all.keys()].map((worker) => {
        handlers.get(worker)?.fail(new Error('The server is shutting down'));
        return retire(worker);
      });
      for (const next of waiting.splice(0)) next.take(undefined);
      await Promise.all(stopping);
    },
  };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
