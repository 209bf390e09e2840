import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package exports it as an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A password people can type from a printout: 20 characters of base64url (~120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
