import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactForm } from '../../../shared/enquiries.js';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/message-codes.js';
import type { Database } from '../../db/tables.js';
import { buildTestApp, testDialect, type TestApp } from '../../test/helper.js';

const REFUSED = 'Refused Visitor';
const UNSTORABLE = 'Unstorable Visitor';

/**
 * The database refuses one visitor's lead as it is inserted, and takes another's but fails the
 * commit it is in: a foreign key checked at commit, to no lead.
 */
async function refuseOnSqlite(db: Kysely<Database>) {
  await sql`create trigger refuse_one before insert on enquiries when new.name = ${sql.lit(REFUSED)}
    begin select raise(abort, 'refused by the test'); end`.execute(db);
  await sql`create table commit_guard (
    enquiry_id integer references enquiries (id) deferrable initially deferred)`.execute(db);
  await sql`create trigger unstorable after insert on enquiries when new.name = ${sql.lit(UNSTORABLE)}
    begin insert into commit_guard (enquiry_id) values (-1); end`.execute(db);
}

/** The same on PostgreSQL: an error as the row is inserted, and one from a trigger run at commit. */
async function refuseOnPostgres(db: Kysely<Database>) {
  await sql`create function refuse_one() returns trigger language plpgsql as $$
    begin raise exception 'refused by the test'; end $$`.execute(db);
  await sql`create trigger refuse_one before insert on enquiries for each row
    when (new.name = ${sql.lit(REFUSED)}) execute function refuse_one()`.execute(db);
  await sql`create constraint trigger unstorable after insert on enquiries
    deferrable initially deferred for each row
    when (new.name = ${sql.lit(UNSTORABLE)}) execute function refuse_one()`.execute(db);
}

/**
 * Enquiries sent together over real HTTP (on SQLite they share one commit, db/group-commit.ts): a
 * lead the database refuses, as it is inserted or at its commit, is refused alone, and every
 * other lead is stored and answered 201.
 */
describe('enquiries stored together', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '100000' });
    await (testDialect === 'sqlite' ? refuseOnSqlite : refuseOnPostgres)(t.database.db);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('enquiries').execute();
  });

  let sent = 0;
  async function send(name: string) {
    sent += 1;
    const phone = `97${String(30000000 + sent).padStart(8, '0')}`;
    const response = await fetch(`${base}${contactForm.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: 'visitor@example.com',
        contact: phone,
        reason: 'Inquiry',
        message: `Enquiry ${sent}`,
      }),
    });
    return { name, phone, status: response.status, body: (await response.json()) as object };
  }

  const storedPhones = async () =>
    new Set(
      (await t.database.db.selectFrom('enquiries').select('phone').execute()).map(
        (row) => row.phone,
      ),
    );

  const sendTogether = (odd: string) =>
    Promise.all(
      Array.from({ length: 12 }, (_, index) => send(index === 5 ? odd : `Visitor ${index}`)),
    );

  it('refuses a lead the database refuses, and stores the leads sent with it', async () => {
    const answers = await sendTogether(REFUSED);
    for (const answer of answers) {
      if (answer.name === REFUSED) {
        expect(answer.status).toBe(500);
        expect(answer.body).toMatchObject({ message: INTERNAL_ERROR_MESSAGE });
      } else {
        expect(answer).toMatchObject({
          status: 201,
          body: { message: contactForm.toasts.success },
        });
      }
    }
    const stored = await storedPhones();
    expect(stored.size).toBe(11);
    for (const answer of answers) expect(stored.has(answer.phone)).toBe(answer.status === 201);
  });

  it('refuses only the lead that breaks the commit it shared, then stores the next', async () => {
    const answers = await sendTogether(UNSTORABLE);
    for (const answer of answers) {
      expect(answer.status).toBe(answer.name === UNSTORABLE ? 500 : 201);
    }
    const stored = await storedPhones();
    expect(stored.size).toBe(11);
    for (const answer of answers) expect(stored.has(answer.phone)).toBe(answer.status === 201);
    const next = await send('Visitor after');
    expect(next.status).toBe(201);
    expect((await storedPhones()).has(next.phone)).toBe(true);
  });
});
