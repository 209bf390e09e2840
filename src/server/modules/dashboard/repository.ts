import { sql, type Kysely } from 'kysely';
import type { LeadStatus } from '../../../shared/leads.js';
import type { Database, EnquiryKind } from '../../db/tables.js';

/** The leads of `kinds` that are not repeats. */
const originals = (db: Kysely<Database>, kinds: readonly EnquiryKind[]) =>
  db.selectFrom('enquiries').where('kind', 'in', kinds).where('repeat_of', 'is', null);

/** Open leads of `kinds` with nobody assigned, and those whose next follow-up is before `now`. */
export async function countOpenWork(
  db: Kysely<Database>,
  kinds: readonly EnquiryKind[],
  openStatuses: readonly LeadStatus[],
  now: number,
): Promise<{ unassigned: number; overdue: number }> {
  const row = await originals(db, kinds)
    .where('status', 'in', openStatuses)
    .select((eb) => [
      eb.fn
        .sum<number | string | null>(
          eb.case().when('assignee_id', 'is', null).then(eb.lit(1)).else(eb.lit(0)).end(),
        )
        .as('unassigned'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('next_follow_up_at', '<', now).then(eb.lit(1)).else(eb.lit(0)).end(),
        )
        .as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  return { unassigned: Number(row.unassigned ?? 0), overdue: Number(row.overdue ?? 0) };
}

/** Arrival time and first-response minutes of the answered leads of `kinds` created in [start, end). */
export function listFirstResponses(
  db: Kysely<Database>,
  kinds: readonly EnquiryKind[],
  range: { start: number; end: number },
) {
  return originals(db, kinds)
    .select(['created_at', 'first_response_minutes'])
    .where('first_response_minutes', 'is not', null)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .$narrowType<{ first_response_minutes: number }>()
    .execute();
}

/** The columns the dashboard counts leads by, and what each holds. */
interface Grouped {
  status: LeadStatus;
  kind: EnquiryKind;
  model: string | null;
}

/** Leads of `kinds` created in [start, end), counted by one of their columns. */
export async function countCreatedBy<C extends keyof Grouped>(
  db: Kysely<Database>,
  kinds: readonly EnquiryKind[],
  range: { start: number; end: number },
  column: C,
): Promise<Array<{ value: Grouped[C]; count: number }>> {
  const rows = await originals(db, kinds)
    .select([sql.ref<Grouped[C]>(column).as('value'), (eb) => eb.fn.countAll().as('count')])
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy(column)
    .execute();
  return rows.map((row) => ({ value: row.value as Grouped[C], count: Number(row.count) }));
}
