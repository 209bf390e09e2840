import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { istDayBounds } from '../../../shared/dates.js';
import { AUDIT_ACTIONS, type AuditAction } from '../../../shared/staff.js';
import type { Dialect } from '../../db/database.js';
import { EXPORT_BATCH } from '../reports/repository.js';
import { likePattern } from '../reports/search.js';
import type { Database } from '../../db/tables.js';

export interface ActivityFilters {
  fromDate?: string | undefined;
  toDate?: string | undefined;
  search?: string | undefined;
  userId?: string | undefined;
  action?: AuditAction | '' | undefined;
}

type AuditQuery = SelectQueryBuilder<Database, 'audit_events', object>;

/** A typed % or _ is looked for as itself, not as a wildcard. */

/** The actions whose label holds the term: the label is shown, not stored, so it is matched here. */
function actionsLabelled(term: string): AuditAction[] {
  const lower = term.toLowerCase();
  return (Object.entries(AUDIT_ACTIONS) as [AuditAction, string][])
    .filter(([, label]) => label.toLowerCase().includes(lower))
    .map(([action]) => action);
}

/**
 * Applies the inclusive Asia/Kolkata day range, the person, the action and a case-insensitive
 * search over user id, action label, target, change and address. The trail is small (a row per
 * staff change), so a plain LIKE is enough and no search index is kept for it.
 */
function applyFilters(query: AuditQuery, dialect: Dialect, filters: ActivityFilters): AuditQuery {
  let q = query;
  if (filters.fromDate) q = q.where('created_at', '>=', istDayBounds(filters.fromDate).start);
  if (filters.toDate) q = q.where('created_at', '<', istDayBounds(filters.toDate).end);
  if (filters.userId) q = q.where('actor_user_id', '=', filters.userId);
  if (filters.action) q = q.where('action', '=', filters.action);
  const term = filters.search?.trim();
  if (!term) return q;
  const pattern = likePattern(term);
  // SQLite's LIKE already ignores (ASCII) case; PostgreSQL's needs ILIKE.
  const operator = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const matches = (column: 'actor_user_id' | 'target' | 'summary' | 'ip') =>
    sql<boolean>`${sql.ref(column)} ${operator} ${pattern} escape '\\'`;
  const labelled = actionsLabelled(term);
  return q.where((eb) =>
    eb.or([
      matches('actor_user_id'),
      matches('target'),
      matches('summary'),
      matches('ip'),
      ...(labelled.length ? [eb('action', 'in', labelled)] : []),
    ]),
  );
}

export async function countActivity(
  db: Kysely<Database>,
  dialect: Dialect,
  filters: ActivityFilters,
): Promise<number> {
  const row = await applyFilters(db.selectFrom('audit_events'), dialect, filters)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Newest first; events of the same millisecond in the order they were appended, newest first. */
export function listActivity(
  db: Kysely<Database>,
  dialect: Dialect,
  filters: ActivityFilters,
  page: { limit: number; offset: number },
) {
  return applyFilters(db.selectFrom('audit_events'), dialect, filters)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Every matching event, newest first, in batches by keyset (no OFFSET, no open cursor), so an export
 * runs at constant memory and holds no lock between batches, as the reports' exports do.
 */
export async function* streamActivity(
  db: Kysely<Database>,
  dialect: Dialect,
  filters: ActivityFilters,
  batchSize = EXPORT_BATCH,
) {
  let after: { createdAt: number; id: number } | undefined;
  for (;;) {
    let query = applyFilters(db.selectFrom('audit_events'), dialect, filters);
    if (after) {
      const { createdAt, id } = after;
      // A row value, so the index is entered at the last row (see streamReportRows).
      query = query.where(({ eb, refTuple, tuple }) =>
        eb(refTuple('created_at', 'id'), '<', tuple(createdAt, id)),
      );
    }
    const rows = await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
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
