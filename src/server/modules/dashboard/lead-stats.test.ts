import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAD_STATS_MESSAGES,
  LEAD_STATS_TOP_MODELS,
  OTHER_MODELS,
  type LeadStats,
} from '../../../shared/lead-stats.js';
import { FINANCE_MODELS, modelName } from '../../../shared/enquiry-forms.js';
import { LEAD_STATUSES } from '../../../shared/leads.js';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.js';
import { postLead, setAutoAssign } from '../../test/leads.js';
import { createStaffAccount, ownPassword, signInAs } from '../../test/staff-accounts.js';

let t: TestApp;
const cookie = {} as Record<'owner' | 'asha' | 'chetan', string>;
type Who = keyof typeof cookie;

/** An instant given as IST wall-clock time. */
const ist = (text: string) => Date.parse(`${text}+05:30`);

/** Moves the clock to an IST wall-clock time and signs everyone in again (sessions idle out). */
async function at(text: string) {
  t.clock.now = ist(text);
  cookie.owner = await signIn(t);
  cookie.asha = await signInAs(t, 'asha', ownPassword('asha'));
  cookie.chetan = await signInAs(t, 'chetan', ownPassword('chetan'));
}

async function patch(id: number, body: object) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/leads/${id}`,
    payload: body,
    headers: { cookie: cookie.owner },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function stats(who: Who, query = '') {
  const response = await t.app.inject({
    url: `/api/dashboard/leads${query}`,
    headers: { cookie: cookie[who] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LeadStats;
}

/** A finance enquiry sent twice within minutes: the second is stored as a repeat of the first. */
async function postTwice() {
  const payload = {
    name: 'Twice Sent',
    email: '',
    contact: '9822333444',
    model: 'Shine',
    loanAmount: 90000,
    message: 'Pressed send twice',
    agreed: true,
  };
  for (const _ of [1, 2]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/finance',
      payload,
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}

const countsOf = <K extends string>(rows: Array<Record<K, string> & { count: number }>, key: K) =>
  Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [row[key], row.count]));

let serviceModel: string;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = ist('2026-11-18T09:00:00');
  cookie.owner = await signIn(t);
  await setAutoAssign(t, false);
  await createStaffAccount(t, cookie.owner, { userId: 'asha', role: 'sales' });
  await createStaffAccount(t, cookie.owner, { userId: 'chetan', role: 'service' });

  // Wednesday 18 November: answered in 30 minutes, then lost. Before the last 7 days.
  await at('2026-11-18T10:00:00');
  const a = await postLead(t, 'finance', { model: 'Shine' });
  await at('2026-11-18T10:30:00');
  await patch(a, { status: 'contacted' });
  await patch(a, { status: 'lost', lostReason: 'price' });

  // Friday 20 November: answered in 10 minutes and given to asha.
  await at('2026-11-20T10:00:00');
  const b = await postLead(t, 'finance', { model: 'Unicorn' });
  await at('2026-11-20T10:10:00');
  await patch(b, { status: 'contacted', assignee: 'asha' });

  // Sunday 22 November: a service booking nobody has touched.
  await at('2026-11-22T12:00:00');
  const s1 = await postLead(t, 'service');

  // Tuesday 24 November: answered in 20 minutes, follow-up due tomorrow 10:30.
  await at('2026-11-24T10:00:00');
  const c = await postLead(t, 'finance', { model: 'Shine' });
  await at('2026-11-24T10:20:00');
  await patch(c, { status: 'follow_up', nextFollowUpAt: '2026-11-25T10:30:00+05:30' });

  // Wednesday 25 November (today): answered in 5 and 8 minutes; a service booking; a repeat.
  await at('2026-11-25T09:40:00');
  const d = await postLead(t, 'finance', { model: 'Shine' });
  await at('2026-11-25T09:45:00');
  await patch(d, { status: 'contacted' });
  await at('2026-11-25T09:50:00');
  const e = await postLead(t, 'finance', { model: 'Unicorn' });
  await at('2026-11-25T09:58:00');
  await patch(e, { status: 'contacted' });
  await at('2026-11-25T10:00:00');
  await postLead(t, 'service');
  await postTwice();

  // The service form stores the model's slug; the chart names it.
  serviceModel = modelName(
    (
      await t.database.db
        .selectFrom('enquiries')
        .select('model')
        .where('id', '=', s1)
        .executeTakeFirstOrThrow()
    ).model as string,
  );
  expect(serviceModel).toBe('Honda Activa 6G');
  await at('2026-11-25T11:00:00');
});
afterAll(() => t.close());

describe('GET /api/dashboard/leads', () => {
  it("gives an owner today's workload and first-response medians over every desk", async () => {
    const owner = await stats('owner');
    expect(owner).toMatchObject({
      newToday: 4,
      // Open and nobody's: C, D, E, the two service bookings and the twice-sent lead.
      unassigned: 6,
      overdue: 1,
      // Today 5 and 8; the last 7 days add 10 and 20 (the 30 of the 18th is older).
      medianFirstResponse: { today: 6.5, last7Days: 9 },
    });
  });

  it('splits the last 30 days by status in flow order, by kind, per day and per model', async () => {
    const owner = await stats('owner');
    expect(owner.range).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(owner.byStatus.map((row) => row.status)).toEqual([
      'new',
      'contacted',
      'follow_up',
      'test_ride_booked',
      'test_ride_done',
      'booked',
      'scheduled',
      'won',
      'done',
      'lost',
      'cancelled',
    ]);
    expect(countsOf(owner.byStatus, 'status')).toEqual({
      new: 3,
      contacted: 3,
      follow_up: 1,
      lost: 1,
    });
    expect(owner.byKind).toHaveLength(9);
    expect(countsOf(owner.byKind, 'kind')).toEqual({ finance: 6, service: 2 });
    expect(owner.perDay).toHaveLength(30);
    expect(owner.perDay[0]).toEqual({ date: '2026-10-27', count: 0 });
    expect(countsOf(owner.perDay, 'date')).toEqual({
      '2026-11-18': 1,
      '2026-11-20': 1,
      '2026-11-22': 1,
      '2026-11-24': 1,
      '2026-11-25': 4,
    });
    expect(owner.perModel).toEqual([
      { model: 'Shine', count: 4 },
      ...[
        { model: 'Unicorn', count: 2 },
        { model: serviceModel, count: 2 },
      ].sort((x, y) => x.model.localeCompare(y.model)),
    ]);
  });

  it('counts only the leads created in a chosen range, zero days included', async () => {
    const week = await stats('owner', '?from=2026-11-20&to=2026-11-24');
    expect(week.range).toEqual({ from: '2026-11-20', to: '2026-11-24' });
    expect(week.perDay.map((row) => row.count)).toEqual([1, 0, 1, 0, 1]);
    expect(countsOf(week.byKind, 'kind')).toEqual({ finance: 2, service: 1 });
    // Today's figures do not depend on the range.
    expect(week.newToday).toBe(4);
  });

  it('holds only the sales kinds for a salesperson', async () => {
    const sales = await stats('asha');
    expect(sales).toMatchObject({
      newToday: 3,
      unassigned: 4,
      overdue: 1,
      medianFirstResponse: { today: 6.5, last7Days: 9 },
    });
    expect(sales.byKind.map((row) => row.kind)).not.toContain('service');
    expect(countsOf(sales.byKind, 'kind')).toEqual({ finance: 6 });
    expect(sales.byStatus.map((row) => row.status)).not.toContain('scheduled');
    expect(sales.perModel.map((row) => row.model)).toEqual(['Shine', 'Unicorn']);
  });

  it('holds only the service kinds for the service desk', async () => {
    const service = await stats('chetan');
    expect(service).toMatchObject({
      newToday: 1,
      unassigned: 2,
      overdue: 0,
      medianFirstResponse: { today: null, last7Days: null },
    });
    expect(service.byKind).toEqual([
      { kind: 'service', count: 2 },
      { kind: 'amc', count: 0 },
      { kind: 'warranty', count: 0 },
    ]);
    expect(service.byStatus).toEqual([
      { status: 'new', count: 2 },
      { status: 'contacted', count: 0 },
      { status: 'scheduled', count: 0 },
      { status: 'done', count: 0 },
      { status: 'cancelled', count: 0 },
    ]);
    expect(service.perModel).toEqual([{ model: serviceModel, count: 2 }]);
    expect(service.perDay.reduce((sum, row) => sum + row.count, 0)).toBe(2);
  });

  it('gives the busiest models bars of their own and the rest one "Other" bar', async () => {
    // A day of its own, far from the others: one lead per model, Shine twice.
    const models = FINANCE_MODELS.slice(0, LEAD_STATS_TOP_MODELS + 2).map((o) => ({
      name: o.value,
    }));
    await at('2026-09-01T10:00:00');
    for (const { name } of models) await postLead(t, 'finance', { model: name });
    await postLead(t, 'finance', { model: models[5]?.name as string });
    await at('2026-11-25T11:00:00');

    const day = await stats('owner', '?from=2026-09-01&to=2026-09-01');
    expect(day.perModel).toHaveLength(LEAD_STATS_TOP_MODELS + 1);
    expect(day.perModel[0]).toEqual({ model: models[5]?.name, count: 2 });
    expect(day.perModel.at(-1)).toEqual({ model: OTHER_MODELS, count: 2 });
    expect(day.perModel.reduce((sum, row) => sum + row.count, 0)).toBe(models.length + 1);
  });

  it.each([
    ['a From after the To', '?from=2026-11-25&to=2026-11-20', 'to', LEAD_STATS_MESSAGES.order],
    ['more than a year', '?from=2025-01-01&to=2026-11-25', 'from', LEAD_STATS_MESSAGES.tooLong],
    ['a date that is no date', '?from=25-11-2026&to=2026-11-25', 'from', LEAD_STATS_MESSAGES.date],
  ])('refuses %s with 400 and says why', async (_, query, field, message) => {
    const response = await t.app.inject({
      url: `/api/dashboard/leads${query}`,
      headers: { cookie: cookie.owner },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it('refuses a lone From after today, since To is then today', async () => {
    const response = await t.app.inject({
      url: '/api/dashboard/leads?from=2026-12-01',
      headers: { cookie: cookie.owner },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: LEAD_STATS_MESSAGES.order,
      errors: { to: LEAD_STATS_MESSAGES.order },
    });
  });

  it('accepts a year and a day, and empty ends as the default range', async () => {
    const year = await stats('owner', '?from=2025-11-25&to=2026-11-25');
    expect(year.perDay).toHaveLength(366);
    const blank = await stats('owner', '?from=&to=');
    expect(blank.range).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(LEAD_STATUSES).toEqual(expect.arrayContaining(blank.byStatus.map((r) => r.status)));
  });
});
