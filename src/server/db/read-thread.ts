import type { Worker } from 'node:worker_threads';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { startWorker } from '../lib/start-worker.js';
import type { Database } from './tables.js';

/**
 * Threads reading at once: a desk page's list and its count side by side, one per core of the
 * two this site runs on. Each holds a connection with its own page cache.
 */
const READ_THREADS = 2;
/** What a read made after `close`, or still out at it, fails with. */
const CLOSED = 'The read thread is closed';

/** A read for the worker: a compiled statement and its values. */
export interface ToReadWorker {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}
/** The worker's answer to read `id`: its rows, or what went wrong. */
export type FromReadWorker =
  { id: number; rows: Record<string, unknown>[] } | { id: number; error: string };

/**
 * SQLite reads off the event loop. better-sqlite3 answers on the thread that asks, so a read that
 * walks many leads held every other request meanwhile: at a million leads a two-letter desk search
 * (no trigram index below three letters) held the loop for about 1.7 s to count its matches and
 * as long again for its page, and the server answered 503 to whatever came meanwhile, a visitor's
 * enquiry included. These reads run in a worker thread on a read-only connection of its own (WAL:
 * it sees every committed write); the main thread only waits for the answer.
 *
 * READ_THREADS threads, each started on its first read and kept (unref'd while it has none
 * out) until `close`; a read goes to the one with fewer reads out, so a page and its count run
 * side by side. A read-only connection refuses writes, and a transaction is refused here: what
 * runs on this handle is one statement at a time.
 */
export function createReadThreads(file: string): { db: Kysely<Database>; close(): Promise<void> } {
  interface Thread {
    worker: Worker;
    /** The reads it has out, by id. */
    out: Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>;
  }
  const threads: (Thread | undefined)[] = Array.from({ length: READ_THREADS }, () => undefined);
  let nextId = 0;
  const fail = (thread: Thread, error: Error) => {
    for (const read of thread.out.values()) read.reject(error);
    thread.out.clear();
  };
  // A thread that fails or stops is replaced at the next read; the reads it held fail with it.
  const forget = (thread: Thread, error: Error) => {
    const at = threads.indexOf(thread);
    if (at !== -1) threads[at] = undefined;
    fail(thread, error);
  };
  const start = (slot: number): Thread => {
    const worker = startWorker(import.meta.url, 'read-worker', { workerData: { file } });
    const thread: Thread = { worker, out: new Map() };
    worker.unref();
    worker.on('message', (answer: FromReadWorker) => {
      const read = thread.out.get(answer.id);
      thread.out.delete(answer.id);
      if ('error' in answer) read?.reject(new Error(answer.error));
      else read?.resolve(answer.rows);
      if (thread.out.size === 0) worker.unref();
    });
    worker.on('error', (error) => forget(thread, error));
    worker.on('exit', (code) =>
      forget(thread, new Error(`The read thread stopped (exit code ${code})`)),
    );
    threads[slot] = thread;
    return thread;
  };
  /** The running thread with fewest reads out, or a new one in a free slot if none is idle. */
  const pick = (): Thread => {
    let best: Thread | undefined;
    for (const thread of threads) {
      if (thread && (!best || thread.out.size < best.out.size)) best = thread;
    }
    const free = threads.indexOf(undefined);
    return best && (best.out.size === 0 || free === -1) ? best : start(free);
  };
  let closed = false;
  const read = (query: CompiledQuery): Promise<unknown[]> =>
    new Promise((resolve, reject) => {
      if (closed) throw new Error(CLOSED);
      const thread = pick();
      const id = (nextId += 1);
      thread.out.set(id, { resolve, reject });
      // Held while a read is out, so the process waits for its answer.
      thread.worker.ref();
      thread.worker.postMessage({
        id,
        sql: query.sql,
        parameters: query.parameters,
      } satisfies ToReadWorker);
    });

  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      return { rows: (await read(query)) as R[] };
    },
    // eslint-disable-next-line require-yield
    async *streamQuery() {
      throw new Error('The read thread does not stream');
    },
  };
  const refuse = () => Promise.reject(new Error('The read thread runs single reads only'));
  const driver: Driver = {
    init: () => Promise.resolve(),
    acquireConnection: () => Promise.resolve(connection),
    beginTransaction: refuse,
    commitTransaction: refuse,
    rollbackTransaction: refuse,
    releaseConnection: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  return {
    db,
    async close() {
      closed = true;
      const running = threads.filter((thread): thread is Thread => thread !== undefined);
      threads.fill(undefined);
      for (const thread of running) fail(thread, new Error(CLOSED));
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}
