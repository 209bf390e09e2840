import type { Kysely } from 'kysely';
import type { LeadStatus } from '../../../shared/leads.js';
import type { Dialect } from '../../db/database.js';
import type { Database, OutboxKind, OutboxStatus } from '../../db/tables.js';

export type OutboxRow = Awaited<ReturnType<typeof findOutboxRow>> & {};

/** The stored lead an alert tells about, read in the transaction that stores it. */
export function findLead(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('enquiries')
    .select(['id', 'kind', 'name', 'phone', 'model', 'entered_model', 'message', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The e-mail address of the account a lead is assigned to now; null when none or empty. */
export async function assigneeEmailOf(
  db: Kysely<Database>,
  leadId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('enquiries')
    .innerJoin('admins', 'admins.id', 'enquiries.assignee_id')
    .select('admins.email')
    .where('enquiries.id', '=', leadId)
    .executeTakeFirst();
  return row?.email ? row.email : null;
}

export async function insertOutboxRow(
  db: Kysely<Database>,
  row: { kind: OutboxKind; leadId: number | null; payload: string; now: number },
): Promise<number> {
  const { id } = await db
    .insertInto('outbox')
    .values({
      created_at: row.now,
      kind: row.kind,
      lead_id: row.leadId,
      payload: row.payload,
      next_attempt_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Writes the digest of one IST day unless a digest of that day exists: the unique digest_day
 * decides between instances racing to write it. Answers whether this call wrote it.
 */
export async function insertDigestRow(
  db: Kysely<Database>,
  row: { day: string; payload: string; now: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('outbox')
    .values({
      created_at: row.now,
      kind: 'digest',
      lead_id: null,
      payload: row.payload,
      next_attempt_at: row.now,
      digest_day: row.day,
    })
    .onConflict((conflict) => conflict.column('digest_day').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function hasDigest(db: Kysely<Database>, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('outbox')
    .select('id')
    .where('digest_day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims up to `limit` due rows until `leaseUntil` and answers them. On PostgreSQL the rows are
 * picked with FOR UPDATE SKIP LOCKED, so instances claiming at once never pick the same row; on
 * SQLite one statement is already alone with the database. A row whose lease ran out (its sender
 * died) is due again.
 */
export function claimDueRows(
  db: Kysely<Database>,
  dialect: Dialect,
  now: number,
  leaseUntil: number,
  limit: number,
) {
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  return db
    .updateTable('outbox')
    .set({ claimed_until: leaseUntil })
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

export async function markSent(db: Kysely<Database>, id: number, now: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** Records a failed try; a row another sender has meanwhile sent stays sent. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  id: number,
  outcome: { status: OutboxStatus; lastError: string; nextAttemptAt: number },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      status: outcome.status,
      attempts: eb('attempts', '+', 1),
      last_error: outcome.lastError,
      next_attempt_at: outcome.nextAttemptAt,
      claimed_until: null,
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export function findOutboxRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A failed or pending row becomes due now (a row being sent keeps its lease). */
export async function makeDueNow(db: Kysely<Database>, id: number, now: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed'])
    .execute();
}

/**
 * One page of the outbox and the number of rows its filter matches. The total is counted by a
 * subquery of the page's own statement, so both read one snapshot: the worker moves rows between
 * statuses while the owner reads, and a total counted apart could promise a row the page no
 * longer holds. The subquery runs once, as a count on its own would. Only a page past the end,
 * which has no row to carry the total, counts on its own.
 */
export async function listOutboxPage(
  db: Kysely<Database>,
  filter: { status: OutboxStatus | undefined; offset: number; limit: number },
) {
  const matching = db
    .selectFrom('outbox')
    .$if(filter.status !== undefined, (query) =>
      query.where('status', '=', filter.status as OutboxStatus),
    );
  const count = matching.select((eb) => eb.fn.countAll<number | string>().as('count'));
  const page = await matching
    .select([
      'id',
      'kind',
      'lead_id',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      count.as('total'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page[0] !== undefined) return { rows, totalRecords: Number(page[0].total) };
  if (filter.offset === 0) return { rows, totalRecords: 0 };
  return { rows, totalRecords: Number((await count.executeTakeFirstOrThrow()).count) };
}

/** Original leads (repeats left out) stored in [from, to), counted per kind and status. */
export async function countLeadsByKindAndStatus(db: Kysely<Database>, from: number, to: number) {
  const rows = await db
    .selectFrom('enquiries')
    .select(['kind', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('repeat_of', 'is', null)
    .groupBy(['kind', 'status'])
    .execute();
  return rows.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.count) }));
}

/**
 * Open leads whose follow-up time has passed: the oldest `limit` of them with their assignee's
 * user id, and how many there are in all.
 */
export async function listOverdueFollowUps(
  db: Kysely<Database>,
  now: number,
  openStatuses: readonly LeadStatus[],
  limit: number,
) {
  const overdue = db
    .selectFrom('enquiries')
    .where('enquiries.next_follow_up_at', '<', now)
    .where('enquiries.status', 'in', openStatuses)
    .where('enquiries.repeat_of', 'is', null);
  const [rows, total] = await Promise.all([
    overdue
      .leftJoin('admins', 'admins.id', 'enquiries.assignee_id')
      .select([
        'enquiries.id',
        'enquiries.kind',
        'enquiries.name',
        'enquiries.phone',
        'enquiries.status',
        'enquiries.next_follow_up_at',
        'admins.user_id as assignee',
      ])
      .orderBy('enquiries.next_follow_up_at')
      .limit(limit)
      .execute(),
    overdue.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** The e-mail addresses of the active owners, for the morning digest. */
export async function listOwnerEmails(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('admins')
    .select('email')
    .where('role', '=', 'owner')
    .where('status', '=', 1)
    .where('email', '!=', '')
    .execute();
  return rows.map((row) => row.email);
}
