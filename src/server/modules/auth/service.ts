import type { Kysely } from 'kysely';
import {
  AUTH_MESSAGES,
  type CurrentUser,
  type PasswordChange,
  type ProfileUpdate,
} from '../../../shared/admin.js';
import { dealerDate } from '../../../shared/format.js';
import { ROLE_PERMISSIONS } from '../../../shared/roles.js';
import type { Admin, Database, NewAuditEvent } from '../../db/tables.js';
import { AppError } from '../../lib/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/repository.js';
import { hashPassword, verifyPassword } from './password.js';
import * as repo from './repository.js';
import { createSession } from './sessions.js';
import {
  LOGIN_FAILURE_LIMIT,
  recordSuccess,
  reserveAttempt,
  type AttemptInput,
} from './throttle.js';

/**
 * Verified against when the user id is unknown, so that an unknown user and a wrong password take
 * about the same time and get the same answer.
 */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-for-timing'));

export interface LoginContext {
  ip: string;
  userAgent: string;
  now: number;
}

export function toCurrentUser(admin: Admin): CurrentUser {
  return {
    user_id: admin.user_id,
    user_name: admin.user_name,
    email: admin.email,
    mobile_no: admin.mobile_no,
    city: admin.city || 'N/A',
    created_date: dealerDate(admin.created_at),
    expire_date: admin.expire_at ? dealerDate(admin.expire_at) : 'N/A',
    Status: admin.status === 1 ? 'Active' : 'Inactive',
    role: admin.role,
    permissions: [...ROLE_PERMISSIONS[admin.role]],
    must_change_password: admin.must_change_password === 1,
  };
}

/** What a refused try reads, per kind of try, with the wait in whole minutes. */
const THROTTLED_MESSAGES = {
  login: 'Too many failed sign-in attempts.',
  password_change: 'Too many wrong current passwords.',
} as const;

/** Records a try (see reserveAttempt) and answers it; throws 429 with the wait while throttled. */
async function allowedAttempt(db: Kysely<Database>, attempt: AttemptInput) {
  const reservation = await reserveAttempt(db, attempt);
  if (reservation.allowed) return reservation;
  const { retryAfterMs } = reservation;
  const minutes = Math.ceil(retryAfterMs / 60_000);
  const error = new AppError(
    'TOO_MANY_REQUESTS',
    `${THROTTLED_MESSAGES[attempt.kind]} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
  error.retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
  throw error;
}

/** Why a sign-in was refused, for the owner's audit trail (the visitor sees one message for all). */
function refusalReason(admin: Admin | undefined, passwordOk: boolean, now: number): string {
  if (!admin) return 'unknown user ID';
  if (!passwordOk) return 'wrong password';
  if (admin.status !== 1) return 'account disabled';
  if (admin.expire_at !== null && admin.expire_at <= now) return 'account expired';
  return '';
}

/** Records a refused sign-in: the user id as typed, and its account when one exists. */
async function auditRefusedSignIn(
  db: Kysely<Database>,
  refused: { userId: string; admin: Admin | undefined },
  context: LoginContext,
  summary: string,
): Promise<void> {
  await appendAuditEvent(db, {
    created_at: context.now,
    actor_id: refused.admin?.id ?? null,
    actor_user_id: refused.userId.slice(0, 64),
    action: 'sign-in-failed',
    target: 'sign-in',
    summary,
    ip: context.ip,
  });
}

/**
 * Checks the credentials and opens a session. Side effects: records the try before verifying it
 * (for throttling); on success, in one transaction, inserts a session, sets last_sign_in_at and
 * appends a sign-in audit event; every refused try that was checked appends a sign-in-failed
 * event (a throttled one is not checked and not recorded). Throws 429 while throttled and 401 "Invalid credentials" for an unknown
 * user, a wrong password, or an inactive or expired account alike.
 */
export async function login(
  db: Kysely<Database>,
  credentials: { userId: string; password: string },
  context: LoginContext,
): Promise<{ sessionId: string; admin: Admin }> {
  // A throttled try is refused before this point and not recorded: the trail cannot be pruned, so
  // one address repeating a refused try must not grow it without bound. The tries that led to the
  // throttle are each recorded below, and the route logs every refusal.
  const attempt = await allowedAttempt(db, {
    kind: 'login',
    userId: credentials.userId,
    ip: context.ip,
    now: context.now,
  });
  const admin = await repo.findAdminByUserId(db, credentials.userId);
  const passwordOk = await verifyPassword(
    admin?.password_hash ?? (await getDummyHash()),
    credentials.password,
  );
  const refusal = refusalReason(admin, passwordOk, context.now);
  if (!admin || refusal) {
    await auditRefusedSignIn(db, { userId: credentials.userId, admin }, context, refusal);
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  await recordSuccess(db, attempt.id);
  const sessionId = await db.transaction().execute(async (trx) => {
    const id = await createSession(trx, {
      adminId: admin.id,
      ip: context.ip,
      userAgent: context.userAgent,
      now: context.now,
    });
    await repo.updateAdmin(trx, admin.id, { last_sign_in_at: context.now });
    await appendAuditEvent(
      trx,
      ownEvent(
        { adminId: admin.id, userId: admin.user_id, ip: context.ip, now: context.now },
        'sign-in',
        '',
      ),
    );
    return id;
  });
  return { sessionId, admin };
}

/** An audit event about the acting account itself (sign-in, sign-out, own profile and password). */
function ownEvent(
  actor: AuditActor,
  action: NewAuditEvent['action'],
  summary: string,
): NewAuditEvent {
  return {
    created_at: actor.now,
    actor_id: actor.adminId,
    actor_user_id: actor.userId,
    action,
    target: `staff ${actor.userId}`,
    summary,
    ip: actor.ip,
  };
}

/** Ends a session. Side effects: deletes its `sessions` row and appends a sign-out audit event. */
export async function logout(
  db: Kysely<Database>,
  sessionHash: string,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.deleteSession(trx, sessionHash);
    await appendAuditEvent(trx, ownEvent(actor, 'sign-out', ''));
  });
}

export async function requireAdmin(db: Kysely<Database>, adminId: number): Promise<Admin> {
  const admin = await repo.findAdminById(db, adminId);
  if (!admin) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.userNotFoundLogin);
  return admin;
}

/** An admin may change only their own profile and password. */
function assertOwnAccount(admin: Admin, userId: string): void {
  if (admin.user_id !== userId) throw new AppError('FORBIDDEN', AUTH_MESSAGES.ownAccountOnly);
}

const PROFILE_FIELDS = [
  ['user_name', 'userName', 'name'],
  ['email', 'email', 'e-mail'],
  ['mobile_no', 'mobileNo', 'mobile'],
] as const;

/**
 * Updates name, e-mail and mobile of the signed-in admin. Side effects, in one transaction: writes
 * `admins` and appends a profile-update audit event naming each field's before → after.
 */
export async function updateProfile(
  db: Kysely<Database>,
  actor: AuditActor,
  userId: string,
  update: { userName: string; email: string; mobileNo: string },
): Promise<void> {
  const admin = await requireAdmin(db, actor.adminId);
  assertOwnAccount(admin, userId);
  const summary = PROFILE_FIELDS.filter(([column, field]) => admin[column] !== update[field])
    .map(([column, field, label]) => `${label} ${admin[column] || '—'} → ${update[field] || '—'}`)
    .join('; ');
  await db.transaction().execute(async (trx) => {
    await repo.updateAdmin(trx, admin.id, {
      user_name: update.userName,
      email: update.email,
      mobile_no: update.mobileNo,
    });
    await appendAuditEvent(trx, ownEvent(actor, 'profile-update', summary || 'no change'));
  });
}

/**
 * Changes the signed-in admin's password after checking the current one, throttled like sign-in.
 * Side effects: records the try before verifying it; in one transaction writes the new hash,
 * clears must_change_password, ends every other session of that admin (the current one stays) and
 * appends a password-change audit event; the wrong guess that uses up the last try ends
 * the current session too, so a borrowed session cannot keep guessing.
 */
export async function changePassword(
  db: Kysely<Database>,
  session: { adminId: number; sessionHash: string },
  userId: string,
  change: PasswordChange,
  context: { ip: string; now: number },
): Promise<void> {
  const admin = await requireAdmin(db, session.adminId);
  assertOwnAccount(admin, userId);
  const attempt = await allowedAttempt(db, {
    kind: 'password_change',
    userId: admin.user_id,
    ip: context.ip,
    now: context.now,
  });
  if (!(await verifyPassword(admin.password_hash, change.oldPassword))) {
    if (attempt.position >= LOGIN_FAILURE_LIMIT) await repo.deleteSession(db, session.sessionHash);
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.currentPasswordWrong, {
      oldPassword: AUTH_MESSAGES.currentPasswordWrong,
    });
  }
  await recordSuccess(db, attempt.id);
  // A temporary password was seen by whoever set it; keeping it would leave the account theirs.
  if (admin.must_change_password === 1 && change.newPassword === change.oldPassword) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.temporaryPasswordKept, {
      newPassword: AUTH_MESSAGES.temporaryPasswordKept,
    });
  }
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction().execute(async (trx) => {
    await repo.updateAdmin(trx, admin.id, { password_hash: passwordHash, must_change_password: 0 });
    await repo.deleteOtherSessions(trx, admin.id, session.sessionHash);
    await appendAuditEvent(
      trx,
      ownEvent({ adminId: admin.id, userId: admin.user_id, ...context }, 'password-change', ''),
    );
  });
}

export type { ProfileUpdate };
