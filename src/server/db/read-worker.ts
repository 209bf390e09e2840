/**
 * A worker thread that answers the lead desk's and the reports' reads on SQLite (started by
 * read-thread.ts), on a read-only connection of its own: a statement runs here while the main
 * thread goes on answering requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { FromReadWorker, ToReadWorker } from './read-thread.js';
import { openSqlite, withStatementCache } from './sqlite.js';

const port = parentPort;
if (!port) throw new Error('read-worker.ts runs only as a worker thread');
const { file } = workerData as { file: string };

// The pragmas and the statement cache of the app's own connection (sqlite.ts), read-only.
const connection = withStatementCache(openSqlite(file, { readonly: true }));

port.on('message', ({ id, sql, parameters }: ToReadWorker) => {
  let answer: FromReadWorker;
  try {
    const statement = connection.prepare(sql);
    if (!statement.reader) throw new Error('The read thread runs reads only');
    answer = { id, rows: statement.all(parameters) as Record<string, unknown>[] };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
