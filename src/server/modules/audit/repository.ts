import type { Kysely } from 'kysely';
import type { Database, NewAuditEvent } from '../../db/tables.js';

/**
 * Appends one row to the audit trail. Pass the transaction of the change it records, so the
 * change and its record are stored together or not at all.
 */
export async function appendAuditEvent(db: Kysely<Database>, event: NewAuditEvent): Promise<void> {
  await db.insertInto('audit_events').values(event).execute();
}
