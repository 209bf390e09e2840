import { z } from 'zod';
import { IST_OFFSET_MS } from './dates.js';
import type { WeeklyHours } from './opening-hours.js';
import { ENQUIRY_KINDS, type EnquiryKind } from './enquiry-forms.js';
import { searchTermSchema } from './reports.js';
import { LEAD_PERMISSION, type LeadPermission, type Role } from './roles.js';

/**
 * The lead desk's rules as data: each desk's statuses, the moves between them, the reasons a sale
 * is lost, the ways staff contact a visitor, and the first-response clock. The server enforces
 * them; the panel reads the same table to offer only the moves allowed from where a lead stands.
 */

export const SALES_LEAD_STATUSES = [
  'new',
  'contacted',
  'follow_up',
  'test_ride_booked',
  'test_ride_done',
  'booked',
  'won',
  'lost',
] as const;
export const SERVICE_LEAD_STATUSES = [
  'new',
  'contacted',
  'scheduled',
  'done',
  'cancelled',
] as const;
export const LEAD_STATUSES = [...new Set([...SALES_LEAD_STATUSES, ...SERVICE_LEAD_STATUSES])] as [
  LeadStatus,
  ...LeadStatus[],
];
export type LeadStatus =
  (typeof SALES_LEAD_STATUSES)[number] | (typeof SERVICE_LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  follow_up: 'Follow-up',
  test_ride_booked: 'Test ride booked',
  test_ride_done: 'Test ride done',
  booked: 'Booked',
  won: 'Won',
  lost: 'Lost',
  scheduled: 'Scheduled',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const LOST_REASONS = [
  { value: 'other_brand', label: 'Bought another brand' },
  { value: 'other_dealer', label: 'Bought from another Honda dealer' },
  { value: 'price', label: 'Price' },
  { value: 'finance_not_approved', label: 'Finance not approved' },
  { value: 'not_reachable', label: 'Not reachable' },
  { value: 'not_interested', label: 'Not interested' },
  { value: 'duplicate', label: 'Duplicate' },
] as const;
export type LostReason = (typeof LOST_REASONS)[number]['value'];
const LOST_REASON_VALUES = LOST_REASONS.map((reason) => reason.value) as [
  LostReason,
  ...LostReason[],
];

export const CONTACT_CHANNELS = [
  { value: 'call', label: 'Call' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'E-mail' },
  { value: 'visit', label: 'Showroom visit' },
] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]['value'];
const CONTACT_CHANNEL_VALUES = CONTACT_CHANNELS.map((channel) => channel.value) as [
  ContactChannel,
  ...ContactChannel[],
];

export const LEAD_EVENT_TYPES = ['status', 'assignment', 'note', 'contact', 'follow_up'] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/**
 * One desk's flow. `forward` lists, per open status, where it may move next: forward only, a step
 * may be skipped (a buyer can book without a test ride), but the good outcome (won, done) only
 * follows the last open step. `dropped` (lost, cancelled) is reachable from every open status.
 * A closed lead is re-opened, to any open status, only by an owner.
 */
interface LeadFlow {
  statuses: readonly LeadStatus[];
  forward: Partial<Record<LeadStatus, readonly LeadStatus[]>>;
  dropped: LeadStatus;
  closed: readonly LeadStatus[];
}

export const LEAD_FLOWS: Record<LeadPermission, LeadFlow> = {
  'sales-leads': {
    statuses: SALES_LEAD_STATUSES,
    forward: {
      new: ['contacted', 'follow_up', 'test_ride_booked', 'test_ride_done', 'booked'],
      contacted: ['follow_up', 'test_ride_booked', 'test_ride_done', 'booked'],
      follow_up: ['test_ride_booked', 'test_ride_done', 'booked'],
      test_ride_booked: ['test_ride_done', 'booked'],
      test_ride_done: ['booked'],
      booked: ['won'],
    },
    dropped: 'lost',
    closed: ['won', 'lost'],
  },
  'service-leads': {
    statuses: SERVICE_LEAD_STATUSES,
    forward: {
      new: ['contacted', 'scheduled'],
      contacted: ['scheduled'],
      scheduled: ['done'],
    },
    dropped: 'cancelled',
    closed: ['done', 'cancelled'],
  },
};

export const leadFlowOf = (kind: EnquiryKind): LeadFlow => LEAD_FLOWS[LEAD_PERMISSION[kind]];
export const SALES_LEAD_KINDS = ENQUIRY_KINDS.filter((k) => LEAD_PERMISSION[k] === 'sales-leads');
export const SERVICE_LEAD_KINDS = ENQUIRY_KINDS.filter(
  (k) => LEAD_PERMISSION[k] === 'service-leads',
);

/** The statuses still being worked: the ones a follow-up can be overdue in. */
export const OPEN_LEAD_STATUSES = LEAD_STATUSES.filter(
  (status) => !Object.values(LEAD_FLOWS).some((flow) => flow.closed.includes(status)),
);

export const isClosedStatus = (kind: EnquiryKind, status: LeadStatus) =>
  leadFlowOf(kind).closed.includes(status);

/** The statuses `role` may move a lead of `kind` to from `from`; the panel offers these. */
export function allowedTransitions(kind: EnquiryKind, from: LeadStatus, role: Role): LeadStatus[] {
  const flow = leadFlowOf(kind);
  if (flow.closed.includes(from)) {
    return role === 'owner' ? flow.statuses.filter((s) => !flow.closed.includes(s)) : [];
  }
  return [...(flow.forward[from] ?? []), flow.dropped];
}

export const LEAD_MESSAGES = {
  notFound: 'Lead not found',
  lostReasonRequired: 'Please choose why the lead was lost.',
  lostReasonOnlyWhenLost: 'A reason is given only when a lead is marked Lost.',
  nothingToChange: 'Please give a status, an assignee or a follow-up time to change.',
  unknownAssignee: 'Please choose a member of staff who handles this kind of lead.',
  takeOnlyUnassigned:
    'Only an owner can assign a lead to someone else, or take over an assigned lead.',
  transition: (from: LeadStatus, to: LeadStatus) =>
    `A lead cannot go from ${LEAD_STATUS_LABELS[from]} to ${LEAD_STATUS_LABELS[to]}.`,
  notInFlow: (to: LeadStatus) => `${LEAD_STATUS_LABELS[to]} is not a status of this kind of lead.`,
  reopenOwnerOnly: (from: LeadStatus) =>
    `Only an owner can re-open a ${LEAD_STATUS_LABELS[from]} lead.`,
  noteAdded: 'Note added',
  contactLogged: 'Contact logged',
  updated: 'Lead updated',
} as const;

/**
 * Why a move is refused, or null when it is allowed. Staying in the same status is not a move
 * (the caller leaves the status alone), so it is not checked here.
 */
export function transitionError(
  kind: EnquiryKind,
  from: LeadStatus,
  to: LeadStatus,
  role: Role,
  lostReason: LostReason | null | undefined,
): string | null {
  const flow = leadFlowOf(kind);
  if (!flow.statuses.includes(to)) return LEAD_MESSAGES.notInFlow(to);
  if (to === 'lost' && !lostReason) return LEAD_MESSAGES.lostReasonRequired;
  if (to !== 'lost' && lostReason) return LEAD_MESSAGES.lostReasonOnlyWhenLost;
  if (flow.closed.includes(from) && !flow.closed.includes(to)) {
    return role === 'owner' ? null : LEAD_MESSAGES.reopenOwnerOnly(from);
  }
  return allowedTransitions(kind, from, role).includes(to)
    ? null
    : LEAD_MESSAGES.transition(from, to);
}

// ---- opening hours and the first-response clock ----

// The hours reader lives in a module of its own, without zod, so public pages can use it.
export {
  ALWAYS_OPEN,
  parseOpeningHours,
  type DayHours,
  type WeeklyHours,
} from './opening-hours.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * Whole minutes between a lead's arrival and its first staff activity that fall inside opening
 * hours (IST): a lead at 22:00 answered at 09:40 next morning, with a 09:30 opening, counts 10.
 * Closed days count nothing.
 */
export function firstResponseMinutes(
  arrivedAt: number,
  firstActivityAt: number,
  hours: WeeklyHours,
): number {
  if (firstActivityAt <= arrivedAt) return 0;
  let counted = 0;
  const firstDay = Math.floor((arrivedAt + IST_OFFSET_MS) / DAY_MS);
  const lastDay = Math.floor((firstActivityAt + IST_OFFSET_MS) / DAY_MS);
  for (let day = firstDay; day <= lastDay; day += 1) {
    // Day 0 of the epoch (1 January 1970) was a Thursday.
    const today = hours[(day + 4) % 7];
    if (!today) continue;
    const midnight = day * DAY_MS - IST_OFFSET_MS;
    const start = Math.max(arrivedAt, midnight + today.open * MINUTE_MS);
    const end = Math.min(firstActivityAt, midnight + today.close * MINUTE_MS);
    if (end > start) counted += end - start;
  }
  return Math.floor(counted / MINUTE_MS);
}

// ---- the API's contracts ----

/** A query field the panel may send empty: '' means not given. */
const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const dateField = optionalText(z.iso.date('Please give the date as YYYY-MM-DD'));

export const LEADS_PAGE_SIZE = 20;

/** The status filter's extra value: every status still being worked. */
export const OPEN_STATUS_FILTER = 'open';

/**
 * GET /api/leads: filters, search and paging; assignee is `me`, `none` or a user id, and status
 * may be `open` for every status still being worked.
 */
export const leadListQuerySchema = z.object({
  status: optionalText(
    z.enum([...LEAD_STATUSES, OPEN_STATUS_FILTER], 'Please choose a status from the list'),
  ),
  kind: optionalText(z.enum(ENQUIRY_KINDS, 'Please choose a kind of lead from the list')),
  assignee: optionalText(z.string().trim().min(1).max(64)),
  due: optionalText(z.enum(['overdue', 'today'], 'Please choose overdue or today')),
  search: searchTermSchema,
  from: dateField,
  to: dateField,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LEADS_PAGE_SIZE),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/**
 * GET /api/leads/counts: the desk's tabs. Mine and Unassigned count open leads; Due today and
 * Overdue count open leads whose next follow-up falls today (IST) or has passed.
 */
export const leadCountsSchema = z.object({
  mine: z.number().int(),
  unassigned: z.number().int(),
  dueToday: z.number().int(),
  overdue: z.number().int(),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

export const leadIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** PATCH /api/leads/:id: any of status (with a reason when lost), assignee, next follow-up. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, 'Please choose a status from the list').optional(),
    lostReason: z.enum(LOST_REASON_VALUES, 'Please choose a reason from the list').optional(),
    assignee: z.string().trim().min(1).max(64).nullable().optional(),
    nextFollowUpAt: z.iso
      .datetime({ offset: true, message: 'Please give the follow-up as a date and time' })
      .nullable()
      .optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.status !== undefined || body.assignee !== undefined || body.nextFollowUpAt !== undefined,
    LEAD_MESSAGES.nothingToChange,
  )
  .refine((body) => body.lostReason === undefined || body.status === 'lost', {
    message: LEAD_MESSAGES.lostReasonOnlyWhenLost,
    path: ['lostReason'],
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const NOTE_MAX_LENGTH = 2000;
export const leadNoteSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please write a note')
    .max(NOTE_MAX_LENGTH, `Please keep a note to ${NOTE_MAX_LENGTH} characters`),
});
export const leadContactSchema = z.object({
  channel: z.enum(CONTACT_CHANNEL_VALUES, 'Please choose call, WhatsApp, e-mail or visit'),
});

const leadStatusSchema = z.enum(LEAD_STATUSES);
const assigneeSchema = z.object({ userId: z.string(), name: z.string() }).nullable();

export const leadListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string(),
  phone: z.string(),
  model: z.string().nullable(),
  status: leadStatusSchema,
  assignee: assigneeSchema,
  /** ISO date-times (UTC); the panel shows them in IST. */
  createdAt: z.string(),
  nextFollowUpAt: z.string().nullable(),
  firstResponseMinutes: z.number().int().nullable(),
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;

export const leadListSchema = z.object({
  data: z.array(leadListItemSchema),
  totalRecords: z.number().int(),
  /** The count stopped at `totalRecords`: more leads match than that. */
  moreThanTotal: z.boolean(),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const leadEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(LEAD_EVENT_TYPES),
  detail: z.string(),
  actor: z.string(),
  createdAt: z.string(),
});

export const leadDetailSchema = z.object({
  lead: leadListItemSchema.extend({
    email: z.string().nullable(),
    message: z.string().nullable(),
    lostReason: z.enum(LOST_REASON_VALUES).nullable(),
    fields: z.record(z.string(), z.union([z.string(), z.number()])),
    allowedStatuses: z.array(leadStatusSchema),
  }),
  timeline: z.array(leadEventSchema),
  /** Other leads sent from the same phone, newest first; repeats point at their original. */
  samePhone: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(ENQUIRY_KINDS),
      status: leadStatusSchema,
      createdAt: z.string(),
      repeatOf: z.number().int().nullable(),
    }),
  ),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadWriteResponseSchema = z.object({ message: z.string() });

// ---- how the desk names a lead and reaches its visitor ----

/** A lead's kind as staff say it: the filter's labels and the arrival toast's words. */
export const LEAD_KIND_LABELS: Record<EnquiryKind, { label: string; phrase: string }> = {
  finance: { label: 'Finance', phrase: 'finance' },
  contact: { label: 'Contact', phrase: 'contact' },
  service: { label: 'Service booking', phrase: 'service booking' },
  amc: { label: 'AMC', phrase: 'AMC' },
  warranty: { label: 'Extended warranty', phrase: 'extended warranty' },
  optin: { label: 'Opt-in', phrase: 'opt-in' },
  offer: { label: 'Offer', phrase: 'offer' },
  product: { label: 'Test ride', phrase: 'test-ride' },
  joyclub: { label: 'Joy Club', phrase: 'Joy Club' },
};

/** The live arrival toast: "New test-ride enquiry: <name>, <model>". */
export function newLeadText(lead: { kind: EnquiryKind; name: string; model: string | null }) {
  const model = lead.model ? `, ${lead.model}` : '';
  return `New ${LEAD_KIND_LABELS[lead.kind].phrase} enquiry: ${lead.name}${model}`;
}

/** Indian numbers as the desk dials them: the ten digits after any +91, 91 or 0 prefix. */
function nationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** A `tel:` link that dials the visitor from a phone on the showroom floor. */
export const telHref = (phone: string) => `tel:+91${nationalNumber(phone)}`;

/** A WhatsApp chat with the visitor, its first message prefilled with their name and model. */
export function whatsAppHref(lead: { name: string; phone: string; model: string | null }) {
  const about = lead.model ? ` about the ${lead.model}` : '';
  const text = `Hello ${lead.name}, thank you for your enquiry${about}. How can we help you?`;
  return `https://wa.me/91${nationalNumber(lead.phone)}?text=${encodeURIComponent(text)}`;
}

/** The follow-up picker's IST date (YYYY-MM-DD) and time (HH:MM) as the API's date-time. */
export const istFollowUp = (date: string, time: string) => `${date}T${time}:00+05:30`;
