import type { EnquiryKind } from '../../../shared/enquiries.js';

/**
 * How searches find leads, for the report and lead desk queries. SQLite searches the per-kind
 * FTS5 tables of migration 0002, PostgreSQL the search table of 0023; both migrations keep
 * frozen copies of these names, and a test holds the two equal, since a query naming another
 * table or column fails.
 */

/** The text a lead is found by: name, phone, e-mail, model and registration. */
export const SEARCH_COLUMNS = ['name', 'phone', 'email', 'model', 'registration_no'] as const;

/** The SQLite FTS5 table that indexes one kind of lead: every kind has its own. */
export const searchTable = (kind: EnquiryKind) => `enquiries_search_${kind}`;

/** A LIKE pattern that finds `term` anywhere, its wildcards and backslashes taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * PostgreSQL: what ends a word of a lead's search text (migration 0029), every ASCII character
 * but the letters; the migration's triggers split the text by a frozen copy of these.
 */
export const WORD_SEPARATORS = String.raw`[\x01-\x40\x5b-\x60\x7b-\x7f]`;

/** The shortest word the words table holds (0029). */
export const SEARCH_WORD_MIN = 3;

const separator = new RegExp(WORD_SEPARATORS.replace('\\x01', '\\x00'));

/**
 * Whether a search for `term` can be read from the words table (0029): it then holds no
 * separator, so it can only be found within one word, and it is no shorter than a word there.
 */
export const searchableByWords = (term: string) =>
  [...term].length >= SEARCH_WORD_MIN && !separator.test(term.toLowerCase());
