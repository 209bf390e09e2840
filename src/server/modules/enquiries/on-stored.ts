import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { assignByRotation } from '../leads/service.js';
import { queueLeadAlert } from '../alerts/service.js';
import { announceNewLead } from '../events/service.js';
import type { StoredLead } from './repository.js';

/**
 * What follows a lead's arrival inside the transaction that stores it: a visitor is told
 * "received" only once all of it is stored, and none of it is stored without the lead.
 */
export async function onLeadStored(trx: Kysely<Database>, lead: StoredLead): Promise<void> {
  if (lead.repeatOf !== null) return;
  await assignByRotation(trx, lead);
  await queueLeadAlert(trx, lead);
  await announceNewLead(trx, lead);
}
