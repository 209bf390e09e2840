import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { istDayBounds } from '../../../shared/dates.js';
import type { ReportDescription } from '../../../shared/reports.js';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { PG_SEARCH_EXPRESSION, SEARCH_COLUMNS, searchTable } from './search.js';

export interface ReportFilters {
  fromDate?: string | undefined;
  toDate?: string | undefined;
  search?: string | undefined;
}

type EnquiryQuery = SelectQueryBuilder<Database, 'enquiries', object>;

/** FTS5 trigram needs at least three characters; shorter terms fall back to LIKE. */
const TRIGRAM_MIN = 3;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Applies kind, inclusive Asia/Kolkata day range and free-text search to an enquiries query.
 * Repeats of a lead (the same submission sent again within minutes) are left out.
 */
export function applyFilters(
  query: EnquiryQuery,
  dialect: Dialect,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
): EnquiryQuery {
  let q = query.where('enquiries.kind', '=', kind).where('enquiries.repeat_of', 'is', null);
  if (filters.fromDate)
    q = q.where('enquiries.created_at', '>=', istDayBounds(filters.fromDate).start);
  if (filters.toDate) q = q.where('enquiries.created_at', '<', istDayBounds(filters.toDate).end);
  const term = filters.search?.trim();
  if (!term) return q;
  if (dialect === 'postgres') {
    return q.where(
      sql<boolean>`${sql.raw(PG_SEARCH_EXPRESSION)} ilike ${likePattern(term)} escape '\\'`,
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

export async function countReportRows(
  db: Kysely<Database>,
  dialect: Dialect,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
): Promise<number> {
  const index = searchOnlyIndex(dialect, kind, filters);
  if (index) {
    const { rows } = await sql<{ total: number }>`
      select count(*) as total from ${index.table} join enquiries on enquiries.id = ${index.table}.rowid
      where ${index.table} match ${index.phrase} and enquiries.repeat_of is null`.execute(db);
    return Number(rows[0]?.total ?? 0);
  }
  const row = await applyFilters(db.selectFrom('enquiries'), dialect, kind, filters)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Newest first; ties on the same millisecond are broken by id so paging is stable. */
export function listReportRows(
  db: Kysely<Database>,
  dialect: Dialect,
  kind: ReportDescription['kind'],
  filters: ReportFilters,
  page: { limit: number; offset: number },
) {
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
  return applyFilters(db.selectFrom('enquiries'), dialect, kind, filters)
    .selectAll('enquiries')
    .orderBy('enquiries.created_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Rows an export reads at a time. On SQLite a batch is read while nothing else runs: 500 rows
 * hold the event loop for a few milliseconds, where 2000 held it long enough to delay enquiries
 * arriving during an export (bench/exports).
 */
export const EXPORT_BATCH = 500;

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
  let after: { createdAt: number; id: number } | undefined;
  for (;;) {
    let query = applyFilters(db.selectFrom('enquiries'), dialect, kind, filters);
    if (after) {
      const { createdAt, id } = after;
      // A row value, not `created_at < ? or (created_at = ? and id < ?)`: SQLite walks the index
      // from the last row for it, where the OR form walked from the newest lead every batch (a
      // million-lead export took longer with each batch).
      query = query.where(({ eb, refTuple, tuple }) =>
        eb(refTuple('enquiries.created_at', 'enquiries.id'), '<', tuple(createdAt, id)),
      );
    }
    const rows = await query
      .selectAll('enquiries')
      .orderBy('enquiries.created_at', 'desc')
      .orderBy('enquiries.id', 'desc')
      .limit(batchSize)
      .execute();
    yield rows;
    // Reads on SQLite hold the event loop: let waiting requests (a lead being sent) in between.
    await setImmediate();
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
