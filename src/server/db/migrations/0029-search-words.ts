import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * What ends a word of a lead's search text: every ASCII character but the letters. A frozen copy
 * of `WORD_SEPARATORS` in reports/search.ts, which a test holds equal.
 */
export const SEPARATORS = String.raw`[\x01-\x40\x5b-\x60\x7b-\x7f]+`;

/** The shortest word kept. A frozen copy of `SEARCH_WORD_MIN` in reports/search.ts. */
export const WORD_MIN = 3;

/** The words of `body` (a search table row's text) that a search may be looked up by. */
const wordsOf = (body: string) =>
  `array(select distinct word from unnest(regexp_split_to_array(${body}, '${SEPARATORS}')) as word
         where length(word) >= ${WORD_MIN})`;

/**
 * PostgreSQL: each lead's words, in date order, so that a search for letters is read newest
 * first from an index instead of gathered and sorted.
 *
 * A trigram search finds its matches in no order: a desk's page 500 of "kulk" at a million leads
 * read and sorted all 13,000 matches' rows of the search table (0023), about 1 µs each, most of
 * it waiting on memory, and its count read 10,000 of them again: 23-29 ms at the p95.
 *
 * A term with no ASCII character but letters in it can only match within one word of a lead's
 * text, a word being what lies between those characters (spaces, digits, `@`, dots...). So it is
 * found exactly by the words that hold it (from `lead_search_vocabulary`, a small table with its
 * own trigram index) and each word's leads, an index range per word and kind in date order
 * (`lead_search_words`); a page reads only as far as it shows, and a count no further than it
 * counts, from the index alone. Words of one or two characters are left out: a term that short
 * is searched as before, as is any term with a digit, space or sign in it (a phone number, an
 * e-mail address).
 *
 * Triggers on the search table keep both: a lead's words are added with it and taken out by the
 * date and id they were stored under; repeats have none. A word stays in the vocabulary once
 * seen (a word with no leads left finds nothing). The vocabulary has no unique key: two leads
 * stored at once with the same new word may both add it, which the lookup's `distinct` absorbs,
 * where a unique key would make the second wait on the first's commit.
 */
export function searchWordsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      const statements = [
        // No lead may commit between the copy below and the triggers that take over from it.
        `lock table enquiries in share row exclusive mode`,
        `create table lead_search_words (
           word text not null,
           created_at bigint not null,
           id integer not null,
           kind text not null
         )`,
        `create table lead_search_vocabulary (word text not null)`,
        `insert into lead_search_words (word, created_at, id, kind)
           select word, s.created_at, s.id, s.kind
           from lead_search s cross join lateral unnest(${wordsOf('s.body')}) as word
           where s.is_lead`,
        `insert into lead_search_vocabulary (word) select distinct word from lead_search_words`,
        // A word's leads of one kind are one range, newest last: a report reads its kind's
        // alone, a desk merges its kinds' ranges.
        `create index lead_search_words_idx on lead_search_words (word, kind, created_at, id)`,
        `create index lead_search_vocabulary_word_idx on lead_search_vocabulary (word)`,
        `create index lead_search_vocabulary_trgm on lead_search_vocabulary using gin (word gin_trgm_ops)`,
        `create function lead_search_words_sync() returns trigger language plpgsql as $$
         declare
           words text[];
         begin
           if tg_op <> 'INSERT' and old.is_lead then
             delete from lead_search_words
             where word = any(${wordsOf('old.body')})
               and kind = old.kind and created_at = old.created_at and id = old.id;
           end if;
           if tg_op <> 'DELETE' and new.is_lead then
             words := ${wordsOf('new.body')};
             insert into lead_search_words (word, created_at, id, kind)
               select word, new.created_at, new.id, new.kind from unnest(words) as word;
             insert into lead_search_vocabulary (word)
               select new_word.word from unnest(words) as new_word(word)
               where not exists (select 1 from lead_search_vocabulary v where v.word = new_word.word);
           end if;
           return null;
         end $$`,
        ...['insert', 'update', 'delete'].map(
          (event) => `create trigger lead_search_words_${event} after ${event} on lead_search
             for each row execute function lead_search_words_sync()`,
        ),
        `analyze lead_search_words`,
        `analyze lead_search_vocabulary`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      const statements = [
        ...['insert', 'update', 'delete'].map(
          (event) => `drop trigger lead_search_words_${event} on lead_search`,
        ),
        `drop function lead_search_words_sync()`,
        `drop table lead_search_vocabulary`,
        `drop table lead_search_words`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
