import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '../../../shared/alerts.js';
import type { LeadDetail } from '../../../shared/leads.js';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { createStaffAccount } from '../../test/staff-accounts.js';
import { afterFailure, retryDelayMs, RETRY_WINDOW_MS } from './service.js';

/** 08:00 IST on a Monday: before the morning digest, so only lead alerts are sent. */
const MORNING = Date.UTC(2026, 2, 2, 2, 30);
const MAIL = { ALERT_EMAIL_FROM: 'alerts@dealer.example', ALERT_EMAIL_TO: 'leads@dealer.example' };

const FINANCE = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  contact: '9822000111',
  loanAmount: 150000,
  model: 'Shine',
  message: 'Three years, please.',
  agreed: true,
};

let smtp: TestSmtpServer;
let t: TestApp;
let owner: string;

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const postFinance = (app: TestApp, contact = FINANCE.contact) =>
  app.app.inject({ method: 'POST', url: '/finance', payload: { ...FINANCE, contact } });

const listAlerts = async (query = '') => {
  const response = await t.app.inject({ url: `/api/alerts${query}`, headers: { cookie: owner } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: number; status: string; attempts: number; lastError: string | null }[];
    totalRecords: number;
    configured: boolean;
  };
};

describe('with e-mail alerts configured', () => {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({
      ...MAIL,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://dealer.example',
    });
    t.clock.now = MORNING;
    owner = await signIn(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it('mails a new lead to ALERT_EMAIL_TO with its kind, name, phone, model, message and link', async () => {
    const response = await postFinance(t);
    expect(response.statusCode).toBe(201);
    const [mail] = await until(
      () => smtp.messages,
      (messages) => messages.length > 0,
    );
    const { data } = await until(
      () => listAlerts(),
      (list) => list.data[0]?.status === 'sent',
    );
    const leadId = (data[0] as unknown as { leadId: number }).leadId;
    expect(mail).toMatchObject({
      from: MAIL.ALERT_EMAIL_FROM,
      recipients: [MAIL.ALERT_EMAIL_TO],
      subject: 'New Finance Enquiry: Asha Patil, Shine',
    });
    expect(mail?.text).toContain('Kind: Finance Enquiry');
    expect(mail?.text).toContain('Name: Asha Patil');
    expect(mail?.text).toContain('Phone: 9822000111');
    expect(mail?.text).toContain('Model: Shine');
    expect(mail?.text).toContain('Message: Three years, please.');
    expect(mail?.text).toContain('Received: 02/03/2026 08:00:00 IST');
    expect(mail?.text).toContain(
      `Open the lead: http://dealer.example/admin/dashboard/leads?lead=${leadId}`,
    );
    expect(data[0]).toMatchObject({ kind: 'lead_alert', status: 'sent', attempts: 0 });
  });

  it('stores and mails a lead whose message ends in half an emoji, as a phone may cut one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/finance',
      payload: { ...FINANCE, contact: '9822000333', message: 'Call me after 6 \ud83d' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await until(
      () => smtp.messages,
      (messages) => messages.some((mail) => mail.text.includes('Phone: 9822000333')),
    );
    const mail = mails.find((m) => m.text.includes('Phone: 9822000333'));
    expect(mail?.text).toContain('Message: Call me after 6');
  });

  it('sends nothing for a repeat of a lead', async () => {
    const before = (await listAlerts()).totalRecords;
    await postFinance(t, '9822000222');
    await until(
      () => smtp.messages,
      (messages) => messages.length === 1,
    );
    expect((await postFinance(t, '9822000222')).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(1);
    expect((await listAlerts()).totalRecords).toBe(before + 1);
  });

  it('sends while leads keep arriving faster than its wake-up delay, not only after a lull', async () => {
    // A busy hour: a lead every 10 ms. Each queued alert must not postpone the worker again.
    const deadline = Date.now() + 5000;
    let posted = 0;
    for (let i = 0; smtp.messages.length === 0 && Date.now() < deadline; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/finance',
        payload: { ...FINANCE, contact: `98230${String(i).padStart(5, '0')}` },
        remoteAddress: `10.9.${Math.floor(i / 250)}.${i % 250}`,
      });
      expect(response.statusCode, response.body).toBe(201);
      posted += 1;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(smtp.messages.length).toBeGreaterThan(0);
    // The rest follow; none is left to arrive during the next test.
    await until(
      () => smtp.messages,
      (messages) => messages.length === posted,
    );
  });

  /** A sales account with an e-mail address (`userId`@dealer.example), created by the owner. */
  async function createSalesAccount(userId: string, userName: string, mobileNo: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: { cookie: owner },
      payload: { userId, userName, mobileNo, email: `${userId}@dealer.example`, role: 'sales' },
    });
    expect(created.statusCode, created.body).toBe(201);
  }

  it('copies the assignee when the lead is assigned to an account with an e-mail address', async () => {
    await createSalesAccount('ravi', 'Ravi Jadhav', '9876543210');
    await postFinance(t, '9822000333');
    const [mail] = await until(
      () => smtp.messages,
      (messages) => messages.length > 0,
    );
    expect(mail?.recipients).toEqual([MAIL.ALERT_EMAIL_TO, 'ravi@dealer.example']);
    expect(mail?.cc).toBe('ravi@dealer.example');
  });

  it('copies whoever holds the lead when the alert goes out, not whoever had it when it came', async () => {
    await createSalesAccount('meera', 'Meera Kulkarni', '9876543211');
    await smtp.stop();
    let newHolder = '';
    try {
      await postFinance(t, '9822000334');
      const pending = await until(
        () => listAlerts('?status=pending'),
        (list) => list.data.some((row) => row.attempts === 1),
      );
      const { leadId } = pending.data[0] as unknown as { leadId: number };
      const lead = await t.app.inject({ url: `/api/leads/${leadId}`, headers: { cookie: owner } });
      const holder = (lead.json() as LeadDetail).lead.assignee?.userId;
      expect(['ravi', 'meera']).toContain(holder);
      const reassigned = await t.app.inject({
        method: 'PATCH',
        url: `/api/leads/${leadId}`,
        headers: { cookie: owner },
        payload: { assignee: holder === 'ravi' ? 'meera' : 'ravi' },
      });
      expect(reassigned.statusCode, reassigned.body).toBe(200);
      newHolder = holder === 'ravi' ? 'meera@dealer.example' : 'ravi@dealer.example';
    } finally {
      await smtp.start();
    }
    t.clock.now += retryDelayMs(1);
    const [mail] = await until(
      () => smtp.messages,
      (messages) => messages.length === 1,
    );
    expect(mail?.text).toContain('Phone: 9822000334');
    expect(mail?.cc).toBe(newHolder);
  });

  it('keeps an alert pending with its error while the SMTP server is down, and sends it once it is back', async () => {
    await smtp.stop();
    try {
      await postFinance(t, '9822000444');
      const failed = await until(
        () => listAlerts('?status=pending'),
        (list) => list.data.some((row) => row.attempts === 1),
      );
      expect(failed.data[0]).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed.data[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await smtp.start();
    }
    // Not before its next try (30 s later on the app's clock), then sent.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages).toHaveLength(0);
    t.clock.now += retryDelayMs(1);
    await until(
      () => smtp.messages,
      (messages) => messages.length === 1,
    );
    expect(smtp.messages[0]?.text).toContain('Phone: 9822000444');
    // The worker marks the row sent just after the server took the message.
    await until(
      () => listAlerts('?status=pending'),
      (list) => list.totalRecords === 0,
    );
  });

  it('lets the owner send a failed alert again: it is due at once and sent', async () => {
    await smtp.stop();
    try {
      await postFinance(t, '9822000555');
      await until(
        () => listAlerts('?status=pending'),
        (list) => list.data.some((row) => row.attempts === 1),
      );
      // A day later the last try fails for good (and the owner signs in again).
      t.clock.now += RETRY_WINDOW_MS;
      owner = await signIn(t);
      const failed = await until(
        () => listAlerts('?status=failed'),
        (list) => list.totalRecords === 1,
      );
      expect(failed.data[0]).toMatchObject({ status: 'failed', attempts: 2 });
    } finally {
      await smtp.start();
    }
    const id = (await listAlerts('?status=failed')).data[0]?.id as number;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/${id}/resend`,
      headers: { cookie: owner },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: ALERT_MESSAGES.resent });
    await until(
      () => smtp.messages,
      (messages) => messages.length === 1,
    );
    expect(smtp.messages[0]?.text).toContain('Phone: 9822000555');
    const activity = await t.app.inject({
      url: '/api/activity?page=1&limit=10&action=alert-resend',
      headers: { cookie: owner },
    });
    expect(activity.json().data).toMatchObject([
      { user_id: 'admin', action: 'alert-resend', target: `alert ${id}` },
    ]);
    expect(activity.json().data[0].summary).toMatch(/^lead \d+: failed → pending$/);

    await until(
      () => listAlerts('?status=sent'),
      (list) => list.data.some((row) => row.id === id),
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/${id}/resend`,
      headers: { cookie: owner },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ALERT_MESSAGES.alreadySent });
  });

  it('answers 404 for an unknown alert and 400 for a bad id or filter, changing nothing', async () => {
    const before = await listAlerts();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/999999/resend',
      headers: { cookie: owner },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: ALERT_MESSAGES.notFound });
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/abc/resend',
      headers: { cookie: owner },
    });
    expect(badId.statusCode).toBe(400);
    const badStatus = await t.app.inject({
      url: '/api/alerts?status=lost',
      headers: { cookie: owner },
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors).toEqual({ status: 'Please choose pending, sent or failed' });
    const badPage = await t.app.inject({ url: '/api/alerts?page=0', headers: { cookie: owner } });
    expect(badPage.statusCode).toBe(400);
    expect(await listAlerts()).toEqual(before);
  });

  it('lists alerts newest first, 20 a page, filtered by status, and says alerts are configured', async () => {
    const all = await listAlerts();
    expect(all.configured).toBe(true);
    expect(all.totalRecords).toBeGreaterThanOrEqual(5);
    const ids = all.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const sent = await listAlerts('?status=sent');
    expect(sent.data.every((row) => row.status === 'sent')).toBe(true);
    expect((await listAlerts('?page=2')).data).toEqual([]);
  });

  it('refuses the list and the resend to a sales account', async () => {
    const sales = await createStaffAccount(t, owner, { userId: 'sales-alerts', role: 'sales' });
    expect(
      (await t.app.inject({ url: '/api/alerts', headers: { cookie: sales } })).statusCode,
    ).toBe(403);
  });
});

describe('with e-mail alerts off', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t);
  });
  afterAll(() => t.close());

  it('stores a lead and queues no alert; the list says alerts are not configured', async () => {
    expect((await postFinance(t, '9822000666')).statusCode).toBe(201);
    expect(await listAlerts()).toEqual({ data: [], totalRecords: 0, configured: false });
  });

  it('counts the same rows its page shows while alerts change status underneath', async () => {
    // Rows as the worker leaves them; the worker's own moves are played here, faster than it would.
    const { db } = t.database;
    const rows = await db
      .insertInto('outbox')
      .values(
        [1, 2, 3].map((n) => ({
          created_at: Date.now() - n,
          kind: 'lead_alert' as const,
          lead_id: null,
          payload: '{}',
          status: 'failed' as const,
          next_attempt_at: 0,
          claimed_until: null,
          last_error: 'connect ECONNREFUSED',
          sent_at: null,
        })),
      )
      .returning('id')
      .execute();
    const moving = rows[0]?.id as number;
    for (let round = 0; round < 150; round += 1) {
      const status = round % 2 === 0 ? 'pending' : 'failed';
      const [, failed] = await Promise.all([
        db.updateTable('outbox').set({ status }).where('id', '=', moving).execute(),
        listAlerts('?status=failed'),
      ]);
      expect(failed.data).toHaveLength(failed.totalRecords);
    }
    // A page past the end has no row to carry the total, and still tells it.
    expect(await listAlerts('?page=2')).toMatchObject({ data: [], totalRecords: 3 });
  });
});

describe('retry timing', () => {
  it('waits 30 s, 1 min, 2 min … and at most an hour between tries', () => {
    expect([1, 2, 3, 4, 8, 9, 20].map(retryDelayMs)).toEqual(
      [30, 60, 120, 240, 3840, 3600, 3600].map((s) => Math.min(s, 3600) * 1000),
    );
  });

  it('gives up once the next try would fall more than 24 hours after the alert was written', () => {
    const row = { created_at: 0, attempts: 3 };
    expect(afterFailure(row, 1000)).toEqual({ status: 'pending', nextAttemptAt: 1000 + 240_000 });
    expect(afterFailure(row, RETRY_WINDOW_MS - 240_000)).toMatchObject({ status: 'pending' });
    expect(afterFailure(row, RETRY_WINDOW_MS - 239_999)).toMatchObject({ status: 'failed' });
  });
});
