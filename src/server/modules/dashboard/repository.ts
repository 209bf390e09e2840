import type { Kysely } from 'kysely';
import type { Database, EnquiryKind } from '../../db/tables.js';

/** Leads of each kind created in [start, end); repeats of a lead are not counted again. */
export async function countLeadsByKind(
  db: Kysely<Database>,
  kinds: readonly EnquiryKind[],
  range: { start: number; end: number },
): Promise<Map<EnquiryKind, number>> {
  const rows = await db
    .selectFrom('enquiries')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
    .where('kind', 'in', kinds)
    .where('repeat_of', 'is', null)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy('kind')
    .execute();
  return new Map(rows.map((row) => [row.kind, Number(row.count)]));
}
