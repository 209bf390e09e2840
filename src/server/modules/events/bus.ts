import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseHandle, Dialect } from '../../db/database.js';
import { LEAD_CHANNEL } from './repository.js';

/**
 * An app's lead bus: wakes the app's open event streams when a lead may have been stored, so each
 * reads what is new from the database. A wake carries nothing but "look again": the database is
 * the one source, so a spurious wake costs a read and a lost one is made good by the next.
 */
export interface LeadBus {
  readonly dialect: Dialect;
  /** Calls `wake` after each new lead and after the bus reconnects; answers the unsubscribe. */
  subscribe(wake: () => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** First wait before reconnecting a lost listener, doubled on each failure up to the last. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_LAST_MS = 30_000;

/**
 * Every bus started in this process. A lead is stored through a transaction that knows nothing
 * of the app, so the announcement (service.announceNewLead) asks this registry instead: whether
 * to NOTIFY through PostgreSQL, and which in-process buses to wake. One app per process in
 * production; tests that build several apps in one process share one dialect, and waking an app
 * that did not store the lead only costs its streams a read.
 */
const startedBuses = new Set<LeadBus & { wakeSoon(): void }>();

/** Whether a lead stored in this process is announced through PostgreSQL NOTIFY. */
export const announcesThroughPostgres = () =>
  [...startedBuses].some((bus) => bus.dialect === 'postgres');

/** Wakes the streams of every in-process (SQLite) bus once the current transaction has run on. */
export function wakeInProcessBuses(): void {
  for (const bus of startedBuses) if (bus.dialect === 'sqlite') bus.wakeSoon();
}

/** The bus of an app: LISTEN/NOTIFY on PostgreSQL, an in-process emitter on SQLite. */
export function createLeadBus(database: DatabaseHandle, log: FastifyBaseLogger): LeadBus {
  const subscribers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of subscribers) wake();
  };
  const subscribe = (wake: () => void) => {
    subscribers.add(wake);
    return () => {
      subscribers.delete(wake);
    };
  };

  if (database.dialect === 'sqlite' || !database.newClient) {
    // The SQLite connection is single: a stream's read, started on the next turn, queues behind
    // the transaction storing the lead and so sees it committed (or not at all).
    const bus = {
      dialect: 'sqlite' as const,
      subscribe,
      wakeSoon: () => setImmediate(wakeAll),
      start: async () => {
        startedBuses.add(bus);
      },
      close: async () => {
        startedBuses.delete(bus);
      },
    };
    return bus;
  }

  const newClient = database.newClient;
  let listener: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  // One connection of its own, outside the pool: LISTEN belongs to a session, and a pooled
  // connection would be handed to other queries.
  const connect = async (reconnecting: boolean): Promise<void> => {
    const client = newClient();
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = undefined;
      client.end().catch(() => {});
      if (closed) return;
      const wait = Math.min(RECONNECT_FIRST_MS * 2 ** failures, RECONNECT_LAST_MS);
      failures += 1;
      log.warn({ err: error, retryInMs: wait }, 'lead event listener lost; reconnecting');
      retry = setTimeout(() => void connect(true), wait);
    };
    client.on('notification', wakeAll);
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${LEAD_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (closed || lost) {
      if (!lost) await client.end().catch(() => {});
      return;
    }
    listener = client;
    failures = 0;
    // Leads announced while nobody listened were not heard: every stream reads again.
    if (reconnecting) wakeAll();
  };

  const bus = {
    dialect: 'postgres' as const,
    subscribe,
    wakeSoon: wakeAll,
    async start() {
      startedBuses.add(bus);
      await connect(false);
    },
    async close() {
      closed = true;
      startedBuses.delete(bus);
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
  return bus;
}
