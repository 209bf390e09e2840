import type { Kysely } from 'kysely';
import { istDateTime, toEnGbDate } from '../../../shared/dates.js';
import {
  STAFF_MESSAGES,
  type StaffCreate,
  type StaffMember,
  type StaffUpdate,
} from '../../../shared/staff.js';
import type { Dialect } from '../../db/database.js';
import type { Database, NewAuditEvent } from '../../db/tables.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/repository.js';
import { generatePassword, hashPassword } from '../auth/password.js';
import * as repo from './repository.js';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** What a staff write answers: `password` only when one was generated, to be shown once. */
export interface StaffWriteResult {
  password?: string;
}

/** "DD/MM/YYYY HH:mm" in Asia/Kolkata, or "" for never. */
export function formatLastSignIn(instant: number | null): string {
  if (instant === null) return '';
  const { date, time } = istDateTime(instant);
  return `${toEnGbDate(date)} ${time.slice(0, 5)}`;
}

export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await repo.listStaff(db);
  return rows.map((row) => ({
    user_id: row.user_id,
    user_name: row.user_name,
    mobile_no: row.mobile_no,
    email: row.email,
    role: row.role,
    status: row.status === 1 ? 'Active' : 'Disabled',
    last_sign_in: formatLastSignIn(row.last_sign_in_at),
    must_change_password: row.must_change_password === 1,
  }));
}

function auditEvent(
  actor: AuditActor,
  event: Pick<NewAuditEvent, 'action' | 'target' | 'summary'>,
): NewAuditEvent {
  return {
    created_at: actor.now,
    actor_id: actor.adminId,
    actor_user_id: actor.userId,
    ip: actor.ip,
    ...event,
  };
}

const staffTarget = (userId: string) => `staff ${userId}`;

/** A taken user id, as either database reports it (the unique index decides, even in a race). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Creates an account that must choose its own password at first sign-in. Side effects: inserts
 * into `admins` and appends a staff-create audit event in one transaction. Throws 409 when the
 * user id is taken.
 */
export async function createStaff(
  db: Kysely<Database>,
  actor: AuditActor,
  input: StaffCreate & { password?: string | undefined },
): Promise<StaffWriteResult> {
  const generated = input.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(input.password || (generated as string));
  try {
    await db.transaction().execute(async (trx) => {
      await repo.insertStaff(trx, {
        user_id: input.userId,
        user_name: input.userName,
        mobile_no: input.mobileNo,
        email: input.email,
        role: input.role,
        password_hash: passwordHash,
        must_change_password: 1,
        status: 1,
        created_at: actor.now,
      });
      await appendAuditEvent(
        trx,
        auditEvent(actor, {
          action: 'staff-create',
          target: staffTarget(input.userId),
          summary: `role ${input.role}`,
        }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', STAFF_MESSAGES.userIdTaken);
    throw error;
  }
  return generated ? { password: generated } : {};
}

/**
 * Changes an account's role, enables or disables it, or gives it a new temporary password. Side
 * effects, in one transaction: writes `admins`, ends the account's sessions when it is disabled or
 * its password reset, and appends one audit event per change. Throws 404 for an unknown account,
 * 409 notYourself when the actor would disable or demote itself, and 409 lastOwner when no active
 * owner would remain.
 */
export async function updateStaff(
  { db, dialect }: Store,
  actor: AuditActor,
  userId: string,
  change: StaffUpdate,
): Promise<StaffWriteResult> {
  // Hashed before the transaction: argon2 is slow and the owner rows stay locked meanwhile.
  const password = change.resetPassword ? generatePassword() : undefined;
  const passwordHash = password ? await hashPassword(password) : undefined;
  await db.transaction().execute(async (trx) => {
    const accounts = await repo.lockDecidingAccounts(trx, dialect, {
      actorId: actor.adminId,
      targetUserId: userId,
    });
    const target = accounts.find((account) => account.user_id === userId);
    if (!target) throw notFound(STAFF_MESSAGES.notFound);
    const newRole = change.role !== undefined && change.role !== target.role ? change.role : null;
    const wantedStatus = change.active === undefined ? null : change.active ? 1 : 0;
    const newStatus = wantedStatus !== target.status ? wantedStatus : null;
    const demotesOrDisables = (newRole !== null && newRole !== 'owner') || newStatus === 0;
    if (demotesOrDisables && target.id === actor.adminId) {
      throw new AppError('CONFLICT', STAFF_MESSAGES.notYourself);
    }
    if (demotesOrDisables && target.role === 'owner' && target.status === 1) {
      const otherOwners = accounts.filter(
        (account) => account.role === 'owner' && account.status === 1 && account.id !== target.id,
      );
      if (otherOwners.length === 0) throw new AppError('CONFLICT', STAFF_MESSAGES.lastOwner);
    }
    // The guard let the actor in, but a parallel change may have disabled or demoted it since.
    const self = accounts.find((account) => account.id === actor.adminId);
    if (!self || self.status !== 1 || self.role !== 'owner') {
      throw new AppError('FORBIDDEN', STAFF_MESSAGES.forbidden);
    }

    const targetLabel = staffTarget(target.user_id);
    if (newRole !== null) {
      await repo.updateStaff(trx, target.id, { role: newRole });
      await appendAuditEvent(
        trx,
        auditEvent(actor, {
          action: 'staff-role',
          target: targetLabel,
          summary: `${target.role} → ${newRole}`,
        }),
      );
    }
    if (newStatus !== null) {
      await repo.updateStaff(trx, target.id, { status: newStatus });
      if (newStatus === 0) await repo.deleteSessionsOf(trx, target.id);
      await appendAuditEvent(
        trx,
        auditEvent(actor, {
          action: newStatus === 0 ? 'staff-disable' : 'staff-enable',
          target: targetLabel,
          summary: newStatus === 0 ? 'Active → Disabled' : 'Disabled → Active',
        }),
      );
    }
    if (passwordHash !== undefined) {
      await repo.updateStaff(trx, target.id, {
        password_hash: passwordHash,
        must_change_password: 1,
      });
      await repo.deleteSessionsOf(trx, target.id);
      await appendAuditEvent(
        trx,
        auditEvent(actor, {
          action: 'staff-password-reset',
          target: targetLabel,
          summary: 'temporary password issued; sessions ended',
        }),
      );
    }
  });
  return password ? { password } : {};
}
