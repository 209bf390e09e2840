import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SETTINGS_MESSAGES, type LeadSettings } from '../../../shared/lead-settings.js';
import { STAFF_MESSAGES } from '../../../shared/staff.js';
import { buildTestApp, signedInTestApp, signIn, type TestApp } from '../../test/helper.js';
import { postLead, setAutoAssign } from '../../test/leads.js';
import { startSmtpServer } from '../../test/smtp.js';
import { createStaffAccount } from '../../test/staff-accounts.js';

let t: TestApp;
let owner: string;
let sales: string;

beforeAll(async () => {
  ({ t, cookie: owner } = await signedInTestApp());
  sales = await createStaffAccount(t, owner, { userId: 'desk-sales', role: 'sales' });
});
afterAll(() => t.close());

const read = (cookie = owner) => t.app.inject({ url: '/api/lead-settings', headers: { cookie } });
const write = (payload: unknown, cookie = owner) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/lead-settings',
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  });

async function settings(): Promise<LeadSettings> {
  const response = await read();
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LeadSettings;
}

async function assigneeOf(id: number): Promise<number | null> {
  const row = await t.database.db
    .selectFrom('enquiries')
    .select('assignee_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.assignee_id;
}

async function auditEvents() {
  const response = await t.app.inject({
    url: '/api/activity?page=1&limit=100&action=lead-settings',
    headers: { cookie: owner },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { user_id: string; target: string; summary: string }[] }).data;
}

describe('the lead settings', () => {
  it('start with automatic assignment on', async () => {
    expect((await settings()).autoAssign).toBe(true);
  });

  it('leave a new lead unassigned once the owner switches assignment off, and assign it again once on', async () => {
    const off = await write({ autoAssign: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: LEAD_SETTINGS_MESSAGES.autoAssignOff });
    expect((await settings()).autoAssign).toBe(false);
    expect(await assigneeOf(await postLead(t, 'finance'))).toBeNull();

    const on = await write({ autoAssign: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ message: LEAD_SETTINGS_MESSAGES.autoAssignOn });
    expect((await settings()).autoAssign).toBe(true);
    expect(await assigneeOf(await postLead(t, 'finance'))).not.toBeNull();
  });

  it('record each change in the audit trail, newest first, with who made it', async () => {
    const before = (await auditEvents()).length;
    await write({ autoAssign: false });
    const events = await auditEvents();
    expect(events).toHaveLength(before + 1);
    expect(events[0]).toMatchObject({
      user_id: 'admin',
      target: 'lead settings',
      summary: 'automatic assignment: on → off',
    });
    await write({ autoAssign: true });
  });

  it('refuse a body without a true or false switch with 400, changing nothing', async () => {
    const before = await auditEvents();
    for (const payload of [{}, { autoAssign: 'off' }, { autoAssign: null }]) {
      const response = await write(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        errors: { autoAssign: LEAD_SETTINGS_MESSAGES.autoAssignRequired },
      });
    }
    expect(await auditEvents()).toEqual(before);
    expect((await settings()).autoAssign).toBe(true);
  });

  it('are the owner’s alone: a sales account gets 403 on both calls', async () => {
    for (const response of [await read(sales), await write({ autoAssign: false }, sales)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: STAFF_MESSAGES.forbidden });
    }
    expect((await settings()).autoAssign).toBe(true);
  });

  it('say that e-mail alerts are off while SMTP_URL, ALERT_EMAIL_FROM and ALERT_EMAIL_TO are unset', async () => {
    expect((await settings()).alerts).toEqual({ configured: false, to: null, from: null });
  });

  it('are what the test helper switches', async () => {
    await setAutoAssign(t, false);
    expect((await settings()).autoAssign).toBe(false);
    await setAutoAssign(t, true);
    expect((await settings()).autoAssign).toBe(true);
  });
});

describe('the lead settings with e-mail alerts configured', () => {
  it('say alerts are on, with the addresses they are sent from and to, and never the SMTP address', async () => {
    const smtp = await startSmtpServer();
    const mailed = await buildTestApp({
      SMTP_URL: smtp.url,
      ALERT_EMAIL_FROM: 'alerts@dealer.example',
      ALERT_EMAIL_TO: 'leads@dealer.example',
    });
    try {
      const response = await mailed.app.inject({
        url: '/api/lead-settings',
        headers: { cookie: await signIn(mailed) },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        autoAssign: true,
        alerts: { configured: true, to: 'leads@dealer.example', from: 'alerts@dealer.example' },
      });
      expect(response.body).not.toContain(smtp.url);
    } finally {
      await mailed.close();
      await smtp.stop();
    }
  });
});
