import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: resolves once a session of this database waits on a lock, polling every 20 ms, or
 * as soon as `settled()` is true (what was to wait is done without waiting: the caller's
 * assertions then tell).
 */
export async function untilWaitingOnLock<DB>(
  db: Kysely<DB>,
  settled: () => boolean = () => false,
): Promise<void> {
  while (!settled()) {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
      from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
