import { describe, expect, it } from 'vitest';
import { ENQUIRY_KINDS } from '../../../shared/enquiries.js';
import * as migration from '../../db/migrations/0002-report-search.js';
import * as wordsMigration from '../../db/migrations/0029-search-words.js';
import {
  SEARCH_COLUMNS,
  SEARCH_WORD_MIN,
  WORD_SEPARATORS,
  searchTable,
  searchableByWords,
} from './search.js';

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

  it('splits words by the same characters, and keeps the same shortest word, as the PostgreSQL triggers', () => {
    expect(`${WORD_SEPARATORS}+`).toBe(wordsMigration.SEPARATORS);
    expect(SEARCH_WORD_MIN).toBe(wordsMigration.WORD_MIN);
  });

  it('reads from the words table only a term that one word can hold', () => {
    for (const term of ['kulk', 'KULK', 'Kul', 'कुलकर्णी', 'ग्राम', 'Éric']) {
      expect(searchableByWords(term), term).toBe(true);
    }
    // Too short; a digit, space, sign or control character in it: searched by trigrams.
    for (const term of [
      'ku',
      'क',
      'kulk1',
      'kul kar',
      'a.b.c',
      'abc@',
      'ab_c',
      'ab%c',
      'ab\\c',
      'ab\u0000c',
      'ab-c',
      "o'neil",
    ]) {
      expect(searchableByWords(term), term).toBe(false);
    }
  });
});
