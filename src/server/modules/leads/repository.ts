import { sql } from 'kysely';
import { istDayBounds } from '../../../shared/dates.js';
import type { EnquiryKind } from '../../../shared/enquiry-forms.js';
import { OPEN_LEAD_STATUSES, OPEN_STATUS_FILTER, type LeadStatus } from '../../../shared/leads.js';
import type { Role } from '../../../shared/roles.js';
import { countRows } from '../../db/count.js';
import { countLeadsByDays } from '../../db/day-totals.js';
import type { Dialect } from '../../db/database.js';
import type { Database, EnquiriesTable, LeadEventsTable } from '../../db/tables.js';
import type { Insertable, Updateable, Kysely } from 'kysely';
import { FORM_FIELD_COLUMNS } from '../../db/lead-columns.js';
import { reusableQuery } from '../../db/reusable-query.js';
import {
  countPgSearch,
  pgSearchPageIds,
  pgSearchRows,
  type PgSearch,
} from '../reports/repository.js';
import { SEARCH_COLUMNS, likePattern, searchTable } from '../reports/search.js';

/** The settings row that switches round-robin assignment of new leads on ('on') or off. */
export const AUTO_ASSIGN_KEY = 'lead_auto_assign';

const pickNextInRotation = reusableQuery((trx, roles: Role[], autoAssignKey: string) =>
  trx
    .selectFrom('admins')
    .leftJoin('lead_rotation', 'lead_rotation.admin_id', 'admins.id')
    .select([
      'admins.id',
      'admins.user_id',
      (eb) =>
        eb
          .selectFrom('lead_rotation')
          .select((inner) => inner.fn.coalesce(inner.fn.max('last_turn'), inner.lit(0)).as('n'))
          .as('latest'),
    ])
    .where('admins.status', '=', 1)
    .where('admins.role', 'in', roles)
    // A missing row means on, as the desk's settings read it.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('settings')
            .select('key')
            .where('key', '=', autoAssignKey)
            .where('value', '=', 'off'),
        ),
      ),
    )
    .orderBy(sql`coalesce(lead_rotation.last_turn, 0)`)
    .orderBy('admins.id')
    .limit(1),
);

// Not updateLead: its changes may one day hold an expression, which a reusable query refuses.
const assignInTurn = reusableQuery((trx, id: number, assigneeId: number) =>
  trx.updateTable('enquiries').set({ assignee_id: assigneeId }).where('id', '=', id),
);

const recordTurn = reusableQuery((trx, adminId: number, turn: number) =>
  trx
    .insertInto('lead_rotation')
    .values({ admin_id: adminId, last_turn: turn })
    .onConflict((conflict) => conflict.column('admin_id').doUpdateSet({ last_turn: turn })),
);

/**
 * Gives lead `lead.id` to the active account of one of `roles` that got a lead by rotation least
 * recently (never first; ties by account id), records its turn (one past every turn taken so far)
 * and writes the assignment on the lead's timeline. Nothing when the switch in settings is off or
 * the desk has nobody.
 * SQLite's: on PostgreSQL, store_leads (migration 0022) takes the same turn with lead_take_turn
 * before the lead's insert, so the lead is written once, with its assignee. SQLite writes one
 * transaction at a time, and the lead's insert has already made this one the writer, so leads
 * arriving together take their turns one after another without a lock of their own: the switch,
 * the account and the last turn are read in one statement.
 */
export async function giveTurnByRotation(
  trx: Kysely<Database>,
  roles: Role[],
  lead: { id: number; createdAt: number },
): Promise<void> {
  // Built once (db/reusable-query.ts): every enquiry takes this path.
  const [next] = await pickNextInRotation(trx, roles, AUTO_ASSIGN_KEY);
  if (!next) return;
  await assignInTurn(trx, lead.id, next.id);
  const turn = Number(next.latest ?? 0) + 1;
  await recordTurn(trx, next.id, turn);
  await appendLeadEvent(trx, {
    lead_id: lead.id,
    created_at: lead.createdAt,
    actor_id: null,
    actor_user_id: 'rotation',
    type: 'assignment',
    detail: `Assigned to ${next.user_id}`,
  });
}

const insertLeadEvent = reusableQuery((trx, event: Insertable<LeadEventsTable>) =>
  trx.insertInto('lead_events').values(event),
);

/** One entry on a lead's timeline (built once: the rotation writes one for every new lead). */
export async function appendLeadEvent(
  trx: Kysely<Database>,
  event: Insertable<LeadEventsTable>,
): Promise<void> {
  await insertLeadEvent(trx, event);
}

export async function updateLead(
  trx: Kysely<Database>,
  id: number,
  changes: Updateable<EnquiriesTable>,
): Promise<void> {
  await trx.updateTable('enquiries').set(changes).where('id', '=', id).execute();
}

/** Stores the first response once: a later (or concurrent) first activity leaves it as it is. */
export async function storeFirstResponse(
  trx: Kysely<Database>,
  id: number,
  minutes: number,
): Promise<void> {
  await trx
    .updateTable('enquiries')
    .set({ first_response_minutes: minutes })
    .where('id', '=', id)
    .where('first_response_minutes', 'is', null)
    .execute();
}

export async function openingHoursText(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('dealers')
    .select('open_time')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.open_time;
}

/** An account by user id, with its role and whether it is active (status 1). */
export function findAccount(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('admins')
    .select(['id', 'user_id', 'role', 'status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

const leadColumns = [
  'enquiries.id',
  'enquiries.kind',
  'enquiries.name',
  'enquiries.phone',
  'enquiries.model',
  'enquiries.status',
  'enquiries.created_at',
  'enquiries.next_follow_up_at',
  'enquiries.first_response_minutes',
  'enquiries.assignee_id',
  'admins.user_id as assignee_user_id',
  'admins.user_name as assignee_name',
] as const;

/**
 * One lead (never a repeat) with its assignee. With `lock`, on PostgreSQL its row stays locked
 * until the transaction ends, so a second write to the same lead waits and then sees this one's
 * result before it checks its own move.
 */
export function findLead(db: Kysely<Database>, dialect: Dialect, id: number, lock = false) {
  const query = db
    .selectFrom('enquiries')
    .leftJoin('admins', 'admins.id', 'enquiries.assignee_id')
    .select(leadColumns)
    .select([
      'enquiries.email',
      'enquiries.message',
      'enquiries.lost_reason',
      ...FORM_FIELD_COLUMNS.map((column) => `enquiries.${column}` as const),
    ])
    .where('enquiries.id', '=', id)
    .where('enquiries.repeat_of', 'is', null);
  return (
    lock && dialect === 'postgres' ? query.forNoKeyUpdate('enquiries') : query
  ).executeTakeFirst();
}
export type LeadRow = NonNullable<Awaited<ReturnType<typeof findLead>>>;

export function listLeadEvents(db: Kysely<Database>, leadId: number) {
  return db
    .selectFrom('lead_events')
    .select(['id', 'type', 'detail', 'actor_user_id', 'created_at'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The other leads (and repeats) from one phone among `kinds`, newest first. */
export function listSamePhone(
  db: Kysely<Database>,
  phone: string,
  exceptId: number,
  kinds: EnquiryKind[],
) {
  return db
    .selectFrom('enquiries')
    .select(['id', 'kind', 'status', 'created_at', 'repeat_of'])
    .where('phone', '=', phone)
    .where('id', '!=', exceptId)
    .where('kind', 'in', kinds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

export interface LeadFilters {
  kinds: EnquiryKind[];
  /** One status, or `open` for every status still being worked. */
  status?: LeadStatus | typeof OPEN_STATUS_FILTER | undefined;
  /** An account id, or null for unassigned leads. */
  assigneeId?: number | null | undefined;
  /** A user id that names no account: nothing matches. */
  assigneeUnknown?: boolean;
  due?: { before: number } | { from: number; to: number } | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** FTS5 trigram needs at least three characters; shorter terms fall back to LIKE. */
const TRIGRAM_MIN = 3;

/** Whether a search is answered from the per-kind trigram tables (SQLite, three letters or more). */
const searchesTrigrams = (dialect: Dialect, filters: LeadFilters) =>
  dialect === 'sqlite' && (filters.search?.trim().length ?? 0) >= TRIGRAM_MIN;

function filtered(db: Kysely<Database>, dialect: Dialect, filters: LeadFilters) {
  let q = db.selectFrom('enquiries').where('enquiries.repeat_of', 'is', null);
  // The trigram tables searched are the kinds' own, so they filter by kind already; the kind
  // test beside them let SQLite walk every lead of the kinds instead of the matches.
  if (!searchesTrigrams(dialect, filters)) q = q.where('enquiries.kind', 'in', filters.kinds);
  if (filters.status) q = q.where('enquiries.status', 'in', statusesOf(filters.status));
  if (filters.assigneeUnknown) q = q.where(sql<boolean>`1 = 0`);
  else if (filters.assigneeId === null) q = q.where('enquiries.assignee_id', 'is', null);
  else if (filters.assigneeId !== undefined)
    q = q.where('enquiries.assignee_id', '=', filters.assigneeId);
  if (filters.due) {
    q = q.where('enquiries.status', 'in', OPEN_LEAD_STATUSES);
    if ('before' in filters.due) {
      q = q.where('enquiries.next_follow_up_at', '<', filters.due.before);
    } else {
      q = q
        .where('enquiries.next_follow_up_at', '>=', filters.due.from)
        .where('enquiries.next_follow_up_at', '<', filters.due.to);
    }
  }
  if (filters.from) q = q.where('enquiries.created_at', '>=', istDayBounds(filters.from).start);
  if (filters.to) q = q.where('enquiries.created_at', '<', istDayBounds(filters.to).end);
  const term = filters.search?.trim();
  if (!term) return q;
  // The same search the reports run, over every kind in view.
  if (dialect === 'postgres') {
    return q.where(
      'enquiries.id',
      'in',
      pgSearchRows(db, { kinds: filters.kinds, term }).select('lead_search.id'),
    );
  }
  if (term.length >= TRIGRAM_MIN) {
    return q.where('enquiries.id', 'in', sql<number>`(${trigramMatches(filters.kinds, term)})`);
  }
  return q.where((eb) =>
    eb.or(SEARCH_COLUMNS.map((column) => eb(`enquiries.${column}`, 'like', likePattern(term)))),
  );
}

/** Whether every filter set (not undefined, not empty) is one of `keys`. */
const holdsOnly = (filters: LeadFilters, keys: readonly (keyof LeadFilters)[]) =>
  Object.entries(filters).every(
    ([key, value]) =>
      keys.includes(key as keyof LeadFilters) || value === undefined || value === '',
  );

/** Whether the filters hold nothing but the kinds: the unfiltered list, counted from lead_totals. */
const onlyKinds = (filters: LeadFilters) => holdsOnly(filters, ['kinds']);

/** Whether the filters hold the kinds and a date range, and nothing else: counted by days. */
const onlyKindsAndDates = (filters: LeadFilters) =>
  Boolean(filters.from || filters.to) && holdsOnly(filters, ['kinds', 'from', 'to']);

/** The statuses a status filter names: one, or every open one. */
const statusesOf = (status: NonNullable<LeadFilters['status']>): readonly LeadStatus[] =>
  status === OPEN_STATUS_FILTER ? OPEN_LEAD_STATUSES : [status];

/**
 * The filters hold the kinds and a status, and nothing else: the status filter's list, counted
 * from lead_status_totals.
 */
const onlyKindsAndStatus = (
  filters: LeadFilters,
): filters is LeadFilters & { status: NonNullable<LeadFilters['status']> } =>
  filters.status !== undefined && holdsOnly(filters, ['kinds', 'status']);

/**
 * The filters hold kinds and a search through the trigram tables, with a date range or without:
 * paged by `trigramPageIds`.
 */
const trigramSearchOnly = (dialect: Dialect, filters: LeadFilters) =>
  searchesTrigrams(dialect, filters) && holdsOnly(filters, ['kinds', 'search', 'from', 'to']);

/**
 * PostgreSQL: a search with nothing beside it but the kinds and a date range is counted and paged
 * in the search table alone (migration 0023), never reading `enquiries` for its matches.
 */
function pgSearchOnly(dialect: Dialect, filters: LeadFilters): PgSearch | undefined {
  const term = filters.search?.trim();
  const others = holdsOnly(filters, ['kinds', 'search', 'from', 'to']);
  if (dialect !== 'postgres' || !term || !others) return undefined;
  return {
    kinds: filters.kinds,
    term,
    start: filters.from ? istDayBounds(filters.from).start : undefined,
    end: filters.to ? istDayBounds(filters.to).end : undefined,
  };
}

/** PostgreSQL: several kinds' leads, filtered by nothing but a date range, if any. */
const pgByDateOnly = (dialect: Dialect, filters: LeadFilters) =>
  dialect === 'postgres' && filters.kinds.length > 1 && holdsOnly(filters, ['kinds', 'from', 'to']);

/**
 * PostgreSQL: leads skipped from which a page of several kinds is merged from the kinds' own date
 * indexes. Nearer the top one walk by date stops after a few hundred leads, and planning six
 * statements costs more: a month's first page took 13.4 ms at the median merged, 9.6 walked.
 */
const MERGE_FROM_OFFSET = 1000;

/**
 * PostgreSQL: the ids of a page of several kinds' leads, newest first, merged from each kind's
 * own date index (0018) as each kind's newest come, so page 500 reads its first 10,000 leads
 * and no more. A date walk over every kind's leads visits the other desk's leads too, and the
 * (kind, date) index gives a month's 55,000 leads to sort: 17-29 ms for page 500 of a month.
 */
function pgMergedPageIds(
  db: Kysely<Database>,
  filters: LeadFilters,
  page: { limit: number; offset: number },
) {
  const arms = filters.kinds.map((kind) => {
    let arm = db
      .selectFrom('enquiries')
      .select(['enquiries.id', 'enquiries.created_at'])
      .where('enquiries.kind', '=', kind)
      .where('enquiries.repeat_of', 'is', null);
    if (filters.from) {
      arm = arm.where('enquiries.created_at', '>=', istDayBounds(filters.from).start);
    }
    if (filters.to) arm = arm.where('enquiries.created_at', '<', istDayBounds(filters.to).end);
    return sql`(${arm
      .orderBy('enquiries.created_at', 'desc')
      .orderBy('enquiries.id', 'desc')
      .limit(page.offset + page.limit)})`;
  });
  return sql<number>`(select id from (${sql.join(arms, sql` union all `)}) as newest
    order by created_at desc, id desc limit ${page.limit} offset ${page.offset})`;
}

/**
 * SQLite: reading a match's date by its id (migration 0025) costs about as much as stepping over
 * this many entries of the leads' date index (0.82 µs against 0.075, at a million leads).
 */
const ROW_READ_STEPS = 11;

/**
 * SQLite: a search's leads (repeats left out, within the date range if there is one), to be read
 * newest first the cheaper of two ways for the first `reach` of them. The leads' date index
 * walked newest first, keeping the matches, stops at the `reach`th: cheap for a common term's
 * first pages (4 ms for "kulk", 13,000 matches, at a million leads), but a rare term's page walks
 * nearly every lead to find its few (45 ms for a phone number). Reading each match's date by its
 * id costs as many reads as there are matches, whatever the dates: 2 ms for the phone number,
 * 12 ms for "kulk", where page 500's walk took 60, and a month's walk 4. The matches are counted
 * first in the trigram tables alone (1.6 ms for 13,000); a date range's share of the leads is
 * taken from the dates of the first and the last lead, as if leads came evenly.
 */
async function trigramLeads(db: Kysely<Database>, filters: LeadFilters, reach: number) {
  const matches = trigramMatches(filters.kinds, filters.search?.trim() ?? '');
  const kinds = sql.join(filters.kinds);
  const start = filters.from ? istDayBounds(filters.from).start : undefined;
  const end = filters.to ? istDayBounds(filters.to).end : undefined;
  const dated = start !== undefined || end !== undefined;
  const byDate = sql`enquiries indexed by enquiries_leads_created_idx`;
  // The first and the last lead's dates, read only where a range needs its share: two index ends.
  const edge = (end: 'min' | 'max') =>
    dated
      ? sql`(select ${sql.raw(end)}(created_at) from ${byDate} where repeat_of is null)`
      : sql`null`;
  const { rows } = await sql<{
    found: number;
    leads: number | null;
    first: number | null;
    last: number | null;
  }>`select
      (select count(*) from (${matches})) as found,
      (select sum(total) from lead_totals where kind in (${kinds})) as leads,
      ${edge('min')} as first, ${edge('max')} as last`.execute(db);
  const found = Number(rows[0]?.found ?? 0);
  const leads = Number(rows[0]?.leads ?? 0);
  const first = Number(rows[0]?.first ?? 0);
  const last = Number(rows[0]?.last ?? 0);
  const span = Math.max(last - first, 1);
  const share = dated
    ? Math.max(0, Math.min(end ?? last + 1, last + 1) - Math.max(start ?? first, first)) / span
    : 1;
  const walked = Math.min(leads * Math.min(share, 1), (reach * leads) / Math.max(found, 1));
  const table =
    found * ROW_READ_STEPS < walked ? sql`enquiries indexed by enquiries_lead_ids_idx` : byDate;
  return sql<number>`select id, created_at from ${table} where repeat_of is null
    ${start === undefined ? sql`` : sql`and created_at >= ${start}`}
    ${end === undefined ? sql`` : sql`and created_at < ${end}`}
    and id in (${matches})`;
}

/** SQLite: the ids of a page of a search's leads, newest first (`trigramLeads`). */
async function trigramPageIds(
  db: Kysely<Database>,
  filters: LeadFilters,
  page: { limit: number; offset: number },
) {
  const leads = await trigramLeads(db, filters, page.offset + page.limit);
  return sql<number>`(select id from (${leads})
    order by created_at desc, id desc limit ${page.limit} offset ${page.offset})`;
}

/** The ids of every enquiry (repeats too) of `kinds` whose trigram table matches `term`. */
function trigramMatches(kinds: readonly EnquiryKind[], term: string) {
  const phrase = `"${term.replaceAll('"', '""')}"`;
  return sql.join(
    kinds.map(
      (kind) =>
        sql`select rowid from ${sql.table(searchTable(kind))} where ${sql.table(searchTable(kind))} match ${phrase}`,
    ),
    sql` union all `,
  );
}

/** A count of leads: `more` when there are more than `total`, where the count stopped. */
export interface LeadCount {
  total: number;
  more: boolean;
}

/** How many leads the filters match, every one counted. */
export async function countLeads(
  db: Kysely<Database>,
  dialect: Dialect,
  filters: LeadFilters,
): Promise<number> {
  return (await countLeadsUpTo(db, dialect, filters)).total;
}

/**
 * How many leads the filters match, counted no further than `limit` where counting visits each
 * match; the plain list and the status filter are read from the totals the triggers keep, so
 * they are always whole. Without `limit`, every match is counted.
 */
export async function countLeadsUpTo(
  db: Kysely<Database>,
  dialect: Dialect,
  filters: LeadFilters,
  limit?: number,
): Promise<LeadCount> {
  const upTo = (total: number): LeadCount =>
    limit !== undefined && total > limit ? { total: limit, more: true } : { total, more: false };
  if (onlyKinds(filters)) {
    const { total } = await db
      .selectFrom('lead_totals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total'), eb.lit(0)).as('total'))
      .where('kind', 'in', filters.kinds)
      .executeTakeFirstOrThrow();
    return { total: Number(total), more: false };
  }
  if (onlyKindsAndDates(filters)) {
    // Kept by triggers (migration 0026): counting a month of the desk's kinds walked 55,000
    // index entries at a million leads, 7 to 11 ms of every page turn on PostgreSQL.
    return { total: await countLeadsByDays(db, filters.kinds, filters), more: false };
  }
  if (onlyKindsAndStatus(filters)) {
    // Kept by triggers (migration 0024): counting walked every lead of the kinds, 111 ms for
    // "won" at a million leads on PostgreSQL, and two seconds of a blocked event loop on SQLite.
    const { total } = await db
      .selectFrom('lead_status_totals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total'), eb.lit(0)).as('total'))
      .where('kind', 'in', filters.kinds)
      .where('status', 'in', statusesOf(filters.status))
      .executeTakeFirstOrThrow();
    return { total: Number(total), more: false };
  }
  const search = pgSearchOnly(dialect, filters);
  if (search) {
    return upTo(await countPgSearch(db, search, limit === undefined ? undefined : limit + 1));
  }
  const dated = Boolean(filters.from || filters.to);
  if (trigramSearchOnly(dialect, filters) && dated) {
    const reach = limit === undefined ? Infinity : limit + 1;
    const leads = await trigramLeads(db, filters, reach);
    const { rows } = await sql<{ total: number }>`select count(*) as total
      from (select 1 from (${leads}) ${limit === undefined ? sql`` : sql`limit ${limit + 1}`})`.execute(
      db,
    );
    return upTo(Number(rows[0]?.total ?? 0));
  }
  if (trigramSearchOnly(dialect, filters)) {
    // The matches, less the repeats among them (found in the repeats' own small index), without
    // reading a single lead's row.
    const matches = trigramMatches(filters.kinds, filters.search?.trim() ?? '');
    const { rows } = await sql<{ total: number }>`select
        (select count(*) from (${matches}))
        - (select count(*) from enquiries indexed by enquiries_repeats_idx
           where repeat_of is not null and id in (${matches})) as total`.execute(db);
    return upTo(Number(rows[0]?.total ?? 0));
  }
  return upTo(
    await countRows(
      db,
      filtered(db, dialect, filters),
      limit === undefined ? undefined : limit + 1,
    ),
  );
}

/**
 * Newest first; ties on the same millisecond are broken by id so paging is stable. The assignee
 * is joined around the filtered page, since the search expression names enquiries' own columns
 * (admins has an email too).
 */
export async function listLeads(
  db: Kysely<Database>,
  dialect: Dialect,
  filters: LeadFilters,
  page: { limit: number; offset: number },
) {
  const search = pgSearchOnly(dialect, filters);
  const ids = search
    ? await pgSearchPageIds(db, search, page)
    : pgByDateOnly(dialect, filters) && page.offset >= MERGE_FROM_OFFSET
      ? pgMergedPageIds(db, filters, page)
      : trigramSearchOnly(dialect, filters)
        ? await trigramPageIds(db, filters, page)
        : filtered(db, dialect, filters)
            .select('enquiries.id')
            .orderBy('enquiries.created_at', 'desc')
            .orderBy('enquiries.id', 'desc')
            .limit(page.limit)
            .offset(page.offset);
  return db
    .selectFrom('enquiries')
    .leftJoin('admins', 'admins.id', 'enquiries.assignee_id')
    .select(leadColumns)
    .where('enquiries.id', 'in', ids)
    .orderBy('enquiries.created_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .execute();
}
export type LeadListRow = Awaited<ReturnType<typeof listLeads>>[number];
