import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { generatePassword, hashPassword, PASSWORD_MIN_LENGTH } from './password.js';

export const DEFAULT_ADMIN_USER_ID = 'admin';

export interface CreatedAdmin {
  userId: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

/** Inserts an admin (or replaces the password of an existing one). Side effect: writes `admins`. */
export async function upsertAdmin(
  db: Kysely<Database>,
  userId: string,
  password: string,
): Promise<void> {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  const passwordHash = await hashPassword(password);
  const dealer = await db
    .selectFrom('dealers')
    .select('name')
    .where('id', '=', 1)
    .executeTakeFirst();
  await db
    .insertInto('admins')
    .values({ user_id: userId, password_hash: passwordHash, user_name: dealer?.name ?? userId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash: passwordHash }))
    .execute();
}

/**
 * DESIGN §5: on first start, creates the first admin from ADMIN_USER_ID / ADMIN_PASSWORD, or with a
 * generated password that the caller prints once. Does nothing when any admin exists.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  env: { ADMIN_USER_ID?: string | undefined; ADMIN_PASSWORD?: string | undefined },
): Promise<CreatedAdmin | null> {
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const userId = env.ADMIN_USER_ID ?? DEFAULT_ADMIN_USER_ID;
  const generatedPassword = env.ADMIN_PASSWORD ? undefined : generatePassword();
  await upsertAdmin(db, userId, env.ADMIN_PASSWORD ?? (generatedPassword as string));
  return generatedPassword ? { userId, generatedPassword } : { userId };
}
