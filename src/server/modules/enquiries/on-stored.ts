import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';
import { createBatcher, type Batcher } from '../../db/batch.js';
import { createGroupCommit, type GroupCommit } from '../../db/group-commit.js';
import type { Database } from '../../db/tables.js';
import { leadAlertDraft, queueLeadAlert, wakeAlertWorkers } from '../alerts/service.js';
import { announcesThroughPostgres } from '../events/bus.js';
import { LEAD_CHANNEL } from '../events/repository.js';
import { announceNewLead } from '../events/service.js';
import { assignByRotation, rotationRoles } from '../leads/service.js';
import {
  behindSavepoint,
  insertEnquiry,
  storeLeads,
  type BatchedLead,
  type LeadToStore,
  type LeadWithFollowOn,
  type StoredLead,
} from './repository.js';

type Step = [name: string, work: () => Promise<void>];

const logFailedStep = (
  log: FastifyBaseLogger,
  lead: { id: number; kind: string },
  step: string,
  error: unknown,
) =>
  log.error(
    { err: error, leadId: lead.id, kind: lead.kind, step },
    `lead stored without its ${step}`,
  );

/** Each SQLite database's group commit: its leads share commits (db/group-commit.ts). */
const groupCommits = new WeakMap<DatabaseHandle, GroupCommit>();

function groupCommitOf(database: DatabaseHandle): GroupCommit {
  let group = groupCommits.get(database);
  if (!group) {
    group = createGroupCommit(database.db);
    groupCommits.set(database, group);
  }
  return group;
}

/** Each PostgreSQL database's batches of leads (db/batch.ts). */
const leadBatches = new WeakMap<DatabaseHandle, Batcher<LeadWithFollowOn, BatchedLead>>();

function leadBatchOf(database: DatabaseHandle): Batcher<LeadWithFollowOn, BatchedLead> {
  let batcher = leadBatches.get(database);
  if (!batcher) {
    batcher = createBatcher<LeadWithFollowOn, BatchedLead>((leads) =>
      storeLeads(database.db, leads, announcesThroughPostgres() ? LEAD_CHANNEL : null),
    );
    leadBatches.set(database, batcher);
  }
  return batcher;
}

/**
 * Stores a lead with what follows its arrival, as one transaction; a repeat is stored alone.
 * PostgreSQL stores the leads that arrive together in one statement (repository.storeLeads), which
 * runs the steps below in the database for each: a lead's round trips were most of its cost there.
 * SQLite runs them here, behind a savepoint of the lead's own in a transaction shared with the
 * leads that arrived with it (group commit): they wait for the disk once, together. Answers, once
 * the lead is committed, the original's id for a repeat, null for a lead of its own.
 */
export async function storeLead(
  database: DatabaseHandle,
  lead: LeadToStore,
  since: number,
  log: FastifyBaseLogger,
): Promise<number | null> {
  if (database.dialect === 'sqlite') {
    return groupCommitOf(database).run((trx) =>
      insertEnquiry(trx, lead, since, (inner, stored) => onLeadStored(inner, stored, log)),
    );
  }
  const alert = leadAlertDraft(lead);
  const stored = await leadBatchOf(database)({
    lead,
    since,
    roles: rotationRoles(lead.kind),
    alert: alert?.payload ?? null,
    link: alert?.link ?? '',
  });
  for (const failure of stored.failures) {
    const [step = 'follow-on', ...message] = failure.split(': ');
    logFailedStep(log, { id: stored.id, kind: lead.kind }, step, new Error(message.join(': ')));
  }
  if (stored.repeatOf === null && alert) wakeAlertWorkers();
  return stored.repeatOf;
}

/**
 * What follows a lead's arrival, inside the transaction that stores it: its assignee and its
 * alert are stored with the lead, and the desk hears of it only once the lead is committed.
 * The steps run behind one savepoint. When one fails, all three are undone and run again, each
 * behind a savepoint of its own: the one that fails is undone alone and logged, and the lead is
 * still stored (unassigned, or without its e-mail) — a visitor's enquiry is never lost to the
 * work that follows it. (One savepoint, not three, on the path every lead takes: each is two
 * more statements in its transaction.)
 */
export async function onLeadStored(
  trx: Kysely<Database>,
  lead: StoredLead,
  log: FastifyBaseLogger,
): Promise<void> {
  if (lead.repeatOf !== null) return;
  const steps: Step[] = [
    // The assignment last: it takes the rotation's lock, which every lead arriving meanwhile
    // waits on until this one commits. The announcement is heard of at commit wherever it is
    // sent, and the alert's e-mail finds its assignee when it is sent.
    ['announcement', () => announceNewLead(trx, lead)],
    ['alert', () => queueLeadAlert(trx, lead)],
    ['assignment', () => assignByRotation(trx, lead)],
  ];
  const failed = await behindSavepoint(trx, async () => {
    for (const [, work] of steps) await work();
  });
  if (failed === undefined) return;
  for (const [step, work] of steps) {
    const error = await behindSavepoint(trx, work);
    if (error !== undefined) logFailedStep(log, lead, step, error);
  }
}
