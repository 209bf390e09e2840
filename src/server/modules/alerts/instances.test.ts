import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOnSameDatabase, buildTestApp, signIn, type TestApp } from '../../test/helper.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';

/**
 * Two app instances on one database, each with its alert worker running, as two servers behind a
 * load balancer would be: every alert is sent once, and one morning digest is written a day.
 */

const HOUR = 60 * 60 * 1000;
/** 08:00 IST on Monday 2 March 2026, an hour before the morning digest. */
const MONDAY_8AM = Date.UTC(2026, 2, 2, 2, 30);

let smtp: TestSmtpServer;
let a: TestApp;
let b: TestApp;

const setClocks = (now: number) => {
  a.clock.now = now;
  b.clock.now = now;
};

const contact = (app: TestApp, phone: string, name = 'Visitor') =>
  app.app.inject({
    method: 'POST',
    url: '/contact',
    payload: { name, email: 'v@example.com', contact: phone, reason: 'Inquiry', message: 'Hi' },
  });

async function until(done: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  a = await buildTestApp({
    SMTP_URL: smtp.url,
    ALERT_EMAIL_FROM: 'alerts@dealer.example',
    ALERT_EMAIL_TO: 'leads@dealer.example',
    ENQUIRY_RATE_LIMIT: '1000',
  });
  // Sunday 08:00 IST: before that day's digest, so the first test sees lead alerts only.
  a.clock.now = MONDAY_8AM - 24 * HOUR;
  b = await buildAppOnSameDatabase(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await smtp.stop();
});

describe('two instances on one database', () => {
  it('send each of 20 alerts exactly once with both workers running', async () => {
    const phones = Array.from({ length: 20 }, (_, i) => `98220${String(10000 + i)}`);
    const answers = await Promise.all(phones.map((phone, i) => contact(i % 2 ? a : b, phone)));
    expect(answers.map((r) => r.statusCode)).toEqual(phones.map(() => 201));
    await until(() => smtp.messages.length >= 20);
    // Both workers keep polling; a duplicate would arrive within a few rounds.
    await new Promise((r) => setTimeout(r, 2500));
    const sentPhones = smtp.messages.map((m) => /Phone: (\d+)/.exec(m.text)?.[1]);
    expect(sentPhones.sort()).toEqual([...phones].sort());
  });

  it('write one morning digest a day, listing overdue follow-ups and yesterday’s leads by status', async () => {
    // The leads above came yesterday at 08:00 IST; one of them is overdue since 18:00.
    const overdue = await a.database.db
      .selectFrom('enquiries')
      .select('id')
      .where('phone', '=', '9822010003')
      .executeTakeFirstOrThrow();
    await a.database.db
      .updateTable('enquiries')
      .set({ next_follow_up_at: MONDAY_8AM - 14 * HOUR })
      .where('id', '=', overdue.id)
      .execute();
    smtp.messages.length = 0;

    setClocks(MONDAY_8AM);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages).toEqual([]);

    setClocks(MONDAY_8AM + HOUR);
    await until(() => smtp.messages.length >= 1);
    await new Promise((r) => setTimeout(r, 2500));
    expect(smtp.messages).toHaveLength(1);
    const [digest] = smtp.messages;
    expect(digest?.subject).toBe('Morning digest 02/03/2026: 20 leads yesterday');
    expect(digest?.recipients[0]).toBe('leads@dealer.example');
    expect(digest?.text).toContain('Overdue follow-ups: 1');
    expect(digest?.text).toContain(
      'Contact Us: Visitor, 9822010003, due 01/03/2026 18:00:00, unassigned',
    );
    expect(digest?.text).toContain('Leads received on 01/03/2026: 20');
    expect(digest?.text).toContain('Contact Us: 20 (New 20)');

    const owner = await signIn(a);
    const list = await a.app.inject({ url: '/api/alerts', headers: { cookie: owner } });
    expect(list.json().data.filter((row: { kind: string }) => row.kind === 'digest')).toHaveLength(
      1,
    );

    // Later the same day nothing more; the next morning the next digest.
    setClocks(MONDAY_8AM + 10 * HOUR);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages).toHaveLength(1);
    setClocks(MONDAY_8AM + 25 * HOUR);
    await until(() => smtp.messages.length === 2);
    expect(smtp.messages[1]?.subject).toBe('Morning digest 03/03/2026: 0 leads yesterday');
  });
});
