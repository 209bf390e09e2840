import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/tables.js';
import { queueLeadAlert } from '../alerts/service.js';
import { announceNewLead } from '../events/service.js';
import { assignByRotation } from '../leads/service.js';
import { behindSavepoint, type StoredLead } from './repository.js';

/**
 * What follows a lead's arrival, inside the transaction that stores it: its assignee and its
 * alert are stored with the lead, and the desk hears of it only once the lead is committed.
 * Each step runs behind a savepoint: a step that fails is undone alone and logged, and the lead
 * is still stored (unassigned, or without its e-mail) — a visitor's enquiry is never lost to the
 * work that follows it.
 */
export async function onLeadStored(
  trx: Kysely<Database>,
  lead: StoredLead,
  log: FastifyBaseLogger,
): Promise<void> {
  if (lead.repeatOf !== null) return;
  await besideTheLead(trx, log, lead, 'assignment', () => assignByRotation(trx, lead));
  await besideTheLead(trx, log, lead, 'alert', () => queueLeadAlert(trx, lead));
  await besideTheLead(trx, log, lead, 'announcement', () => announceNewLead(trx, lead));
}

async function besideTheLead(
  trx: Kysely<Database>,
  log: FastifyBaseLogger,
  lead: StoredLead,
  step: string,
  work: () => Promise<void>,
): Promise<void> {
  const error = await behindSavepoint(trx, work);
  if (error !== undefined) {
    log.error(
      { err: error, leadId: lead.id, kind: lead.kind, step },
      `lead stored without its ${step}`,
    );
  }
}
