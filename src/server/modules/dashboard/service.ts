import type { Kysely } from 'kysely';
import { istDayContaining } from '../../../shared/dates.js';
import type { DashboardCounts } from '../../../shared/manage.js';
import type { Database, EnquiryKind } from '../../db/tables.js';
import * as repo from './repository.js';

/** SPEC §2 Dashboard cards: which lead kind each card counts. */
const CARD_KINDS: Record<keyof DashboardCounts, EnquiryKind> = {
  bookings: 'service',
  amc: 'amc',
  warranty: 'warranty',
  enquiry_report: 'product',
};

/** Today's count (Asia/Kolkata day containing `now`) for each dashboard card. */
export async function todayCounts(db: Kysely<Database>, now: number): Promise<DashboardCounts> {
  const byKind = await repo.countLeadsByKind(db, Object.values(CARD_KINDS), istDayContaining(now));
  return Object.fromEntries(
    Object.entries(CARD_KINDS).map(([card, kind]) => [card, byKind.get(kind) ?? 0]),
  ) as DashboardCounts;
}
