import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { istDateTime } from '../../../shared/dates.js';
import { AUDIT_ACTIONS, type ActivityRow } from '../../../shared/staff.js';
import type { Dialect } from '../../db/database.js';
import type { AuditEvent, Database } from '../../db/tables.js';
import { CSV_BOM, csvRecord } from '../reports/csv.js';
import * as repo from './repository.js';

export type { ActivityFilters } from './repository.js';

export interface ActivityQuery extends repo.ActivityFilters {
  page: number;
  limit: number;
}

/** The CSV's columns, in order, with the row field each one shows. */
const CSV_COLUMNS = [
  ['Date', 'created_date'],
  ['Time', 'created_time'],
  ['User', 'user_id'],
  ['Action', 'action_label'],
  ['Target', 'target'],
  ['Change', 'summary'],
  ['Address', 'ip'],
] as const satisfies readonly (readonly [string, keyof ActivityRow])[];

export const ACTIVITY_FILE_NAME = 'activity.csv';

/** One audit event as the Activity screen shows it: IST date and time, the action's label. */
export function toActivityRow(event: AuditEvent): ActivityRow {
  const { date, time } = istDateTime(event.created_at);
  return {
    id: event.id,
    created_date: date,
    created_time: time,
    user_id: event.actor_user_id,
    action: event.action,
    action_label: AUDIT_ACTIONS[event.action],
    target: event.target,
    summary: event.summary,
    ip: event.ip,
  };
}

/** One page of the audit trail, newest first, in the reports' envelope. */
export async function listActivityPage(
  db: Kysely<Database>,
  dialect: Dialect,
  query: ActivityQuery,
) {
  const [totalRecords, events] = await Promise.all([
    repo.countActivity(db, dialect, query),
    repo.listActivity(db, dialect, query, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
  ]);
  return {
    data: events.map(toActivityRow),
    totalPages: Math.ceil(totalRecords / query.limit),
    totalRecords,
  };
}

/**
 * Every matching event as CSV, newest first, written with the reports' cells (BOM, quoted text,
 * formulas neutralised) and read batch by batch as the client takes them.
 */
export function exportActivityCsv(
  reader: Kysely<Database>,
  dialect: Dialect,
  filters: repo.ActivityFilters,
): Readable {
  async function* lines() {
    yield (
      CSV_BOM +
      csvRecord(
        CSV_COLUMNS.map(([label]) => label),
        false,
      )
    );
    for await (const batch of repo.streamActivity(reader, dialect, filters)) {
      yield batch
        .map((event) => {
          const row = toActivityRow(event);
          return csvRecord(
            CSV_COLUMNS.map(([, field]) => row[field]),
            false,
          );
        })
        .join('');
    }
  }
  return Readable.from(lines());
}
