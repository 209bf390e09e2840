import type { DatabaseHandle } from '../../db/database.js';
import { createBatcher } from '../../db/batch.js';
import {
  countRequest,
  countRequests,
  deleteExpiredCounts,
  type CountedRequest,
} from './repository.js';
import { oncePerWindow } from '../../lib/once-per-window.js';

/** What one counted request may do: go on, or wait `retryAfterSeconds` for the window to end. */
export interface LimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts requests per key (a visitor's address) in fixed windows: the first request of a key starts
 * its window, `max` are let through in it, and every request counts, refused ones too.
 */
export interface RequestLimiter {
  /** Counts one request of `key` at `now` (epoch milliseconds) and answers whether it may go on. */
  hit(key: string, now: number): Promise<LimitDecision>;
}

export interface LimitOptions {
  max: number;
  windowMs: number;
}

function decide(count: number, windowStart: number, now: number, options: LimitOptions) {
  const remainingMs = windowStart + options.windowMs - now;
  return {
    allowed: count <= options.max,
    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
  };
}

/** Counts in this process's memory: right for one process (SQLite), and costs no write. */
export function createMemoryLimiter(options: LimitOptions): RequestLimiter {
  const windows = new Map<string, { count: number; start: number }>();
  const sweepDue = oncePerWindow(options.windowMs);
  return {
    async hit(key, now) {
      const expiredAt = now - options.windowMs;
      if (sweepDue(now)) {
        for (const [stored, window] of windows) {
          if (window.start <= expiredAt) windows.delete(stored);
        }
      }
      let window = windows.get(key);
      if (!window || window.start <= expiredAt) {
        window = { count: 0, start: now };
        windows.set(key, window);
      }
      window.count += 1;
      return decide(window.count, window.start, now, options);
    },
  };
}

/**
 * Counts in the database, so every instance on the same PostgreSQL database shares each address's
 * count. On PostgreSQL the requests that arrive together are counted in one statement
 * (db/batch.ts); on SQLite (its tests) one atomic statement a request. Passed windows are deleted
 * by whichever request first finds the last clean-up a window old.
 */
export function createDatabaseLimiter(
  database: DatabaseHandle,
  options: LimitOptions,
): RequestLimiter {
  const sweepDue = oncePerWindow(options.windowMs);
  const count: (request: CountedRequest) => Promise<{ count: number; windowStart: number }> =
    database.dialect === 'postgres'
      ? createBatcher((requests: CountedRequest[]) =>
          countRequests(database.db, requests, options.windowMs),
        )
      : ({ key, now }) => countRequest(database.db, key, now, now - options.windowMs);
  return {
    async hit(key, now) {
      const { count: counted, windowStart } = await count({ key, now });
      // After the count, so a request is counted in the order it came, sweep or not.
      if (sweepDue(now)) await deleteExpiredCounts(database.db, now - options.windowMs);
      return decide(counted, windowStart, now, options);
    },
  };
}

/**
 * The limiter for this deployment: PostgreSQL may be shared by several instances, so it counts
 * there; SQLite means one process, so memory is enough.
 */
export function createEnquiryLimiter(
  database: DatabaseHandle,
  options: LimitOptions,
): RequestLimiter {
  return database.dialect === 'postgres'
    ? createDatabaseLimiter(database, options)
    : createMemoryLimiter(options);
}
