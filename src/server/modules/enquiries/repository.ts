import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Role } from '../../../shared/roles.js';
import type { Database, NewEnquiry } from '../../db/tables.js';
import { STORED_LEAD_COLUMNS } from '../../db/lead-columns.js';
import { reusableQuery } from '../../db/reusable-query.js';

/** A lead just stored, as the work done in its own transaction sees it. */
export interface StoredLead {
  id: number;
  kind: NewEnquiry['kind'];
  /** The original's id when this row is a repeat of it; null for a lead of its own. */
  repeatOf: number | null;
  createdAt: number;
}

/** A lead about to be stored, with what the repeat check compares (service.ts, leadFingerprint). */
export type LeadToStore = NewEnquiry & { phone: string; created_at: number; fingerprint: string };

/**
 * The first enquiry, stored after `since`, that the same phone sent for the same kind with the
 * same fingerprint: its original when it is a repeat itself. The same query as PostgreSQL's
 * `enquiry_original` (migration 0021); a change to one is a change to both.
 */
const findOriginalRows = reusableQuery(
  (trx, kind: LeadToStore['kind'], phone: string, since: number, fingerprint: string) =>
    trx
      .selectFrom('enquiries')
      .select((eb) => eb.fn.coalesce('repeat_of', 'id').as('original'))
      .where('kind', '=', kind)
      .where('phone', '=', phone)
      .where('created_at', '>', since)
      .where('fingerprint', '=', fingerprint)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1),
);

async function findOriginal(
  trx: Kysely<Database>,
  lead: LeadToStore,
  since: number,
): Promise<number | null> {
  const [row] = await findOriginalRows(trx, lead.kind, lead.phone, since, lead.fingerprint);
  return row ? Number(row.original) : null;
}

const insertLeadRow = reusableQuery((trx, row: NewEnquiry) =>
  trx.insertInto('enquiries').values(row).returning('id'),
);

/**
 * Stores an enquiry on SQLite, inside `trx`. When one the same phone sent for the same kind after
 * `since` has the same fingerprint, the new row is stored as a repeat pointing at the original (the
 * first of them). Check and insert share the transaction, and SQLite writes one at a time, so two
 * identical enquiries landing together end as one original and one repeat. `onStored` runs in the
 * same transaction, so what it writes (assignment, alert) is stored with the lead or not at all.
 * Answers the original's id for a repeat, null for a lead of its own.
 */
export async function insertEnquiry(
  trx: Kysely<Database>,
  lead: LeadToStore,
  since: number,
  onStored: (trx: Kysely<Database>, lead: StoredLead) => Promise<void>,
): Promise<number | null> {
  const repeatOf = await findOriginal(trx, lead, since);
  const [inserted] = await insertLeadRow(trx, { ...lead, repeat_of: repeatOf });
  if (!inserted) throw new Error('the enquiry was not stored');
  const { id } = inserted;
  await onStored(trx, { id, kind: lead.kind, repeatOf, createdAt: lead.created_at });
  return repeatOf;
}

/** A lead for PostgreSQL's `store_leads` (migration 0022), with what follows it. */
export interface LeadWithFollowOn {
  lead: LeadToStore;
  /** The repeat check looks at leads stored after it (epoch milliseconds). */
  since: number;
  /** The roles whose accounts take turns at the lead (leads/service.ts, rotationRoles). */
  roles: Role[];
  /** The alert's payload, a JSON object as text without its link; null while alerts are off. */
  alert: string | null;
  /** The alert's link up to the lead's id. */
  link: string;
}

/** A lead stored in a batch: a repeat of `repeatOf` or not, with the follow-on steps that failed. */
export interface BatchedLead {
  id: number;
  repeatOf: number | null;
  failures: string[];
}

/** Lone surrogates (half an emoji) as U+FFFD, as a text parameter is sent: JSON keeps them, jsonb refuses them. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Stores leads on PostgreSQL in one statement, and so in one round trip and one transaction:
 * `store_leads` (migration 0022) takes each in turn. `enquiry_original` takes the lock on (kind,
 * phone) and finds the original as findOriginal does on SQLite; a lead of its own takes its turn
 * in the rotation before it is written, so it is written once, with its assignee, and is followed
 * by its announcement, alert and timeline entry, each undone alone when it fails. A lead whose
 * insert fails is undone alone and answered as an Error. `channel` is the NOTIFY
 * channel that announces the leads; null when no bus listens through PostgreSQL.
 */
export async function storeLeads(
  db: Kysely<Database>,
  leads: LeadWithFollowOn[],
  channel: string | null,
): Promise<(BatchedLead | Error)[]> {
  for (const { lead } of leads) {
    const unknown = Object.keys(lead).filter((column) => !STORED_LEAD_COLUMNS.has(column));
    // A column the statement does not write would be dropped without a word.
    if (unknown.length > 0) throw new Error(`a lead cannot store ${unknown.join(', ')}`);
  }
  const batch = JSON.stringify(leads, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value,
  );
  const { rows } = await sql<{
    o_id: number | null;
    o_repeat_of: number | null;
    o_failures: string[];
    o_error: string | null;
  }>`select * from store_leads(${batch}::jsonb, ${channel}::text)`.execute(db);
  return rows.map((row) =>
    row.o_id === null
      ? new Error(row.o_error ?? 'the lead was not stored')
      : { id: row.o_id, repeatOf: row.o_repeat_of, failures: row.o_failures },
  );
}

/** One request to count: an address and when it came. */
export interface CountedRequest {
  key: string;
  now: number;
}

/**
 * Counts requests in one statement: for each, a new key, or one whose window began `windowMs` or
 * more before it came, starts a window at its time with a count of 1; otherwise its count goes up
 * by one. The upserts' row locks serialise requests for the same key across every connection and
 * instance, so no two of them read the same count. Answers each one's count and window start.
 */
export async function countRequests(
  db: Kysely<Database>,
  requests: CountedRequest[],
  windowMs: number,
): Promise<{ count: number; windowStart: number }[]> {
  const { rows } = await sql<{ o_count: number; o_window_start: number }>`select * from
    count_requests(${requests.map((request) => request.key)}::text[],
      ${requests.map((request) => request.now)}::bigint[], ${windowMs}::bigint)`.execute(db);
  return rows.map((row) => ({
    count: Number(row.o_count),
    windowStart: Number(row.o_window_start),
  }));
}

/**
 * Counts one request for `key` in one statement: a new key, or one whose window began at or before
 * `expiredAt`, starts a window at `now` with a count of 1; otherwise its count goes up by one. The
 * row lock of the upsert serialises requests for the same key across every connection and
 * instance, so no two of them read the same count. Answers the count and its window's start.
 */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  now: number,
  expiredAt: number,
): Promise<{ count: number; windowStart: number }> {
  const row = await db
    .insertInto('enquiry_rate_limits')
    .values({ key, count: 1, window_start: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const expired = eb('enquiry_rate_limits.window_start', '<=', expiredAt);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('enquiry_rate_limits.count', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when(expired)
            .then(now)
            .else(eb.ref('enquiry_rate_limits.window_start'))
            .end(),
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/** Deletes the counts whose window began at or before `expiredAt`; a later request starts afresh anyway. */
export async function deleteExpiredCounts(db: Kysely<Database>, expiredAt: number): Promise<void> {
  await db.deleteFrom('enquiry_rate_limits').where('window_start', '<=', expiredAt).execute();
}

// Compiled once: every lead runs one.
const SAVEPOINT = CompiledQuery.raw('savepoint lead_follow_on');
const ROLLBACK_TO_SAVEPOINT = CompiledQuery.raw('rollback to savepoint lead_follow_on');

/**
 * Runs `work` behind a savepoint of `trx`: when it throws, only what it wrote is undone and the
 * transaction goes on. Answers the error it threw, undefined when it succeeded.
 * A savepoint that held is not released: the commit keeps what it wrote all the same, and a
 * release would be one more statement on the lead path while the rotation's lock is held. A later
 * savepoint of the same name is the one a rollback goes back to.
 */
export async function behindSavepoint(
  trx: Kysely<Database>,
  work: () => Promise<void>,
): Promise<unknown> {
  await trx.executeQuery(SAVEPOINT);
  try {
    await work();
  } catch (error) {
    await trx.executeQuery(ROLLBACK_TO_SAVEPOINT);
    return error;
  }
  return undefined;
}
