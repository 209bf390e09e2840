import type { Kysely } from 'kysely';
import type { AuditAction } from '../../../shared/staff.js';
import type { Database } from '../../db/tables.js';
import { appendAuditEvent } from './repository.js';

/** Who made a change, from where and when: what every audited service call is given. */
export interface AuditActor {
  adminId: number;
  userId: string;
  ip: string;
  now: number;
}

/** The session of a signed-in request, as far as the audit trail needs it. */
interface SignedIn {
  adminId: number;
  userId: string;
}

/** The actor of a request the session guard let through (an admin route always has a session). */
export function actorOf(
  request: { adminSession: SignedIn | null; ip: string },
  now: number,
): AuditActor {
  const session = request.adminSession as SignedIn;
  return { adminId: session.adminId, userId: session.userId, ip: request.ip, now };
}

/** Appends the audit row of a change by `actor`; pass the change's own transaction. */
export function recordAudit(
  trx: Kysely<Database>,
  actor: AuditActor,
  action: AuditAction,
  target: string,
  summary: string,
): Promise<void> {
  return appendAuditEvent(trx, {
    created_at: actor.now,
    actor_id: actor.adminId,
    actor_user_id: actor.userId,
    action,
    target,
    summary,
    ip: actor.ip,
  });
}
