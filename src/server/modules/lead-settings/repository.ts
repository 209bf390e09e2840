import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { AUTO_ASSIGN_KEY } from '../leads/repository.js';

/** The round-robin switch as stored: 'on', 'off', or undefined when the row is missing. */
export async function readAutoAssign(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', AUTO_ASSIGN_KEY)
    .executeTakeFirst();
  return row?.value;
}

/**
 * Stores the switch. While a lead is being assigned its transaction holds this row's lock, so the
 * change waits for that lead and applies from the next one.
 */
export async function writeAutoAssign(db: Kysely<Database>, value: 'on' | 'off'): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: AUTO_ASSIGN_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
