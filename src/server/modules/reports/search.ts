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
