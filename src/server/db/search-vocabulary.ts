import { sql, type Kysely } from 'kysely';
import type { Database } from './tables.js';

/**
 * PostgreSQL: takes out of the search vocabulary (migration 0029) the words no lead holds any
 * longer, after leads were erased by hand (the app never deletes one); answers how many went.
 *
 * The share lock on the words table waits for the leads being stored to commit and holds new ones
 * back until this commits. Without it, a lead stored meanwhile with a word whose only other
 * lead was erased would find the word in the vocabulary and not add it, while this, not seeing
 * the lead's uncommitted words, took it out: no search would find that lead by the word again.
 */
export function clearUnusedSearchWords(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table lead_search_words in share mode`.execute(trx);
    const result = await trx
      .deleteFrom('lead_search_vocabulary')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('lead_search_words')
              .select('lead_search_words.word')
              .whereRef('lead_search_words.word', '=', 'lead_search_vocabulary.word'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
