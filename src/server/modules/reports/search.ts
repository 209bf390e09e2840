import type { EnquiryKind } from '../../../shared/enquiries.js';

/**
 * How report searches find leads, for the queries in repository.ts. The indexes they rely on were
 * built by migration 0002, which keeps its own frozen copy of these: a test holds the two equal,
 * since a PostgreSQL query that strays from the indexed expression scans every lead, and an
 * SQLite query naming another table fails.
 */

/** The text a lead is found by: name, phone, e-mail, model and registration. */
export const SEARCH_COLUMNS = ['name', 'phone', 'email', 'model', 'registration_no'] as const;

/** PostgreSQL: the one expression the trigram index covers; queries must repeat it exactly. */
export const PG_SEARCH_EXPRESSION = `(${SEARCH_COLUMNS.map((column) => `coalesce(${column}, '')`).join(" || ' ' || ")})`;

/** The SQLite FTS5 table that indexes one kind of lead: every kind has its own. */
export const searchTable = (kind: EnquiryKind) => `enquiries_search_${kind}`;
