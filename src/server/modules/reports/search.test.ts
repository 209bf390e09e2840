import { describe, expect, it } from 'vitest';
import { ENQUIRY_KINDS } from '../../../shared/enquiries.js';
import * as migration from '../../db/migrations/0002-report-search.js';
import { SEARCH_COLUMNS, searchTable } from './search.js';

// Migration 0002 built the search indexes from its own frozen copy of these; a query finds its
// index only while the live copy says exactly the same.
describe('report search', () => {
  it('falls back to LIKE on the same columns the SQLite indexes hold', () => {
    expect(SEARCH_COLUMNS).toEqual(migration.SEARCH_COLUMNS);
  });

  it('searches each kind of lead in the SQLite index built for that kind', () => {
    expect([...migration.SEARCH_KINDS].sort()).toEqual([...ENQUIRY_KINDS].sort());
    for (const kind of ENQUIRY_KINDS) expect(searchTable(kind)).toBe(migration.searchTable(kind));
  });
});
