import type { Kysely } from 'kysely';
import {
  ALERT_MESSAGES,
  ALERTS_PAGE_SIZE,
  type AlertList,
  type AlertListQuery,
} from '../../../shared/alerts.js';
import {
  ENQUIRY_FORMS,
  ENQUIRY_KINDS,
  modelName,
  type EnquiryKind,
} from '../../../shared/enquiry-forms.js';
import { LEAD_STATUS_LABELS, OPEN_LEAD_STATUSES } from '../../../shared/leads.js';
import { istDateTime, istDayContaining, toEnGbDate } from '../../../shared/dates.js';
import type { AlertMailConfig } from '../../config.js';
import type { Database, OutboxStatus } from '../../db/tables.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/repository.js';
import * as repo from './repository.js';

/**
 * Alerts are switched on for the process by the alerts plugin when the mail settings are complete.
 * A lead is stored through a transaction that knows nothing of the app, so the switch is module
 * state, on while any app of the process has it on: one app per process in production; tests that
 * build two apps in one process give them the same mail settings.
 */
const switchedOn = new Set<{ publicUrl: string | undefined }>();
/** Each running worker of this process, woken when an alert is queued here. */
const wakers = new Set<() => void>();

/** Turns the queueing of lead alerts on; answers the function that turns it off again. */
export function switchAlertsOn(options: { publicUrl: string | undefined }): () => void {
  const mine = { publicUrl: options.publicUrl };
  switchedOn.add(mine);
  return () => {
    switchedOn.delete(mine);
  };
}

/** The settings alerts are queued with, or undefined while no app of this process has them on. */
const alertSettings = () => [...switchedOn].at(-1);

/** Registers a worker's wake-up; answers the function that removes it. */
export function onAlertQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export interface LeadAlertPayload {
  type: 'lead_alert';
  kind: EnquiryKind;
  /** The form's title, e.g. "Product Enquiry". */
  kindTitle: string;
  name: string;
  phone: string;
  model: string | null;
  message: string | null;
  /** DD/MM/YYYY HH:MM:SS in IST. */
  createdAtIst: string;
  link: string;
}

export interface DigestPayload {
  type: 'digest';
  /** The IST day the digest is sent on, and the day its lead counts cover (YYYY-MM-DD). */
  day: string;
  yesterday: string;
  /** Yesterday's leads per kind, with how many of them stand at each status now. */
  leadsByKind: { kindTitle: string; count: number; byStatus: string }[];
  /** Open leads whose follow-up time has passed (the oldest OVERDUE_LIMIT), and how many in all. */
  overdue: { id: number; line: string }[];
  overdueCount: number;
  ownerEmails: string[];
}

export type AlertPayload = LeadAlertPayload | DigestPayload;

export interface Mail {
  subject: string;
  text: string;
  cc: string[];
}

const istStamp = (instant: number) => {
  const { date, time } = istDateTime(instant);
  return `${toEnGbDate(date)} ${time}`;
};

/** The address of a lead in the panel up to its id; the path alone without PUBLIC_URL. */
function leadLinkPrefix(publicUrl: string | undefined): string {
  const base = publicUrl ? publicUrl.replace(/\/+$/, '') : '';
  return `${base}/admin/dashboard/leads?lead=`;
}

/** The address of a lead in the panel; the path alone without PUBLIC_URL. */
export function leadLink(publicUrl: string | undefined, leadId: number): string {
  return `${leadLinkPrefix(publicUrl)}${leadId}`;
}

/** The fields of a lead its alert tells of. */
interface AlertedLead {
  kind: EnquiryKind;
  name: string;
  phone: string;
  model?: string | null;
  entered_model?: string | null;
  message?: string | null;
  created_at: number;
}

function leadAlertPayload(lead: AlertedLead): Omit<LeadAlertPayload, 'link'> {
  return {
    type: 'lead_alert',
    kind: lead.kind,
    kindTitle: ENQUIRY_FORMS[lead.kind].title,
    name: lead.name,
    phone: lead.phone,
    model: lead.model == null ? (lead.entered_model ?? null) : modelName(lead.model),
    message: lead.message ?? null,
    createdAtIst: istStamp(lead.created_at),
  };
}

/**
 * The alert of a lead about to be stored, for PostgreSQL's `store_leads` to queue with it:
 * the payload as JSON without its link (the lead has no id yet) and the link up to the id.
 * Null while alerts are off.
 */
export function leadAlertDraft(lead: AlertedLead): { payload: string; link: string } | null {
  const settings = alertSettings();
  if (!settings) return null;
  return {
    payload: JSON.stringify(leadAlertPayload(lead)),
    link: leadLinkPrefix(settings.publicUrl),
  };
}

/** Wakes this process's workers: an alert was queued here, and is committed. */
export function wakeAlertWorkers(): void {
  for (const wake of wakers) wake();
}

/**
 * Queues the e-mail alert of a lead just stored, in the lead's own transaction, and wakes this
 * process's worker. Writes nothing while alerts are off. Side effect: one `outbox` row.
 */
export async function queueLeadAlert(
  trx: Kysely<Database>,
  lead: { id: number; createdAt: number },
): Promise<void> {
  const settings = alertSettings();
  if (!settings) return;
  const row = await repo.findLead(trx, lead.id);
  const payload: LeadAlertPayload = {
    ...leadAlertPayload(row),
    link: leadLink(settings.publicUrl, row.id),
  };
  await repo.insertOutboxRow(trx, {
    kind: 'lead_alert',
    leadId: row.id,
    payload: JSON.stringify(payload),
    now: lead.createdAt,
  });
  wakeAlertWorkers();
}

/**
 * The e-mail an outbox payload becomes. A lead's alert is copied to `assigneeEmail`, the address
 * of whoever holds the lead when it is sent: the alert is queued before the lead is assigned, and
 * a lead reassigned before its alert goes out is the new holder's.
 */
export function renderMail(payload: AlertPayload, assigneeEmail: string | null = null): Mail {
  if (payload.type === 'lead_alert') {
    const lines = [
      `Kind: ${payload.kindTitle}`,
      `Name: ${payload.name}`,
      `Phone: ${payload.phone}`,
      `Model: ${payload.model ?? '-'}`,
      `Message: ${payload.message ?? '-'}`,
      `Received: ${payload.createdAtIst} IST`,
      '',
      `Open the lead: ${payload.link}`,
    ];
    return {
      subject: `New ${payload.kindTitle}: ${payload.name}${payload.model ? `, ${payload.model}` : ''}`,
      text: `${lines.join('\n')}\n`,
      cc: assigneeEmail ? [assigneeEmail] : [],
    };
  }
  const total = payload.leadsByKind.reduce((sum, entry) => sum + entry.count, 0);
  const lines = [
    `Overdue follow-ups: ${payload.overdueCount}`,
    ...payload.overdue.map((entry) => `  ${entry.line}`),
    ...(payload.overdueCount > payload.overdue.length
      ? [`  … and ${payload.overdueCount - payload.overdue.length} more`]
      : []),
    '',
    `Leads received on ${toEnGbDate(payload.yesterday)}: ${total}`,
    ...payload.leadsByKind.map(
      (entry) => `  ${entry.kindTitle}: ${entry.count} (${entry.byStatus})`,
    ),
  ];
  return {
    subject: `Morning digest ${toEnGbDate(payload.day)}: ${total} leads yesterday`,
    text: `${lines.join('\n')}\n`,
    cc: payload.ownerEmails,
  };
}

/** Overdue leads listed by name in the digest; the rest are counted. */
const OVERDUE_LIMIT = 50;
const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;
/** How long a sender holds a claimed row; a sender that died lets it go after this. */
export const CLAIM_LEASE_MS = 60 * SECOND_MS;
/** Retries stop this long after the alert was written; the row is then failed. */
export const RETRY_WINDOW_MS = 24 * HOUR_MS;

/** The wait before try number `failedTries + 1`: 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(failedTries: number): number {
  return Math.min(30 * SECOND_MS * 2 ** Math.max(0, failedTries - 1), HOUR_MS);
}

/** What a failed try leaves: the next try's time, or failed once that would pass the 24 h window. */
export function afterFailure(
  row: { created_at: number; attempts: number },
  now: number,
): { status: OutboxStatus; nextAttemptAt: number } {
  const nextAttemptAt = now + retryDelayMs(row.attempts + 1);
  const status = nextAttemptAt > row.created_at + RETRY_WINDOW_MS ? 'failed' : 'pending';
  return { status, nextAttemptAt };
}

/** When the digest of the IST day holding `now` is due, for a time of day HH:MM (IST). */
export function digestDueAt(now: number, digestTime: string): number {
  const [hours = 0, minutes = 0] = digestTime.split(':').map(Number);
  return istDayContaining(now).start + (hours * 60 + minutes) * 60 * SECOND_MS;
}

/**
 * Writes today's morning digest once the digest time has passed, unless a digest of today is
 * written already (by this or another instance). Answers the day it wrote, or undefined.
 */
export async function writeDigestIfDue(
  db: Kysely<Database>,
  now: number,
  digestTime: string,
): Promise<string | undefined> {
  if (now < digestDueAt(now, digestTime)) return undefined;
  const today = istDayContaining(now);
  const day = istDateTime(today.start).date;
  if (await repo.hasDigest(db, day)) return undefined;
  const yesterdayStart = today.start - 24 * HOUR_MS;
  const counts = await repo.countLeadsByKindAndStatus(db, yesterdayStart, today.start);
  const overdue = await repo.listOverdueFollowUps(db, now, OPEN_LEAD_STATUSES, OVERDUE_LIMIT);
  const payload: DigestPayload = {
    type: 'digest',
    day,
    yesterday: istDateTime(yesterdayStart).date,
    leadsByKind: ENQUIRY_KINDS.flatMap((kind) => {
      const ofKind = counts.filter((entry) => entry.kind === kind);
      if (ofKind.length === 0) return [];
      return [
        {
          kindTitle: ENQUIRY_FORMS[kind].title,
          count: ofKind.reduce((sum, entry) => sum + entry.count, 0),
          byStatus: ofKind
            .map((entry) => `${LEAD_STATUS_LABELS[entry.status]} ${entry.count}`)
            .join(', '),
        },
      ];
    }),
    overdue: overdue.rows.map((lead) => ({
      id: lead.id,
      line: `${ENQUIRY_FORMS[lead.kind].title}: ${lead.name}, ${lead.phone}, due ${istStamp(Number(lead.next_follow_up_at))}, ${lead.assignee ?? 'unassigned'}`,
    })),
    overdueCount: overdue.total,
    ownerEmails: await repo.listOwnerEmails(db),
  };
  const written = await repo.insertDigestRow(db, { day, payload: JSON.stringify(payload), now });
  return written ? day : undefined;
}

/** The owner's list of alerts, newest first, 20 a page. */
export async function listAlerts(
  db: Kysely<Database>,
  query: AlertListQuery,
  mail: AlertMailConfig | undefined,
): Promise<AlertList> {
  const status = query.status === '' ? undefined : query.status;
  const { rows, totalRecords } = await repo.listOutboxPage(db, {
    status,
    offset: (query.page - 1) * ALERTS_PAGE_SIZE,
    limit: ALERTS_PAGE_SIZE,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      leadId: row.lead_id,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: new Date(row.created_at).toISOString(),
      sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
    })),
    totalRecords,
    configured: mail !== undefined,
  };
}

/**
 * Makes a failed or pending alert due now and wakes the worker. Side effects: the row's status and
 * next try, and an audit event in the same transaction. A sent alert answers 409, an unknown one 404.
 */
export async function resendAlert(db: Kysely<Database>, actor: AuditActor, id: number) {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findOutboxRow(trx, id);
    if (!row) throw notFound(ALERT_MESSAGES.notFound);
    if (row.status === 'sent') throw new AppError('CONFLICT', ALERT_MESSAGES.alreadySent);
    await repo.makeDueNow(trx, id, actor.now);
    await appendAuditEvent(trx, {
      created_at: actor.now,
      actor_id: actor.adminId,
      actor_user_id: actor.userId,
      action: 'alert-resend',
      target: `alert ${id}`,
      summary: `${row.kind === 'digest' ? 'digest' : `lead ${row.lead_id}`}: ${row.status} → pending`,
      ip: actor.ip,
    });
  });
  for (const wake of wakers) wake();
  return { message: ALERT_MESSAGES.resent };
}
