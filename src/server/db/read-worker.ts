/**
 * A worker thread that answers the lead desk's and the reports' reads on SQLite (started by
 * read-thread.ts), on a read-only connection of its own: a statement runs here while the main
 * thread goes on answering requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { FromReadWorker, ToReadWorker } from './read-thread.js';

const port = parentPort;
if (!port) throw new Error('read-worker.ts runs only as a worker thread');
const { file } = workerData as { file: string };

// As openSqlite (database.ts) opens a reader, without the PostgreSQL client it would bring along:
// the wait for a busy file, and the 64 MiB cache the desk's reads by id across the table need.
const connection = new SQLite(file, { readonly: true });
connection.pragma('busy_timeout = 5000');
connection.pragma('cache_size = -65536');
/** The statements asked for, compiled once each; the app asks for a few dozen shapes. */
const statements = new Map<string, SQLite.Statement>();
const MAX_STATEMENTS = 200;

function statementOf(sql: string): SQLite.Statement {
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= MAX_STATEMENTS)
      statements.delete(statements.keys().next().value as string);
    statement = connection.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}

port.on('message', ({ id, sql, parameters }: ToReadWorker) => {
  let answer: FromReadWorker;
  try {
    const statement = statementOf(sql);
    if (!statement.reader) throw new Error('The read thread runs reads only');
    answer = { id, rows: statement.all(parameters) as Record<string, unknown>[] };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
