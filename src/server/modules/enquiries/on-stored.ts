import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { queueLeadAlert } from '../alerts/service.js';
import { announceNewLead } from '../events/service.js';
import { assignByRotation } from '../leads/service.js';
import { behindSavepoint, type StoredLead } from './repository.js';

type Step = [name: string, work: () => Promise<void>];

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
  dialect: Dialect,
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
    ['assignment', () => assignByRotation(trx, dialect, lead)],
  ];
  const failed = await behindSavepoint(trx, async () => {
    for (const [, work] of steps) await work();
  });
  if (failed === undefined) return;
  for (const [step, work] of steps) {
    const error = await behindSavepoint(trx, work);
    if (error === undefined) continue;
    log.error(
      { err: error, leadId: lead.id, kind: lead.kind, step },
      `lead stored without its ${step}`,
    );
  }
}
