import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A connection string to another database on the same PostgreSQL server. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot be pooled in a transaction). */
export async function runAdminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const TEST_ADMIN = { userId: 'admin', password: 'correct-horse-battery' } as const;
