import { setImmediate } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type SelectQueryBuilder,
} from 'kysely';
import { istDayBounds } from '../../../shared/dates.js';
import type { ReportDescription } from '../../../shared/reports.js';
import { countRows } from '../../db/count.js';
import { countLeadsByDays } from '../../db/day-totals.js';
import type { Dialect } from '../../db/database.js';
import type { Database, Enquiry } from '../../db/tables.js';
import type { EnquiryKind } from '../../../shared/enquiries.js';
import { SEARCH_COLUMNS, likePattern, searchTable, searchableByWords } from './search.js';

export interface ReportFilters {
  fromDate?: string | undefined;
  toDate?: string | undefined;
  search?: string | undefined;
}

type EnquiryQuery = SelectQueryBuilder<Database, 'enquiries', object>;

export interface PgSearch {
  kinds: readonly EnquiryKind[];
  term: string;
  /** Created at or after, in ms. */
  start?: number | undefined;
  /** Created before, in ms. */
  end?: number | undefined;
}

/**
 * PostgreSQL: the leads of `kinds` (repeats left out) whose text holds `term`, found in the
 * search table (migration 0023) without reading `enquiries`: its text is stored lower-cased, so
 * the term is too, by the same `lower()`.
 */
export function pgSearchRows(db: Kysely<Database>, search: PgSearch) {
  let query = db
    .selectFrom('lead_search')
    .where('lead_search.kind', 'in', search.kinds)
    .where('lead_search.is_lead', '=', true)
    .where(sql<boolean>`lead_search.body like lower(${likePattern(search.term)}) escape '\\'`);
  if (search.start !== undefined) query = query.where('lead_search.created_at', '>=', search.start);
  if (search.end !== undefined) query = query.where('lead_search.created_at', '<', search.end);
  return query;
}

/**
 * PostgreSQL: a term held by more words than this is searched by trigrams: each word is a range
 * of the words index for each kind, to merge by date (a 4-letter name's stem is held by one to a
 * few; a three-letter term by more).
 */
export const MAX_SEARCH_WORDS = 16;

/**
 * PostgreSQL: the words (migration 0029) that hold `term`, when it is read through them; none
 * when no lead's text holds it. Undefined for a term the words table cannot answer
 * (`searchableByWords`), or one held by more than MAX_SEARCH_WORDS words.
 */
export function wordsHolding(db: Kysely<Database>, term: string): Promise<string[] | undefined> {
  if (!searchableByWords(term)) return Promise.resolve(undefined);
  // A page and its count are read side by side: the second asks while the first's lookup is on
  // its way, and shares it (nothing is kept once it has answered).
  let asked = wordLookups.get(db);
  if (!asked) wordLookups.set(db, (asked = new Map()));
  const pending = asked.get(term);
  if (pending) return pending;
  const lookup = lookUpWords(db, term).finally(() => asked.delete(term));
  asked.set(term, lookup);
  return lookup;
}

/** Word lookups on their way, by connection and term. */
const wordLookups = new WeakMap<Kysely<Database>, Map<string, Promise<string[] | undefined>>>();

async function lookUpWords(db: Kysely<Database>, term: string) {
  // No escape needed: `%`, `_` and `\` end a word, so such a term never gets here.
  const rows = await db
    .selectFrom('lead_search_vocabulary')
    .select('word')
    .distinct()
    .where(sql<boolean>`word like '%' || lower(${term}) || '%'`)
    .limit(MAX_SEARCH_WORDS + 1)
    .execute();
  return rows.length > MAX_SEARCH_WORDS ? undefined : rows.map((row) => row.word);
}

/**
 * PostgreSQL: the dates and ids of a search's leads whose term is read through `words`, newest
 * first: every one, or one page of them. A word's leads of one kind are a range of the words
 * index in date order, read backwards as far as the page's end; the planner merges the ranges by
 * date, reading no more than the merge takes. A lead held by two of the words is listed once.
 */
function wordMatches(
  db: Kysely<Database>,
  words: string[],
  search: PgSearch,
  page?: { limit: number; offset: number },
) {
  if (words.length === 0) return sql`select 0::bigint as created_at, 0 as id where false`;
  const range = (word: string, kind: EnquiryKind) => {
    let query = db
      .selectFrom('lead_search_words')
      .select(['created_at', 'id'])
      .where('word', '=', word)
      .where('kind', '=', kind);
    if (search.start !== undefined) query = query.where('created_at', '>=', search.start);
    if (search.end !== undefined) query = query.where('created_at', '<', search.end);
    if (!page) return query;
    return query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.offset + page.limit);
  };
  const ranges = sql.join(
    words.flatMap((word) => search.kinds.map((kind) => sql`(${range(word, kind)})`)),
    sql` union all `,
  );
  // One word holds a lead once: its ranges need no merging of equal leads.
  const leads =
    words.length > 1
      ? sql`select distinct created_at, id from (${ranges}) as matches`
      : sql`select created_at, id from (${ranges}) as matches`;
  return page
    ? sql`${leads} order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`
    : leads;
}

/**
 * PostgreSQL: how many leads a search finds, every one or no further than `limit`. Through the
 * words table where it answers the term: index entries counted, as far as the count goes. By
 * trigrams otherwise, counted in the search table alone, where a count visits each match's row
 * (about 1 µs) and one that stops early visits that many.
 */
export async function countPgSearch(
  db: Kysely<Database>,
  search: PgSearch,
  limit?: number,
): Promise<number> {
  const words = await wordsHolding(db, search.term);
  if (!words) return countRows(db, pgSearchRows(db, search), limit);
  const counted = wordMatches(
    db,
    words,
    search,
    limit === undefined ? undefined : { limit, offset: 0 },
  );
  const { rows } = await sql<{ total: number | string }>`select count(*) as total
    from (${counted}) as leads`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * PostgreSQL: the ids of one page of a search's leads, newest first, to be read with
 * `enquiries.id in (...)`.
 */
export async function pgSearchPageIds(
  db: Kysely<Database>,
  search: PgSearch,
  page: { limit: number; offset: number },
) {
  const words = await wordsHolding(db, search.term);
  if (!words) {
    return pgSearchRows(db, search)
      .select('lead_search.id')
      .orderBy('lead_search.created_at', 'desc')
      .orderBy('lead_search.id', 'desc')
      .limit(page.limit)
      .offset(page.offset);
  }
  return sql<number>`(select id from (${wordMatches(db, words, search, page)}) as leads)`;
}

/** FTS5 trigram needs at least three characters; shorter terms fall back to LIKE. */
const TRIGRAM_MIN = 3;

/**
 * Applies kind, inclusive Asia/Kolkata day range and free-text search to an enquiries query.
 * Repeats of a lead (the same submission sent again within minutes) are left out.
 */
export function applyFilters(
  db: Kysely<Database>,
  dialect: Dialect,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
): EnquiryQuery {
  let q = db
    .selectFrom('enquiries')
    .where('enquiries.kind', '=', kind)
    .where('enquiries.repeat_of', 'is', null);
  if (filters.fromDate)
    q = q.where('enquiries.created_at', '>=', istDayBounds(filters.fromDate).start);
  if (filters.toDate) q = q.where('enquiries.created_at', '<', istDayBounds(filters.toDate).end);
  const term = filters.search?.trim();
  if (!term) return q;
  if (dialect === 'postgres') {
    return q.where(
      'enquiries.id',
      'in',
      pgSearchRows(db, { kinds: [kind], term }).select('lead_search.id'),
    );
  }
  if (term.length >= TRIGRAM_MIN) {
    const phrase = `"${term.replaceAll('"', '""')}"`;
    return q.where(
      'enquiries.id',
      'in',
      sql<number>`(select rowid from ${sql.table(searchTable(kind))} where ${sql.table(searchTable(kind))} match ${phrase})`,
    );
  }
  return q.where((eb) =>
    eb.or(SEARCH_COLUMNS.map((column) => eb(`enquiries.${column}`, 'like', likePattern(term)))),
  );
}

/**
 * On SQLite a search without a date range is answered from the kind's search index: it counts
 * its matches and pages through them newest first by row id (ids grow as leads arrive), without
 * walking every lead of the kind; each match is looked up by id only to leave repeats out.
 */
function searchOnlyIndex(
  dialect: Dialect,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
) {
  const term = filters.search?.trim() ?? '';
  if (dialect !== 'sqlite' || term.length < TRIGRAM_MIN || filters.fromDate || filters.toDate) {
    return undefined;
  }
  return { table: sql.table(searchTable(kind)), phrase: `"${term.replaceAll('"', '""')}"` };
}

/**
 * On PostgreSQL a search, with or without a date range, is counted and paged in the search table
 * alone (migration 0023): the matches are read from its narrow rows, never from `enquiries`.
 */
function pgSearchOnly(
  dialect: Dialect,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
): PgSearch | undefined {
  const term = filters.search?.trim();
  if (dialect !== 'postgres' || !term) return undefined;
  return {
    kinds: [kind],
    term,
    start: filters.fromDate ? istDayBounds(filters.fromDate).start : undefined,
    end: filters.toDate ? istDayBounds(filters.toDate).end : undefined,
  };
}

export async function countReportRows(
  db: Kysely<Database>,
  dialect: Dialect,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
): Promise<number> {
  if (!filters.fromDate && !filters.toDate && !filters.search?.trim()) {
    // The whole report: its kind's total, kept by triggers (migration 0011), as the lead desk
    // counts its unfiltered list. Counting a million leads' index took 20-60 ms a page.
    const row = await db
      .selectFrom('lead_totals')
      .select('total')
      .where('kind', '=', kind)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }
  if (!filters.search?.trim()) {
    // A date range alone: summed from the day totals (migration 0026), as the desk counts it.
    return countLeadsByDays(db, [kind], { from: filters.fromDate, to: filters.toDate });
  }
  const search = pgSearchOnly(dialect, kind, filters);
  if (search) return countPgSearch(db, search);
  const index = searchOnlyIndex(dialect, kind, filters);
  if (index) {
    const { rows } = await sql<{ total: number }>`
      select count(*) as total from ${index.table} join enquiries on enquiries.id = ${index.table}.rowid
      where ${index.table} match ${index.phrase} and enquiries.repeat_of is null`.execute(db);
    return Number(rows[0]?.total ?? 0);
  }
  const row = await applyFilters(db, dialect, kind, filters)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Newest first; ties on the same millisecond are broken by id so paging is stable. */
export async function listReportRows(
  db: Kysely<Database>,
  dialect: Dialect,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
  page: { limit: number; offset: number },
) {
  const search = pgSearchOnly(dialect, kind, filters);
  if (search) {
    return db
      .selectFrom('enquiries')
      .selectAll('enquiries')
      .where('enquiries.id', 'in', await pgSearchPageIds(db, search, page))
      .orderBy('enquiries.created_at', 'desc')
      .orderBy('enquiries.id', 'desc')
      .execute();
  }
  const index = searchOnlyIndex(dialect, kind, filters);
  if (index) {
    const ids = sql<number>`(select ${index.table}.rowid from ${index.table}
      join enquiries on enquiries.id = ${index.table}.rowid
      where ${index.table} match ${index.phrase} and enquiries.repeat_of is null
      order by ${index.table}.rowid desc limit ${page.limit} offset ${page.offset})`;
    return db
      .selectFrom('enquiries')
      .selectAll('enquiries')
      .where('enquiries.id', 'in', ids)
      .orderBy('enquiries.id', 'desc')
      .execute();
  }
  return applyFilters(db, dialect, kind, filters)
    .selectAll('enquiries')
    .orderBy('enquiries.created_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Rows an export reads at a time on the event loop (PostgreSQL, and the audit log's export). On
 * SQLite a batch is read while nothing else runs: 500 rows hold the event loop for a few
 * milliseconds, where 2000 held it long enough to delay enquiries arriving during an export
 * (bench/exports).
 */
export const EXPORT_BATCH = 500;

/**
 * Rows a report export reads at a time on SQLite, in its worker thread (export-worker.ts), where a
 * batch holds up nothing else: building and preparing a batch's statement costs little beside its
 * rows, and a batch is done with before the worker's young generation is collected, so its rows
 * die young (5000 rows to a batch grew the worker's heap by 20 MB more and took longer).
 */
export const SQLITE_EXPORT_BATCH = 1000;

interface Keyset {
  createdAt: number;
  id: number;
}

/** One batch of an export, newest first, after the last row of the previous batch. */
function exportBatchQuery(
  db: Kysely<Database>,
  dialect: Dialect,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
  after: Keyset | undefined,
  batchSize: number,
) {
  let query = applyFilters(db, dialect, kind, filters);
  if (after) {
    const { createdAt, id } = after;
    // A row value, not `created_at < ? or (created_at = ? and id < ?)`: SQLite walks the index
    // from the last row for it, where the OR form walked from the newest lead every batch (a
    // million-lead export took longer with each batch).
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('enquiries.created_at', 'enquiries.id'), '<', tuple(createdAt, id)),
    );
  }
  return query
    .orderBy('enquiries.created_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .limit(batchSize);
}

/**
 * Every matching row, newest first, in batches by keyset (no OFFSET, no open cursor), so an export
 * of any size runs at constant memory and never holds a lock between batches.
 */
export async function* streamReportRows(
  db: Kysely<Database>,
  dialect: Dialect,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
  batchSize = EXPORT_BATCH,
) {
  let after: Keyset | undefined;
  for (;;) {
    const rows = await exportBatchQuery(db, dialect, kind, filters, after, batchSize)
      .selectAll('enquiries')
      .execute();
    yield rows;
    // Reads on SQLite hold the event loop: let waiting requests (a lead being sent) in between.
    await setImmediate();
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/**
 * Builds SQLite statements without a connection of its own: the export worker runs them on its
 * read-only better-sqlite3 connection directly, which spares Kysely's promise per batch.
 */
const sqliteStatements = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/**
 * The same rows as streamReportRows, on SQLite, read synchronously from `connection` and only
 * the `columns` asked for, one keyset batch at a time; for the export worker, whose reading
 * holds up no request. Each batch is read whole, so no statement stays open while the rows wait
 * for a slow client.
 */
export function* readSqliteReportRows<Column extends keyof Enquiry>(
  connection: SQLite.Database,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
  columns: readonly Column[],
  batchSize = SQLITE_EXPORT_BATCH,
): Generator<Pick<Enquiry, Column | 'id' | 'created_at'>[]> {
  const selected = [...new Set<keyof Enquiry>([...columns, 'id', 'created_at'])].map(
    (column) => `enquiries.${column}` as const,
  );
  let after: Keyset | undefined;
  for (;;) {
    const { sql: text, parameters } = exportBatchQuery(
      sqliteStatements,
      'sqlite',
      kind,
      filters,
      after,
      batchSize,
    )
      .select(selected)
      .compile();
    // Rows as arrays, made objects here: better-sqlite3 sets an object's fields one by one
    // through V8's API, which took longer than the reading itself.
    const statement = connection.prepare(text).raw(true);
    const names = statement.columns().map((column) => column.name);
    const rows = (statement.all(...parameters) as unknown[][]).map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) row[names[i] as string] = values[i];
      return row as Pick<Enquiry, Column | 'id' | 'created_at'>;
    });
    yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
