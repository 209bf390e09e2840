import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_KINDS } from '../../../shared/enquiries.js';
import type { EnquiryKind } from '../../db/tables.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const lead = (kind: string) => ({
  kind: kind as EnquiryKind,
  name: 'Kiran Pawar',
  phone: '9822000140',
  created_at: Date.now(),
});

// The table's check constraint (migration 0001) lists the kinds again in SQL, frozen; a kind
// added to the forms without a migration would be refused on every submission.
describe('the enquiries table', () => {
  it('stores a lead of every kind the forms are described by', async () => {
    for (const kind of ENQUIRY_KINDS) {
      await t.database.db.insertInto('enquiries').values(lead(kind)).execute();
    }
    const stored = await t.database.db
      .selectFrom('enquiries')
      .select('kind')
      .where('phone', '=', '9822000140')
      .execute();
    expect(stored.map((row) => row.kind).sort()).toEqual([...ENQUIRY_KINDS].sort());
  });

  it('refuses a kind the forms do not know', async () => {
    await expect(
      t.database.db.insertInto('enquiries').values(lead('visit')).execute(),
    ).rejects.toThrow(/check constraint|CHECK/i);
  });
});
