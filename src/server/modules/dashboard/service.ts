import type { Kysely } from 'kysely';
import { istDayBounds, istDayContaining } from '../../../shared/dates.js';
import { modelName } from '../../../shared/enquiry-forms.js';
import {
  daysOfRange,
  defaultLeadStatsRange,
  funnelStatusesOf,
  LEAD_STATS_TOP_MODELS,
  leadStatsRangeError,
  median,
  OTHER_MODELS,
  type LeadStats,
  type LeadStatsQuery,
} from '../../../shared/lead-stats.js';
import { OPEN_LEAD_STATUSES } from '../../../shared/leads.js';
import type { DashboardCounts } from '../../../shared/manage.js';
import { can, LEAD_PERMISSION, leadKindsOf, type Role } from '../../../shared/roles.js';
import type { Database, EnquiryKind } from '../../db/tables.js';
import { AppError } from '../../lib/errors.js';
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

/** The range asked for, its missing ends filled in (To: today; From: 30 days up to To). */
function resolveRange(query: LeadStatsQuery, now: number): { from: string; to: string } {
  const to = query.to ?? defaultLeadStatsRange(now).to;
  const from = query.from ?? defaultLeadStatsRange(istDayBounds(to).start).from;
  const error = leadStatsRangeError(from, to);
  if (error) throw new AppError('BAD_REQUEST', error.message, { [error.field]: error.message });
  return { from, to };
}

/** The busiest models, most leads first (ties by name), and everything else as one "Other". */
function topModels(rows: Array<{ value: string | null; count: number }>) {
  const named = rows
    .filter((row): row is { value: string; count: number } => Boolean(row.value?.trim()))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const top = named.slice(0, LEAD_STATS_TOP_MODELS);
  const rest = named.slice(LEAD_STATS_TOP_MODELS).reduce((sum, row) => sum + row.count, 0);
  return [
    ...top.map((row) => ({ model: modelName(row.value), count: row.count })),
    ...(rest > 0 ? [{ model: OTHER_MODELS, count: rest }] : []),
  ];
}

/**
 * The dashboard's lead-desk figures over the lead kinds `role` may see, repeats left out: today's
 * new leads, the open leads nobody has and those overdue, the median first response of leads
 * that arrived today and in the last 7 days (IST, today included), and how the leads created in
 * the chosen range split by status, kind, day and model. Reads only.
 */
export async function leadStats(
  db: Kysely<Database>,
  now: number,
  role: Role,
  query: LeadStatsQuery,
): Promise<LeadStats> {
  const range = resolveRange(query, now);
  const kinds = leadKindsOf(role);
  const today = istDayContaining(now);
  const days = daysOfRange(range.from, range.to);
  const statuses = funnelStatusesOf(role);
  if (kinds.length === 0) {
    return {
      newToday: 0,
      unassigned: 0,
      overdue: 0,
      medianFirstResponse: { today: null, last7Days: null },
      range,
      byStatus: statuses.map((status) => ({ status, count: 0 })),
      byKind: [],
      perDay: days.map((date) => ({ date, count: 0 })),
      perModel: [],
    };
  }
  const lastWeek = { start: today.start - 6 * 24 * 60 * 60 * 1000, end: today.end };
  const created = { start: istDayBounds(range.from).start, end: istDayBounds(range.to).end };
  const [newToday, openWork, responses, byStatus, byKind, perDay, byModel] = await Promise.all([
    repo.countCreated(db, kinds, today),
    repo.countOpenWork(db, kinds, OPEN_LEAD_STATUSES, now),
    repo.listFirstResponses(db, kinds, lastWeek),
    repo.countCreatedBy(db, kinds, created, 'status'),
    repo.countCreatedBy(db, kinds, created, 'kind'),
    repo.countCreatedPerDay(db, kinds, created),
    repo.countCreatedBy(db, kinds, created, 'model'),
  ]);
  const countOf = <T>(rows: Array<{ value: T; count: number }>, value: T) =>
    rows.find((row) => row.value === value)?.count ?? 0;
  return {
    newToday,
    ...openWork,
    medianFirstResponse: {
      today: median(
        responses.filter((r) => r.created_at >= today.start).map((r) => r.first_response_minutes),
      ),
      last7Days: median(responses.map((r) => r.first_response_minutes)),
    },
    range,
    byStatus: statuses.map((status) => ({ status, count: countOf(byStatus, status) })),
    byKind: kinds.map((kind) => ({ kind, count: countOf(byKind, kind) })),
    perDay: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    perModel: topModels(byModel),
  };
}
