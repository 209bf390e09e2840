import type { Kysely } from 'kysely';
import { istDayContaining } from '../../../shared/dates.js';
import type { DashboardCounts } from '../../../shared/manage.js';
import { can, LEAD_PERMISSION, type Role } from '../../../shared/roles.js';
import type { Database, EnquiryKind } from '../../db/tables.js';
import * as repo from './repository.js';

/** SPEC §2 Dashboard cards: which lead kind each card counts. */
const CARD_KINDS: Record<keyof DashboardCounts, EnquiryKind> = {
  bookings: 'service',
  amc: 'amc',
  warranty: 'warranty',
  enquiry_report: 'product',
};

/**
 * Today's count (Asia/Kolkata day containing `now`) for each dashboard card whose lead kind `role`
 * may see; the other cards are left out rather than shown as 0, which would read as "no leads".
 */
export async function todayCounts(
  db: Kysely<Database>,
  now: number,
  role: Role,
): Promise<DashboardCounts> {
  const cards = Object.entries(CARD_KINDS).filter(([, kind]) => can(role, LEAD_PERMISSION[kind]));
  if (cards.length === 0) return {};
  const byKind = await repo.countLeadsByKind(
    db,
    cards.map(([, kind]) => kind),
    istDayContaining(now),
  );
  return Object.fromEntries(cards.map(([card, kind]) => [card, byKind.get(kind) ?? 0]));
}
