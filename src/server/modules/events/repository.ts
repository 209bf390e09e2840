import { sql, type Kysely } from 'kysely';
import type { EnquiryKind } from '../../../shared/enquiry-forms.js';
import type { Database } from '../../db/tables.js';

/** The PostgreSQL channel new-lead notices travel on between instances. */
export const LEAD_CHANNEL = 'dealer_leads';

/**
 * Tells every listening instance that a lead was stored, through the lead's own transaction:
 * PostgreSQL delivers a NOTIFY only at commit, so a lead rolled back is never announced.
 */
export async function notifyNewLead(trx: Kysely<Database>, leadId: number): Promise<void> {
  await sql`select pg_notify(${LEAD_CHANNEL}, ${String(leadId)})`.execute(trx);
}

/** The highest lead id stored so far, 0 with none. */
export async function newestLeadId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** New leads (not repeats) of `kinds` with an id above `after`, oldest first. */
export function leadsAfter(
  db: Kysely<Database>,
  options: { after: number; kinds: readonly EnquiryKind[]; limit: number },
) {
  if (options.kinds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enquiries')
    .select(['id', 'kind', 'name', 'model', 'entered_model', 'created_at'])
    .where('id', '>', options.after)
    .where('repeat_of', 'is', null)
    .where('kind', 'in', options.kinds)
    .orderBy('id')
    .limit(options.limit)
    .execute();
}
