import type { Kysely } from 'kysely';
import { ENQUIRY_FORMS, modelName, type EnquiryKind } from '../../../shared/enquiry-forms.js';
import { EVENTS_RETRY_MS, NEW_LEAD_EVENT, type NewLeadEvent } from '../../../shared/events.js';
import { can, leadKindsOf, type Role } from '../../../shared/roles.js';
import type { Database } from '../../db/tables.js';
import { resolveSession } from '../auth/sessions.js';
import { announcesThroughPostgres, wakeInProcessBuses, type LeadBus } from './bus.js';
import * as repo from './repository.js';

/** New leads sent per read; a stream far behind reads again at once. */
const PAGE = 200;
/**
 * PostgreSQL hands out serial ids before commit, so a lower id can commit after a higher one was
 * sent. Each read looks again this many ids below the newest sent and sends what it has not.
 */
const LATE_WINDOW = 100;

type LeadRows = Awaited<ReturnType<typeof repo.leadsAfter>>;
/** The reads in flight per database, by what they ask for. */
const readsInFlight = new WeakMap<Kysely<Database>, Map<string, Promise<LeadRows>>>();

/**
 * One read for every stream that asks the same question at the same moment: a new lead wakes
 * every open stream together, and streams in step ask for the same ids of the same kinds. A
 * hundred open panels then cost one query per role per lead, not one per panel (each query
 * holds the event loop on SQLite, and a held loop turns visitors' enquiries away with 503).
 */
function sharedLeadsAfter(
  db: Kysely<Database>,
  query: { after: number; kinds: readonly EnquiryKind[]; limit: number },
): Promise<LeadRows> {
  let reads = readsInFlight.get(db);
  if (!reads) readsInFlight.set(db, (reads = new Map()));
  const key = `${query.after}|${query.kinds.join(',')}|${query.limit}`;
  const pending = reads.get(key);
  if (pending) return pending;
  const read = repo.leadsAfter(db, query).finally(() => reads.delete(key));
  reads.set(key, read);
  return read;
}

/**
 * Announces a lead just stored, inside its transaction: a NOTIFY on PostgreSQL (delivered at
 * commit, to every instance), a wake of this process's in-process buses on SQLite.
 */
export async function announceNewLead(trx: Kysely<Database>, lead: { id: number }): Promise<void> {
  if (announcesThroughPostgres()) await repo.notifyNewLead(trx, lead.id);
  wakeInProcessBuses();
}

export interface LeadStreamOptions {
  db: Kysely<Database>;
  bus: LeadBus;
  now: () => number;
  /** The signed-in account's role when the stream opened, and its session id for re-checks. */
  role: Role;
  sessionId: string;
  /** The last lead id the client has seen; undefined sends only leads stored from now on. */
  lastEventId: number | undefined;
  keepAliveMs: number;
  write(chunk: string): void;
  /** Ends the response; called once. */
  end(): void;
  onError(error: unknown): void;
}

export interface LeadStream {
  start(): Promise<void>;
  close(): void;
}

/** One SSE message for a stored lead. */
function leadMessage(row: LeadRows[number]): string {
  const data: NewLeadEvent = {
    id: row.id,
    kind: row.kind,
    title: ENQUIRY_FORMS[row.kind].title,
    name: row.name,
    model: row.model === null ? row.entered_model : modelName(row.model),
    createdAt: new Date(row.created_at).toISOString(),
  };
  return `id: ${row.id}\nevent: ${NEW_LEAD_EVENT}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A staff member's stream of new leads of the kinds their role may see: a catch-up from
 * `lastEventId`, then whatever the bus wakes it for. Every `keepAliveMs` it writes a comment and
 * resolves the session again, ending when the session ended, the account was disabled or its role
 * lost the dashboard. Side effects: reads leads; the session re-check refreshes last_seen_at.
 */
export function createLeadStream(options: LeadStreamOptions): LeadStream {
  const { db } = options;
  let kinds = leadKindsOf(options.role);
  let start = 0;
  let last = 0;
  const sent = new Set<number>();
  let reading = false;
  let readAgain = false;
  let closed = false;
  let unsubscribe = () => {};
  let keepAlive: NodeJS.Timeout | undefined;

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    unsubscribe();
    options.end();
  };
  const fail = (error: unknown) => {
    if (closed) return;
    options.onError(error);
    // The client reconnects with its Last-Event-ID and misses nothing.
    close();
  };

  // One read in flight: a wake during a read makes the read run once more when it ends.
  const wake = async () => {
    if (closed) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        // Streams in step read the same window; ids from before this stream opened are skipped
        // here rather than in the query, so that its read is the one the others share.
        const rows = await sharedLeadsAfter(db, {
          after: Math.max(0, last - LATE_WINDOW),
          kinds,
          limit: LATE_WINDOW + PAGE,
        });
        if (closed) return;
        for (const row of rows) {
          if (row.id <= start || sent.has(row.id)) continue;
          options.write(leadMessage(row));
          sent.add(row.id);
          last = Math.max(last, row.id);
        }
        for (const id of sent) if (id <= last - LATE_WINDOW) sent.delete(id);
        // The window holds at most LATE_WINDOW ids, so a full read had new ones beyond it.
        if (rows.length === LATE_WINDOW + PAGE) readAgain = true;
      } while (readAgain && !closed);
    } catch (error) {
      fail(error);
    } finally {
      reading = false;
    }
  };

  const checkSession = async () => {
    options.write(': keep-alive\n\n');
    try {
      const session = await resolveSession(db, options.sessionId, options.now(), 'check');
      if (!session || session.mustChangePassword || !can(session.role, 'dashboard')) close();
      else kinds = leadKindsOf(session.role);
    } catch (error) {
      fail(error);
    }
  };

  return {
    async start() {
      try {
        start = options.lastEventId ?? (await repo.newestLeadId(db));
      } catch (error) {
        fail(error);
        return;
      }
      if (closed) return;
      last = start;
      options.write(`retry: ${EVENTS_RETRY_MS}\n\n`);
      // Subscribed before the first read, so a lead stored meanwhile is read by one or the other.
      unsubscribe = options.bus.subscribe(() => void wake());
      keepAlive = setInterval(() => void checkSession(), options.keepAliveMs);
      await wake();
    },
    close,
  };
}
