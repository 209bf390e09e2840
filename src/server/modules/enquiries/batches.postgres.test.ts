import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactForm } from '../../../shared/enquiries.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { STORED_LEAD_COLUMNS } from '../../db/lead-columns.js';
import { storeLeads } from './repository.js';

// PostgreSQL stores the leads that arrive together in one statement (migration 0022): a
// *.postgres.test.ts file runs in the PostgreSQL project only (vitest.config.ts).
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '100000' });
  // Which transaction stored each lead: a subtransaction's row has an xmin of its own, so the
  // top-level transaction's id is written down as the row goes in.
  const { db } = t.database;
  await sql`create table lead_transactions (lead_id integer, transaction_id bigint)`.execute(db);
  await sql`create function note_transaction() returns trigger language plpgsql as $$
    begin insert into lead_transactions values (new.id, txid_current()); return new; end
    $$`.execute(db);
  await sql`create trigger note_transaction after insert on enquiries for each row
    execute function note_transaction()`.execute(db);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

let sent = 0;
async function send(fields: { name?: string; message?: string } = {}) {
  sent += 1;
  const contact = `96${String(40000000 + sent).padStart(8, '0')}`;
  const response = await fetch(`${base}${contactForm.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: fields.name ?? `Visitor ${sent}`,
      email: 'visitor@example.com',
      contact,
      reason: 'Inquiry',
      message: fields.message ?? `Enquiry ${sent}`,
    }),
  });
  return { contact, status: response.status };
}

describe('leads stored in batches on PostgreSQL', () => {
  it('stores leads sent together in fewer transactions than leads, every one of them', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => send()));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const { rows } = await sql<{ transactions: number; leads: number }>`
      select count(distinct transaction_id)::int as transactions, count(*)::int as leads
      from enquiries join lead_transactions on lead_id = enquiries.id
      where phone = any (${answers.map((answer) => answer.contact)}::text[])`.execute(
      t.database.db,
    );
    expect(rows[0]?.leads).toBe(16);
    expect(rows[0]?.transactions).toBeLessThan(16);
  });

  it('stores half an emoji as the replacement character, as a lone lead would be', async () => {
    const { contact, status } = await send({ message: 'Call me \ud83d please' });
    expect(status).toBe(201);
    const row = await t.database.db
      .selectFrom('enquiries')
      .select('message')
      .where('phone', '=', contact)
      .executeTakeFirstOrThrow();
    expect(row.message).toBe('Call me \ufffd please');
  });

  it('refuses to send a lead with a column the statement would not write', async () => {
    const lead = {
      kind: 'contact' as const,
      name: 'Odd Visitor',
      phone: '9650000001',
      created_at: Date.now(),
      fingerprint: 'odd',
      status: 'won' as const,
    };
    await expect(
      storeLeads(t.database.db, [{ lead, since: 0, roles: [], alert: null, link: '' }], null),
    ).rejects.toThrow('a lead cannot store status');
    const stored = await t.database.db
      .selectFrom('enquiries')
      .select('id')
      .where('phone', '=', lead.phone)
      .execute();
    expect(stored).toEqual([]);
  });

  it('writes every column it lets a lead through with', async () => {
    const lead = {
      kind: 'product' as const,
      name: 'Every Column',
      email: 'every@example.com',
      phone: '9650000002',
      model: 'Shine',
      message: 'All of them',
      registration_no: 'MH12AB1234',
      year_of_purchase: 2021,
      service_type: 'Paid Service',
      booking_date: '2026-12-01',
      entered_model: 'Other bike',
      loan_amount: 50000,
      colour: 'Red',
      variant: 'Drum',
      reason: 'Inquiry',
      agreed: 1,
      channels: '{"sms":true}',
      ip: '203.0.113.9',
      created_at: 1_700_000_000_000,
      on_road_price: 91234,
      fingerprint: 'every',
    };
    expect(new Set(Object.keys(lead))).toEqual(STORED_LEAD_COLUMNS);
    const [stored] = await storeLeads(
      t.database.db,
      [{ lead, since: 0, roles: [], alert: null, link: '' }],
      null,
    );
    if (!stored || stored instanceof Error) throw stored ?? new Error('no answer');
    const row = await t.database.db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject(lead);
  });
});
