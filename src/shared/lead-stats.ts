import { z } from 'zod';
import { istDateTime, istDayNumber, istDayOfNumber } from './dates.js';
import { ENQUIRY_KINDS } from './enquiry-forms.js';
import { LEAD_FLOWS, LEAD_STATUSES, type LeadStatus } from './leads.js';
import { can, type Role } from './roles.js';

/**
 * The dashboard's lead-desk figures: today's workload (new, unassigned, overdue, how fast leads
 * are answered) and, for a chosen range of Asia/Kolkata days, how the leads of that range stand.
 * The server computes them over the lead kinds the role may see, leaving repeats out.
 */

/** The range shown until staff choose another: the last 30 IST days, today included. */
export const LEAD_STATS_DEFAULT_DAYS = 30;
/** A year and a day: a whole leap year fits, a per-day chart of more says nothing. */
export const LEAD_STATS_MAX_DAYS = 366;
/** How many models get a bar of their own; the rest share one bar. */
export const LEAD_STATS_TOP_MODELS = 8;
export const OTHER_MODELS = 'Other';

export const LEAD_STATS_MESSAGES = {
  date: 'Please give the date as YYYY-MM-DD',
  order: 'The From Date must not be after the To Date.',
  tooLong: `Please choose at most ${LEAD_STATS_MAX_DAYS} days.`,
  empty: 'No leads in these dates',
} as const;

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number): string =>
  istDayOfNumber(istDayNumber(day) + days);

/** Every day from `from` to `to`, both included, as YYYY-MM-DD. */
export function daysOfRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let n = istDayNumber(from); n <= istDayNumber(to); n += 1) days.push(istDayOfNumber(n));
  return days;
}

/** The default range, ending on the IST day that holds `now`. */
export function defaultLeadStatsRange(now: number): { from: string; to: string } {
  const to = istDateTime(now).date;
  return { from: addDays(to, 1 - LEAD_STATS_DEFAULT_DAYS), to };
}

/** Why a range is refused, with the field to blame, or null when it is fine. */
export function leadStatsRangeError(
  from: string,
  to: string,
): { field: 'from' | 'to'; message: string } | null {
  if (from > to) return { field: 'to', message: LEAD_STATS_MESSAGES.order };
  if (daysOfRange(from, to).length > LEAD_STATS_MAX_DAYS) {
    return { field: 'from', message: LEAD_STATS_MESSAGES.tooLong };
  }
  return null;
}

/** A range end the panel may send empty: '' means not given. */
const dayField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.iso.date(LEAD_STATS_MESSAGES.date).optional(),
);

/**
 * GET /api/dashboard/leads. A missing To is today (IST) and a missing From the 30 days ending
 * at To; the server checks the range it ends up with, so a lone From after today is refused too.
 */
export const leadStatsQuerySchema = z
  .object({ from: dayField, to: dayField })
  .superRefine(({ from, to }, context) => {
    // A malformed end has its own message already; the range is checked once both are dates.
    const isDay = (day: string | undefined) => z.iso.date().safeParse(day).success;
    const error =
      isDay(from) && isDay(to) ? leadStatsRangeError(from as string, to as string) : null;
    if (error) context.addIssue({ code: 'custom', message: error.message, path: [error.field] });
  });
export type LeadStatsQuery = z.output<typeof leadStatsQuerySchema>;

/**
 * The statuses of the desks `role` works, in the order a lead moves through them: the open
 * steps, then the good outcomes (won, done), then the dropped ones (lost, cancelled).
 */
export function funnelStatusesOf(role: Role): LeadStatus[] {
  const flows = Object.entries(LEAD_FLOWS)
    .filter(([permission]) => can(role, permission as keyof typeof LEAD_FLOWS))
    .map(([, flow]) => flow);
  const rank = (status: LeadStatus) => {
    if (flows.some((flow) => flow.dropped === status)) return 2;
    return flows.some((flow) => flow.closed.includes(status)) ? 1 : 0;
  };
  const statuses = LEAD_STATUSES.filter((status) =>
    flows.some((flow) => flow.statuses.includes(status)),
  );
  // Array#sort is stable: within a rank the statuses keep their flow order.
  return statuses.sort((a, b) => rank(a) - rank(b));
}

/** The middle value (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const count = z.number().int().min(0);

export const leadStatsSchema = z.object({
  /** Leads that arrived today (IST). */
  newToday: count,
  /** Open leads nobody has taken. */
  unassigned: count,
  /** Open leads whose next follow-up has passed. */
  overdue: count,
  /** Opening-hours minutes to the first response, over the leads that had one. */
  medianFirstResponse: z.object({
    today: z.number().nullable(),
    last7Days: z.number().nullable(),
  }),
  range: z.object({ from: z.iso.date(), to: z.iso.date() }),
  byStatus: z.array(z.object({ status: z.enum(LEAD_STATUSES), count })),
  byKind: z.array(z.object({ kind: z.enum(ENQUIRY_KINDS), count })),
  /** Every day of the range, in order, days without leads included. */
  perDay: z.array(z.object({ date: z.iso.date(), count })),
  /** The busiest models, most leads first, then the rest as "Other"; leads naming no model are left out. */
  perModel: z.array(z.object({ model: z.string(), count })),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;
