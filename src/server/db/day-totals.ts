import type { Kysely } from 'kysely';
import { istDayNumber, istDayOfNumber } from '../../shared/dates.js';
import type { EnquiryKind } from '../../shared/enquiries.js';
import type { Database } from './tables.js';

/**
 * How many leads (repeats left out) of `kinds` were stored from the day `from` to the day `to`,
 * both Asia/Kolkata days written YYYY-MM-DD and both included, either one open: summed from the
 * day totals the triggers keep (migration 0026), never by walking the leads.
 */
export async function countLeadsByDays(
  db: Kysely<Database>,
  kinds: readonly EnquiryKind[],
  range: { from?: string | undefined; to?: string | undefined },
): Promise<number> {
  if (kinds.length === 0) return 0;
  let query = db
    .selectFrom('lead_day_totals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total'), eb.lit(0)).as('total'))
    .where('kind', 'in', kinds);
  if (range.from) query = query.where('day', '>=', istDayNumber(range.from));
  if (range.to) query = query.where('day', '<=', istDayNumber(range.to));
  const { total } = await query.executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * The day totals themselves: how many leads (repeats left out) of each of `kinds` were stored on
 * each Asia/Kolkata day from `from` to `to`, both written YYYY-MM-DD and both included. A day
 * and kind with no lead has no row.
 */
export async function leadsPerKindAndDay(
  db: Kysely<Database>,
  kinds: readonly EnquiryKind[],
  range: { from: string; to: string },
): Promise<Array<{ kind: EnquiryKind; date: string; total: number }>> {
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom('lead_day_totals')
    .select(['kind', 'day', 'total'])
    .where('kind', 'in', kinds)
    .where('day', '>=', istDayNumber(range.from))
    .where('day', '<=', istDayNumber(range.to))
    .where('total', '>', 0)
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    date: istDayOfNumber(Number(row.day)),
    total: Number(row.total),
  }));
}
