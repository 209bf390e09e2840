import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './tables.js';

/**
 * The most pieces of work one commit takes. Each holds the one SQLite connection (and, since
 * better-sqlite3 answers at once, the event loop) for well under a millisecond; 32 of them hold it
 * for a few milliseconds, short of what an enquiry's answer should wait behind them.
 */
export const MAX_WORK_PER_COMMIT = 32;

export interface GroupCommit {
  /**
   * Runs `work` in a transaction shared with whatever else was handed in meanwhile, behind a
   * savepoint of its own, and answers its result once that transaction has committed. When `work`
   * throws, only what it wrote is undone and its caller gets the error; the others commit all the
   * same. When the group's transaction fails as a whole (its commit, say), nothing of it is kept
   * and each piece is run again in a transaction of its own: one piece that breaks a commit fails
   * alone, and nothing is answered as stored that was not.
   */
  run<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
}

interface Waiting {
  work: (trx: Kysely<Database>) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

// Compiled once: each lead runs two of them.
const SAVEPOINT = CompiledQuery.raw('savepoint group_commit_item');
const RELEASE = CompiledQuery.raw('release savepoint group_commit_item');
const ROLLBACK = CompiledQuery.raw('rollback to savepoint group_commit_item');

async function behindOwnSavepoint(trx: Kysely<Database>, item: Waiting): Promise<Outcome> {
  await trx.executeQuery(SAVEPOINT);
  try {
    const value = await item.work(trx);
    await trx.executeQuery(RELEASE);
    return { ok: true, value };
  } catch (error) {
    await trx.executeQuery(ROLLBACK);
    await trx.executeQuery(RELEASE);
    return { ok: false, error };
  }
}

/**
 * Group commit for SQLite. With `synchronous=FULL` every commit waits for the disk, and an
 * enquiry's transaction spent a quarter of its time there (bench/enquiries). Work handed in while
 * a group is being written waits for the next event-loop turn and goes into one transaction with
 * everything else that arrived by then, so a burst of leads shares one wait for the disk. Alone,
 * a piece of work waits for nothing but that turn.
 *
 * The group runs its work one after another in arrival order, as separate transactions would:
 * each sees what the ones before it wrote (a repeat sent in the same burst is found, the rotation
 * moves on lead by lead). A group whose transaction fails is run again piece by piece, each in a
 * transaction of its own, so only the piece at fault fails.
 */
export function createGroupCommit(db: Kysely<Database>): GroupCommit {
  const waiting: Waiting[] = [];
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void commitNextGroup());
  };

  async function commitNextGroup() {
    const group = waiting.splice(0, MAX_WORK_PER_COMMIT);
    try {
      const outcomes: Outcome[] = [];
      await db.transaction().execute(async (trx) => {
        for (const item of group) outcomes.push(await behindOwnSavepoint(trx, item));
      });
      group.forEach((item, index) => {
        const outcome = outcomes[index] as Outcome;
        if (outcome.ok) item.resolve(outcome.value);
        else item.reject(outcome.error);
      });
    } catch {
      // Nothing of the group was kept. Alone, each piece commits or fails on its own account: a
      // lead is not refused because another lead broke the commit they shared.
      for (const item of group) {
        await db.transaction().execute(item.work).then(item.resolve, item.reject);
      }
    } finally {
      scheduled = false;
      if (waiting.length > 0) schedule();
    }
  }

  return {
    run<T>(work: (trx: Kysely<Database>) => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}
