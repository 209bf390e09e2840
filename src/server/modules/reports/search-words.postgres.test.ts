import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryKind } from '../../../shared/enquiries.js';
import type { DatabaseHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { clearUnusedSearchWords } from '../../db/search-vocabulary.js';
import type { Database } from '../../db/tables.js';
import { emptyTestDatabase } from '../../test/empty-database.js';
import { untilWaitingOnLock } from '../../test/lock-waits.js';
import { countLeadsUpTo, listLeads } from '../leads/repository.js';
import { MAX_SEARCH_WORDS, countReportRows, listReportRows, wordsHolding } from './repository.js';

// A search for letters alone is read on PostgreSQL from each lead's words (migration 0029), in
// date order, and any other from the trigram index. Both must find exactly what a plain
// substring search of the lead's text finds, in the same order, however the pages fall.

let database: DatabaseHandle;
let dispose: () => Promise<void>;
const db = () => database.db;

interface Stored {
  id: number;
  kind: EnquiryKind;
  created_at: number;
  text: string;
  lead: boolean;
}
let stored: Stored[] = [];

const SALES: EnquiryKind[] = ['finance', 'contact', 'product'];
const START = Date.UTC(2026, 10, 1);

/** What a search must find: the leads of `kinds` whose text holds `term`, newest first. */
function expected(
  term: string,
  kinds: EnquiryKind[],
  range: { start?: number; end?: number } = {},
) {
  const wanted = term.toLowerCase();
  return stored
    .filter(
      (row) =>
        row.lead &&
        kinds.includes(row.kind) &&
        row.text.toLowerCase().includes(wanted) &&
        (range.start === undefined || row.created_at >= range.start) &&
        (range.end === undefined || row.created_at < range.end),
    )
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
    .map((row) => row.id);
}

const FIRST = ['Asha', 'Manisha', 'Vaishali', 'Bhushan', 'Tushar', 'Omkar', 'कुलदीप', 'Éric'];
const LAST = ['Kulkarni', 'Shinde', 'Deshmukh', 'Kulkarnee', 'Pawar', 'कुलकर्णी'];

beforeAll(async () => {
  ({ database, dispose } = await emptyTestDatabase('search-words'));
  await migrateToLatest(database);
  // 600 leads over three kinds, two to a millisecond, so that pages fall between equal dates; a
  // name may hold the same stem twice ("Asha Manisha"), and some leads are repeats.
  const rows = Array.from({ length: 600 }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}${i % 11 === 0 ? ' Manisha' : ''}`;
    return {
      kind: SALES[(i * 5) % SALES.length]!,
      name,
      phone: `98${String(20_000_000 + i)}`,
      email: i % 3 === 0 ? `${name.split(' ')[0]!.toLowerCase()}.k${i}@mail.example` : null,
      model: i % 4 === 0 ? 'Honda Shine' : 'SP-125',
      created_at: START + Math.floor(i / 2) * 60_000,
    };
  });
  // Forty words that all hold "qqx", more than are merged by date: the trigram index answers.
  for (let i = 0; i < MAX_SEARCH_WORDS + 8; i++) {
    rows.push({
      kind: 'contact',
      name: `Qqx${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}yy Rao`,
      phone: `97${String(30_000_000 + i)}`,
      email: null,
      model: 'Dio',
      created_at: START + i * 1000,
    });
  }
  const ids = await db().insertInto('enquiries').values(rows).returning('id').execute();
  const repeats = await db()
    .insertInto('enquiries')
    .values(
      [3, 40, 77].map((i) => ({
        ...rows[i]!,
        repeat_of: ids[i]!.id,
        created_at: rows[i]!.created_at + 5,
      })),
    )
    .returning('id')
    .execute();
  const text = (row: (typeof rows)[number]) =>
    [row.name, row.phone, row.email ?? '', row.model, ''].join(' ');
  stored = [
    ...rows.map((row, i) => ({
      id: ids[i]!.id,
      kind: row.kind,
      created_at: row.created_at,
      text: text(row),
      lead: true,
    })),
    ...repeats.map((repeat, n) => {
      const row = rows[[3, 40, 77][n]!]!;
      return {
        id: repeat.id,
        kind: row.kind,
        created_at: row.created_at + 5,
        text: text(row),
        lead: false,
      };
    }),
  ];
});
afterAll(() => dispose());

/** Every page of a desk search of `kinds`, `size` to a page, and each page's count. */
async function deskPages(term: string, kinds: EnquiryKind[], size: number, range = {}) {
  const ids: number[] = [];
  for (let offset = 0; ; offset += size) {
    const filters = { kinds, search: term, ...range };
    const [page, count] = await Promise.all([
      listLeads(db(), 'postgres', filters, { limit: size, offset }),
      countLeadsUpTo(db(), 'postgres', filters, offset + size),
    ]);
    const all = expected(term, kinds, rangeMs(range));
    expect(count, `${term} at ${offset}`).toEqual(
      all.length > offset + size
        ? { total: offset + size, more: true }
        : { total: all.length, more: false },
    );
    ids.push(...page.map((lead) => lead.id));
    if (page.length < size) return ids;
  }
}

const rangeMs = (range: { from?: string; to?: string }) => ({
  start: range.from ? Date.parse(`${range.from}T00:00:00+05:30`) : undefined,
  end: range.to ? Date.parse(`${range.to}T00:00:00+05:30`) + 86_400_000 : undefined,
});

describe('a search read from the leads’ words', () => {
  it('looks up a term by the words that hold it, and only a term a word can hold', async () => {
    expect(await wordsHolding(db(), 'KULK')).toEqual(
      expect.arrayContaining(['kulkarni', 'kulkarnee']),
    );
    expect((await wordsHolding(db(), 'sha'))?.sort()).toEqual([
      'asha',
      'bhushan',
      'manisha',
      'tushar',
      'vaishali',
    ]);
    expect(await wordsHolding(db(), 'कुल')).toEqual(expect.arrayContaining(['कुलदीप', 'कुलकर्णी']));
    expect(await wordsHolding(db(), 'zzqz')).toEqual([]);
    expect(await wordsHolding(db(), 'qqx')).toBeUndefined();
    for (const term of ['ku', 'kul kar', '9820', 'k1@mail', 'sp-1']) {
      expect(await wordsHolding(db(), term), term).toBeUndefined();
    }
  });

  it('finds what the lead’s whole text holds, newest first, page after page, on the desk', async () => {
    const terms = ['kulk', 'KULKARN', 'sha', 'asha', 'arni', 'कुल', 'éric', 'mail', 'honda', 'zzqz'];
    // And terms the words cannot answer: spaces, digits and signs, and one held by many words.
    terms.push('kul kar', 'ni 98', '98200', '.k3', 'sp-1', 'qqx', 'qqxb');
    for (const term of terms) {
      for (const size of [7, 50]) {
        expect(await deskPages(term, SALES, size), `${term} by ${size}`).toEqual(
          expected(term, SALES),
        );
      }
      expect(await deskPages(term, ['contact', 'product'], 20), term).toEqual(
        expected(term, ['contact', 'product']),
      );
    }
  });

  it('keeps to a date range in the dealer’s days', async () => {
    const range = { from: '2026-11-01', to: '2026-11-01' };
    for (const term of ['kulk', 'sha', 'kul kar']) {
      expect(await deskPages(term, SALES, 30, range), term).toEqual(
        expected(term, SALES, rangeMs(range)),
      );
    }
  });

  it('counts and pages each report the same way, one kind at a time', async () => {
    for (const term of ['kulk', 'sha', 'कुल', 'qqx', 'kul kar']) {
      for (const kind of SALES) {
        const want = expected(term, [kind]);
        expect(await countReportRows(db(), 'postgres', kind, { search: term }), term).toBe(
          want.length,
        );
        const ids: number[] = [];
        for (let offset = 0; offset < want.length + 10; offset += 10) {
          const page = await listReportRows(
            db(),
            'postgres',
            kind,
            { search: term },
            { limit: 10, offset },
          );
          ids.push(...page.map((row) => row.id));
        }
        expect(ids, `${term} in ${kind}`).toEqual(want);
      }
    }
  });

  it('follows a lead’s edit, its removal, and a repeat that becomes a lead', async () => {
    const lead = stored.find((row) => row.lead && /^\S+ Kulkarni /.test(row.text))!;
    await db()
      .updateTable('enquiries')
      .set({ name: 'Omkar Zqzqwadkar' })
      .where('id', '=', lead.id)
      .execute();
    lead.text = lead.text.replace(/^\S+ Kulkarni/, 'Omkar Zqzqwadkar');
    expect(await deskPages('zqzqwad', SALES, 20)).toEqual([lead.id]);
    expect(await deskPages('kulkarni', SALES, 20)).toEqual(expected('kulkarni', SALES));
    expect(expected('kulkarni', SALES)).not.toContain(lead.id);

    const repeat = stored.find((row) => !row.lead)!;
    const original = stored.find((row) => row.lead && row.text === repeat.text)!;
    const word = repeat.text.split(' ')[1]!;
    expect(await deskPages(word, SALES, 50)).not.toContain(repeat.id);
    await db().deleteFrom('enquiries').where('id', '=', original.id).execute();
    // Its repeat is a lead of its own once the lead it repeated is gone (its key is set free).
    stored = stored.filter((row) => row !== original);
    repeat.lead = true;
    const found = await deskPages(word, SALES, 50);
    expect(found).toEqual(expected(word, SALES));
    expect(found).toContain(repeat.id);
    expect(found).not.toContain(original.id);
  });
});

describe('clearing the words no lead holds', () => {
  const storeLead = (trx: Kysely<Database>, name: string) =>
    trx
      .insertInto('enquiries')
      .values({ kind: 'contact', name, phone: '9822999000', created_at: START })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const desk = (term: string) =>
    listLeads(db(), 'postgres', { kinds: SALES, search: term }, { limit: 10, offset: 0 });

  it('takes out the words of leads erased by hand, and no other', async () => {
    const id = await storeLead(db(), 'Zyxwvut Erasable');
    expect(await wordsHolding(db(), 'zyxw')).toEqual(['zyxwvut']);
    await db().deleteFrom('enquiries').where('id', '=', id).execute();
    expect(await desk('zyxw')).toEqual([]);
    expect(await wordsHolding(db(), 'zyxw')).toEqual(['zyxwvut']);

    expect(await clearUnusedSearchWords(db())).toBe(2);
    expect(await wordsHolding(db(), 'zyxw')).toEqual([]);
    expect(await wordsHolding(db(), 'erasab')).toEqual([]);
    expect(await wordsHolding(db(), 'kulkarn')).toEqual(
      expect.arrayContaining(['kulkarni', 'kulkarnee']),
    );
  });

  it('keeps the word of a lead stored while it runs: the lead waits, then is found', async () => {
    const gone = await storeLead(db(), 'Qwertyuio Once');
    await db().deleteFrom('enquiries').where('id', '=', gone).execute();
    // A lead with the same word is being stored: it found the word in the vocabulary already.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let stored!: number;
    const storing = db()
      .transaction()
      .execute(async (trx) => {
        stored = await storeLead(trx, 'Qwertyuio Again');
        await committed;
      });
    while (stored === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
    let cleared = false;
    const clearing = clearUnusedSearchWords(db()).finally(() => (cleared = true));
    // Until the clearing waits for the lead's transaction to end (or, wrongly, is done already).
    await untilWaitingOnLock(db(), () => cleared);
    commit();
    await storing;
    await clearing;
    expect(await wordsHolding(db(), 'qwerty')).toEqual(['qwertyuio']);
    expect((await desk('qwerty')).map((lead) => lead.id)).toEqual([stored]);
  });
});
