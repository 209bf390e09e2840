import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from './tables.js';

/**
 * How many rows `query` finds: every one, or no more than `limit`, where the count stops. A count
 * visits each row it counts, so one that stops early costs as many rows as it counts.
 */
export async function countRows<TB extends keyof Database>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, TB, object>,
  limit?: number,
): Promise<number> {
  const row = await (
    limit === undefined
      ? query.select((eb) => eb.fn.countAll().as('total'))
      : db
          .selectFrom(
            query
              .select(sql<number>`1`.as('one'))
              .limit(limit)
              .as('matches'),
          )
          .select((eb) => eb.fn.countAll().as('total'))
  ).executeTakeFirstOrThrow();
  return Number(row.total);
}
