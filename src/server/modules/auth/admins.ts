import type { Kysely } from 'kysely';
import { PASSWORD_LENGTH } from '../../../shared/admin.js';
import type { Role } from '../../../shared/roles.js';
import type { Database } from '../../db/tables.js';
import { generatePassword, hashPassword } from './password.js';
import * as repo from './repository.js';

export const DEFAULT_ADMIN_USER_ID = 'admin';

export interface CreatedAdmin {
  userId: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

/**
 * Inserts an admin with `role` (owner unless given), or gives an existing one this password,
 * re-enables it and clears any forced password change, so an owner locked out can recover from
 * the console; an existing account's role changes only when `role` is given. Side effect: writes
 * `admins`.
 */
export async function upsertAdmin(
  db: Kysely<Database>,
  userId: string,
  password: string,
  options: { role?: Role | undefined } = {},
): Promise<void> {
  if (password.length < PASSWORD_LENGTH.min) {
    throw new Error(`The password must be at least ${PASSWORD_LENGTH.min} characters.`);
  }
  const passwordHash = await hashPassword(password);
  const userName = (await repo.findDealerName(db)) ?? userId;
  await repo.upsertAdminPassword(db, { userId, passwordHash, userName, role: options.role });
}

/**
 * DESIGN §5: on first start, creates the first admin, an owner, from ADMIN_USER_ID / ADMIN_PASSWORD, or with a
 * generated password that the caller prints once. Does nothing when any admin exists.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  env: { ADMIN_USER_ID?: string | undefined; ADMIN_PASSWORD?: string | undefined },
): Promise<CreatedAdmin | null> {
  if (await repo.hasAnyAdmin(db)) return null;
  const userId = env.ADMIN_USER_ID ?? DEFAULT_ADMIN_USER_ID;
  const generatedPassword = env.ADMIN_PASSWORD ? undefined : generatePassword();
  await upsertAdmin(db, userId, env.ADMIN_PASSWORD ?? (generatedPassword as string), {
    role: 'owner',
  });
  return generatedPassword ? { userId, generatedPassword } : { userId };
}
