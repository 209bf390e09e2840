import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../../shared/roles.js';
import type { Database } from '../../db/tables.js';
import * as repo from './repository.js';

/** DESIGN §5: 30 minutes idle, 12 hours absolute. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The signed-in admin behind a request, as the guard resolves it from the session cookie. */
export interface AdminSession {
  adminId: number;
  userId: string;
  sessionHash: string;
  /** Read from the admins row on every request, so a role change applies to the next request. */
  role: Role;
  /** A temporary password (new account or reset) still has to be replaced. */
  mustChangePassword: boolean;
}

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** Creates a session and answers its id (256 random bits); only the id's hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  input: { adminId: number; ip: string; userAgent: string; now: number },
): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    id_hash: hashSessionId(sessionId),
    admin_id: input.adminId,
    created_at: input.now,
    last_seen_at: input.now,
    ip: input.ip,
    user_agent: input.userAgent.slice(0, 300),
  });
  return sessionId;
}

/**
 * The admin behind a session id, or undefined when the session is unknown, idle too long, past its
 * absolute lifetime, or its admin is inactive. Side effects: deletes an expired session, refreshes
 * last_seen_at.
 */
export async function resolveSession(
  db: Kysely<Database>,
  sessionId: string,
  now: number,
  /**
   * 'check' reads the session without counting it as activity: a stream's keep-alive must not
   * keep an unattended panel signed in past the idle limit.
   */
  use: 'request' | 'check' = 'request',
): Promise<AdminSession | undefined> {
  const idHash = hashSessionId(sessionId);
  const row = await repo.findSessionWithAdmin(db, idHash);
  if (!row) return undefined;
  const expired =
    now - row.last_seen_at > SESSION_IDLE_MS || now - row.session_created_at > SESSION_ABSOLUTE_MS;
  if (expired || row.status !== 1) {
    await repo.deleteSession(db, idHash);
    return undefined;
  }
  if (use === 'request' && now - row.last_seen_at > TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, idHash, now);
  }
  return {
    adminId: row.id,
    userId: row.user_id,
    sessionHash: idHash,
    role: row.role,
    mustChangePassword: row.must_change_password === 1,
  };
}
