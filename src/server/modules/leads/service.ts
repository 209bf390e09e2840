import type { Kysely, Updateable } from 'kysely';
import { istDayContaining, istStampText } from '../../../shared/dates.js';
import { modelName, type EnquiryKind } from '../../../shared/enquiry-forms.js';
import {
  allowedTransitions,
  CONTACT_CHANNELS,
  firstResponseMinutes,
  LEAD_MESSAGES,
  LEAD_STATUS_LABELS,
  LOST_REASONS,
  parseOpeningHours,
  transitionError,
  type ContactChannel,
  OPEN_STATUS_FILTER,
  type LeadCounts,
  type LeadDetail,
  type LeadEventType,
  type LeadList,
  type LeadListItem,
  type LeadListQuery,
  type LeadUpdate,
} from '../../../shared/leads.js';
import { can, LEAD_PERMISSION, leadKindsOf, ROLES, type Role } from '../../../shared/roles.js';
import { STAFF_MESSAGES, type AuditAction } from '../../../shared/staff.js';
import type { Dialect } from '../../db/database.js';
import type { Database, EnquiriesTable } from '../../db/tables.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/repository.js';
import { FORM_FIELD_COLUMNS } from '../../db/lead-columns.js';
import * as repo from './repository.js';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The desk's lists and counts, off the event loop on SQLite (DatabaseHandle.offLoop). */
  offLoop(): Kysely<Database>;
}

/** The signed-in member of staff making a lead call, with what the audit trail records. */
export interface LeadActor extends AuditActor {
  role: Role;
}

const forbidden = () => new AppError('FORBIDDEN', STAFF_MESSAGES.forbidden);
const iso = (instant: number) => new Date(instant).toISOString();

/** The roles whose accounts take turns at new leads of `kind`; owners oversee and are not in it. */
export function rotationRoles(kind: EnquiryKind): Role[] {
  return ROLES.filter((role) => role !== 'owner' && can(role, LEAD_PERMISSION[kind]));
}

/**
 * Gives a new lead to the active account of its desk that got one by rotation least recently
 * (ties by account id), unless the switch in settings is off or the desk has nobody. Runs in the
 * transaction storing the lead; writes the assignment to the lead's timeline. SQLite's; on
 * PostgreSQL store_leads takes the turn as it stores the lead (migration 0022).
 */
export async function assignByRotation(
  trx: Kysely<Database>,
  lead: { id: number; kind: EnquiryKind; createdAt: number },
): Promise<void> {
  await repo.giveTurnByRotation(trx, rotationRoles(lead.kind), lead);
}

function toListItem(row: repo.LeadListRow): LeadListItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    model: row.model === null ? null : modelName(row.model),
    status: row.status,
    assignee:
      row.assignee_user_id === null
        ? null
        : { userId: row.assignee_user_id, name: row.assignee_name ?? '' },
    createdAt: iso(row.created_at),
    nextFollowUpAt: row.next_follow_up_at === null ? null : iso(row.next_follow_up_at),
    firstResponseMinutes: row.first_response_minutes,
  };
}

/**
 * A page of the leads `actor` may see, newest first, with how many the filters match: every one,
 * or, with `moreThanTotal`, as many as were counted before the count stopped.
 */
export async function listLeadPage(
  store: Store,
  actor: LeadActor,
  query: LeadListQuery,
): Promise<LeadList> {
  const visible = leadKindsOf(actor.role);
  if (query.kind && !visible.includes(query.kind)) throw forbidden();
  const filters: repo.LeadFilters = {
    kinds: query.kind ? [query.kind] : visible,
    status: query.status,
    search: query.search,
    from: query.from,
    to: query.to,
  };
  if (query.assignee === 'me') filters.assigneeId = actor.adminId;
  else if (query.assignee === 'none') filters.assigneeId = null;
  else if (query.assignee) {
    // A disabled account's leads stay listable by its user id until they are reassigned.
    const account = await repo.findAccount(store.db, query.assignee);
    if (account) filters.assigneeId = account.id;
    else filters.assigneeUnknown = true;
  }
  if (query.due === 'overdue') filters.due = { before: actor.now };
  else if (query.due === 'today') {
    const day = istDayContaining(actor.now);
    filters.due = { from: day.start, to: day.end };
  }
  if (filters.kinds.length === 0) return { data: [], totalRecords: 0, moreThanTotal: false };
  const reads = store.offLoop();
  const offset = (query.page - 1) * query.pageSize;
  // A search is counted up to a point; every other list whole, as the tabs count it.
  const countLimit = filters.search?.trim() ? searchCountLimit(offset + query.pageSize) : undefined;
  const [count, rows] = await Promise.all([
    repo.countLeadsUpTo(reads, store.dialect, filters, countLimit),
    repo.listLeads(reads, store.dialect, filters, { limit: query.pageSize, offset }),
  ]);
  return { data: rows.map(toListItem), totalRecords: count.total, moreThanTotal: count.more };
}

/**
 * A search is counted up to the first multiple of SEARCH_COUNT_STEP at or past the page shown
 * ("more than 1000" on the first fifty pages, "more than 2000" on the next fifty), not to its end:
 * a count visits each match, and a four-letter search at a million leads matches 13,000 on the
 * sales desk, 13 ms of counting on PostgreSQL for a figure nobody pages through.
 */
const SEARCH_COUNT_STEP = 1000;
const searchCountLimit = (shownUpTo: number) =>
  SEARCH_COUNT_STEP * Math.max(1, Math.ceil(shownUpTo / SEARCH_COUNT_STEP));

/**
 * The desk's tab counts over the leads `actor` may see: their own open leads, open leads nobody
 * has, and open leads whose follow-up falls today (IST) or has passed.
 */
export async function countTabs(store: Store, actor: LeadActor): Promise<LeadCounts> {
  const kinds = leadKindsOf(actor.role);
  if (kinds.length === 0) return { mine: 0, unassigned: 0, dueToday: 0, overdue: 0 };
  const open = { kinds, status: OPEN_STATUS_FILTER } as const;
  const day = istDayContaining(actor.now);
  const reads = store.offLoop();
  const count = (filters: repo.LeadFilters) => repo.countLeads(reads, store.dialect, filters);
  const [mine, unassigned, dueToday, overdue] = await Promise.all([
    count({ ...open, assigneeId: actor.adminId }),
    count({ ...open, assigneeId: null }),
    count({ kinds, due: { from: day.start, to: day.end } }),
    count({ kinds, due: { before: actor.now } }),
  ]);
  return { mine, unassigned, dueToday, overdue };
}

async function visibleLead(
  db: Kysely<Database>,
  dialect: Dialect,
  actor: LeadActor,
  id: number,
  lock = false,
) {
  const lead = await repo.findLead(db, dialect, id, lock);
  if (!lead) throw notFound(LEAD_MESSAGES.notFound);
  if (!can(actor.role, LEAD_PERMISSION[lead.kind])) throw forbidden();
  return lead;
}

/** One lead with its timeline (newest first) and the other leads from its phone. */
export async function getLead(store: Store, actor: LeadActor, id: number): Promise<LeadDetail> {
  const lead = await visibleLead(store.db, store.dialect, actor, id);
  const [events, samePhone] = await Promise.all([
    repo.listLeadEvents(store.db, id),
    repo.listSamePhone(store.db, lead.phone, id, leadKindsOf(actor.role)),
  ]);
  const fields: Record<string, string | number> = {};
  for (const field of FORM_FIELD_COLUMNS) {
    const value = lead[field];
    if (value !== null) fields[field] = value;
  }
  return {
    lead: {
      ...toListItem(lead),
      email: lead.email,
      message: lead.message,
      lostReason: lead.lost_reason,
      fields,
      allowedStatuses: allowedTransitions(lead.kind, lead.status, actor.role),
    },
    timeline: events.map((event) => ({
      id: event.id,
      type: event.type,
      detail: event.detail,
      actor: event.actor_user_id,
      createdAt: iso(event.created_at),
    })),
    samePhone: samePhone.map((other) => ({
      id: other.id,
      kind: other.kind,
      status: other.status,
      createdAt: iso(other.created_at),
      repeatOf: other.repeat_of,
    })),
  };
}

const AUDIT_ACTION_OF: Record<LeadEventType, AuditAction> = {
  status: 'lead-status',
  assignment: 'lead-assign',
  note: 'lead-note',
  contact: 'lead-contact',
  follow_up: 'lead-follow-up',
};
/** A note's text in the audit trail is cut here; the lead's timeline keeps all of it. */
const AUDIT_NOTE_LENGTH = 200;

/**
 * Locks the lead, checks the actor may see it, lets `plan` decide the changes and the timeline
 * entries, then stores the changes, each entry with its audit event, and (on the lead's first
 * staff activity) its first-response minutes, all in one transaction.
 */
async function writeLead(
  store: Store,
  actor: LeadActor,
  id: number,
  plan: (
    lead: repo.LeadRow,
    trx: Kysely<Database>,
  ) => Promise<{
    changes: Updateable<EnquiriesTable>;
    events: { type: LeadEventType; detail: string }[];
  }>,
): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    const lead = await visibleLead(trx, store.dialect, actor, id, true);
    const { changes, events } = await plan(lead, trx);
    if (events.length === 0) return;
    if (Object.keys(changes).length > 0) await repo.updateLead(trx, id, changes);
    for (const event of events) {
      await repo.appendLeadEvent(trx, {
        lead_id: id,
        created_at: actor.now,
        actor_id: actor.adminId,
        actor_user_id: actor.userId,
        ...event,
      });
      await appendAuditEvent(trx, {
        created_at: actor.now,
        actor_id: actor.adminId,
        actor_user_id: actor.userId,
        ip: actor.ip,
        action: AUDIT_ACTION_OF[event.type],
        target: `lead ${id}`,
        summary: event.detail.slice(0, AUDIT_NOTE_LENGTH),
      });
    }
    if (lead.first_response_minutes === null) {
      const hours = parseOpeningHours((await repo.openingHoursText(trx)) ?? '');
      await repo.storeFirstResponse(
        trx,
        id,
        firstResponseMinutes(lead.created_at, actor.now, hours),
      );
    }
  });
}

async function planAssignee(
  trx: Kysely<Database>,
  actor: LeadActor,
  lead: repo.LeadRow,
  assignee: string | null,
): Promise<{ assigneeId: number | null; detail: string } | undefined> {
  if (assignee === lead.assignee_user_id) return undefined;
  if (actor.role !== 'owner') {
    // Staff may take an unassigned lead for themselves, and nothing else.
    if (assignee !== actor.userId || lead.assignee_id !== null) {
      throw new AppError('FORBIDDEN', LEAD_MESSAGES.takeOnlyUnassigned);
    }
    return { assigneeId: actor.adminId, detail: `Taken by ${actor.userId}` };
  }
  if (assignee === null) return { assigneeId: null, detail: 'Unassigned' };
  const account = await repo.findAccount(trx, assignee);
  if (!account || account.status !== 1 || !can(account.role, LEAD_PERMISSION[lead.kind])) {
    throw new AppError('BAD_REQUEST', LEAD_MESSAGES.unknownAssignee);
  }
  return { assigneeId: account.id, detail: `Assigned to ${account.user_id}` };
}

/**
 * Changes a lead's status, assignee and next follow-up as one write: the move is checked against
 * the transition table on the locked row, so two racing changes are checked one after the other.
 * Side effects: timeline entries, audit events and, the first time, the first-response minutes.
 */
export async function updateLead(
  store: Store,
  actor: LeadActor,
  id: number,
  body: LeadUpdate,
): Promise<void> {
  await writeLead(store, actor, id, async (lead, trx) => {
    const changes: Updateable<EnquiriesTable> = {};
    const events: { type: LeadEventType; detail: string }[] = [];
    if (body.status !== undefined && body.status !== lead.status) {
      const refused = transitionError(
        lead.kind,
        lead.status,
        body.status,
        actor.role,
        body.lostReason,
      );
      if (refused) throw new AppError('BAD_REQUEST', refused);
      changes.status = body.status;
      changes.lost_reason = body.lostReason ?? null;
      const reason = LOST_REASONS.find((r) => r.value === body.lostReason);
      events.push({
        type: 'status',
        detail: `${LEAD_STATUS_LABELS[lead.status]} → ${LEAD_STATUS_LABELS[body.status]}${reason ? ` (${reason.label})` : ''}`,
      });
    }
    if (body.assignee !== undefined) {
      const assignment = await planAssignee(trx, actor, lead, body.assignee);
      if (assignment) {
        changes.assignee_id = assignment.assigneeId;
        events.push({ type: 'assignment', detail: assignment.detail });
      }
    }
    if (body.nextFollowUpAt !== undefined) {
      const at = body.nextFollowUpAt === null ? null : Date.parse(body.nextFollowUpAt);
      if (at !== lead.next_follow_up_at) {
        changes.next_follow_up_at = at;
        events.push({
          type: 'follow_up',
          detail: at === null ? 'Follow-up cleared' : `Next follow-up ${istStampText(at)}`,
        });
      }
    }
    return { changes, events };
  });
}

/** Adds a note to a lead's timeline (and the audit trail). */
export async function addNote(store: Store, actor: LeadActor, id: number, text: string) {
  await writeLead(store, actor, id, async () => ({
    changes: {},
    events: [{ type: 'note', detail: text }],
  }));
}

/** Logs a call, WhatsApp message, e-mail or showroom visit on a lead's timeline (and the audit trail). */
export async function logContact(
  store: Store,
  actor: LeadActor,
  id: number,
  channel: ContactChannel,
) {
  const label = CONTACT_CHANNELS.find((c) => c.value === channel)?.label ?? channel;
  await writeLead(store, actor, id, async () => ({
    changes: {},
    events: [{ type: 'contact', detail: label }],
  }));
}
