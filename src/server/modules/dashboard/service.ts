import type { Kysely } from 'kysely';
import { DAY_MS, istDateTime, istDayBounds, istDayContaining } from '../../../shared/dates.js';
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
import { leadsPerKindAndDay } from '../../db/day-totals.js';
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
  const today = istDateTime(now).date;
  const totals = await leadsPerKindAndDay(
    db,
    cards.map(([, kind]) => kind),
    { from: today, to: today },
  );
  const countOf = (kind: EnquiryKind) => totals.find((row) => row.kind === kind)?.total ?? 0;
  return Object.fromEntries(cards.map(([card, kind]) => [card, countOf(kind)]));
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
  const lastWeek = { start: today.start - 6 * DAY_MS, end: today.end };
  const created = { start: istDayBounds(range.from).start, end: istDayBounds(range.to).end };
  const todayDate = istDateTime(now).date;
  // The day totals (migration 0026) give the leads per kind and day; the range's days and today.
  const [openWork, responses, byStatus, byModel, inRange, ofToday] = await Promise.all([
    repo.countOpenWork(db, kinds, OPEN_LEAD_STATUSES, now),
    repo.listFirstResponses(db, kinds, lastWeek),
    repo.countCreatedBy(db, kinds, created, 'status'),
    repo.countCreatedBy(db, kinds, created, 'model'),
    leadsPerKindAndDay(db, kinds, range),
    leadsPerKindAndDay(db, kinds, { from: todayDate, to: todayDate }),
  ]);
  const countOf = <T>(rows: Array<{ value: T; count: number }>, value: T) =>
    rows.find((row) => row.value === value)?.count ?? 0;
  /** The range's leads summed by one of the day totals' keys. */
  const sumBy = (key: 'kind' | 'date') => {
    const sums = new Map<string, number>();
    for (const row of inRange) sums.set(row[key], (sums.get(row[key]) ?? 0) + row.total);
    return sums;
  };
  const [perKind, perDay] = [sumBy('kind'), sumBy('date')];
  return {
    newToday: ofToday.reduce((sum, row) => sum + row.total, 0),
    ...openWork,
    medianFirstResponse: {
      today: median(
        responses.filter((r) => r.created_at >= today.start).map((r) => r.first_response_minutes),
      ),
      last7Days: median(responses.map((r) => r.first_response_minutes)),
    },
    range,
    byStatus: statuses.map((status) => ({ status, count: countOf(byStatus, status) })),
    byKind: kinds.map((kind) => ({ kind, count: perKind.get(kind) ?? 0 })),
    perDay: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    perModel: topModels(byModel),
  };
}
