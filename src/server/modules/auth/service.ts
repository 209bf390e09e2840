import type { Kysely } from 'kysely';
import {
  AUTH_MESSAGES,
  type CurrentUser,
  type PasswordChange,
  type ProfileUpdate,
} from '../../../shared/admin.js';
import { dealerDate } from '../../../shared/format.js';
import { ROLE_PERMISSIONS } from '../../../shared/roles.js';
import type { Admin, Database } from '../../db/tables.js';
import { AppError } from '../../lib/errors.js';
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

/**
 * Checks the credentials and opens a session. Side effects: records the try before verifying it
 * (for throttling and audit) and inserts a session. Throws 429 while throttled and 401 "Invalid
 * credentials" for an unknown user, a wrong password, or an inactive or expired account alike.
 */
export async function login(
  db: Kysely<Database>,
  credentials: { userId: string; password: string },
  context: LoginContext,
): Promise<{ sessionId: string; admin: Admin }> {
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
  const usable =
    admin !== undefined &&
    passwordOk &&
    admin.status === 1 &&
    (admin.expire_at === null || admin.expire_at > context.now);
  if (!usable) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  await recordSuccess(db, attempt.id);
  const sessionId = await createSession(db, {
    adminId: admin.id,
    ip: context.ip,
    userAgent: context.userAgent,
    now: context.now,
  });
  return { sessionId, admin };
}

/** Ends a session. Side effect: deletes its `sessions` row. */
export function logout(db: Kysely<Database>, sessionHash: string): Promise<void> {
  return repo.deleteSession(db, sessionHash);
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

/** Updates name, e-mail and mobile of the signed-in admin. Side effect: writes `admins`. */
export async function updateProfile(
  db: Kysely<Database>,
  adminId: number,
  userId: string,
  update: { userName: string; email: string; mobileNo: string },
): Promise<void> {
  const admin = await requireAdmin(db, adminId);
  assertOwnAccount(admin, userId);
  await repo.updateAdmin(db, admin.id, {
    user_name: update.userName,
    email: update.email,
    mobile_no: update.mobileNo,
  });
}

/**
 * Changes the signed-in admin's password after checking the current one, throttled like sign-in.
 * Side effects: records the try before verifying it; writes the new hash and ends every other
 * session of that admin (the current one stays); the wrong guess that uses up the last try ends
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
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction().execute(async (trx) => {
    await repo.updateAdmin(trx, admin.id, { password_hash: passwordHash });
    await repo.deleteOtherSessions(trx, admin.id, session.sessionHash);
  });
}

export type { ProfileUpdate };
