import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

/** DESIGN §5: 30 minutes idle, 12 hours absolute. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** Creates a session and answers its id (256 random bits); only the id's hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  input: { adminId: number; ip: string; userAgent: string; now: number },
): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(sessionId),
      admin_id: input.adminId,
      created_at: input.now,
      last_seen_at: input.now,
      ip: input.ip,
      user_agent: input.userAgent.slice(0, 300),
    })
    .execute();
  return sessionId;
}

/**
 * The admin behind a session id, or undefined when the session is unknown, idle too long, past its
 * absolute lifetime, or its admin is inactive. Side effects: deletes an expired session, refreshes
 * last_seen_at.
 */
export async function resolveSession(db: Kysely<Database>, sessionId: string, now: number) {
  const idHash = hashSessionId(sessionId);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select([
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at',
      'admins.id',
      'admins.user_id',
      'admins.status',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const expired =
    now - row.last_seen_at > SESSION_IDLE_MS || now - row.session_created_at > SESSION_ABSOLUTE_MS;
  if (expired || row.status !== 1) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return undefined;
  }
  if (now - row.last_seen_at > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { adminId: row.id, userId: row.user_id, sessionHash: idHash };
}

export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of an admin except the one given (after a password change). */
export async function deleteOtherSessions(
  db: Kysely<Database>,
  adminId: number,
  keepHash: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('admin_id', '=', adminId)
    .where('id_hash', '!=', keepHash)
    .execute();
}
