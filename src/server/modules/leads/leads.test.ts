import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAD_MESSAGES,
  OPEN_LEAD_STATUSES,
  OPEN_STATUS_FILTER,
  type LeadDetail,
  type LeadList,
} from '../../../shared/leads.js';
import { STAFF_MESSAGES } from '../../../shared/staff.js';
import { TEST_ADMIN } from '../../test/databases.js';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.js';
import { postLead, setAutoAssign } from '../../test/leads.js';
import { createStaffAccount, ownPassword, signInAs } from '../../test/staff-accounts.js';

let t: TestApp;
const cookie = {} as Record<'owner' | 'asha' | 'bala' | 'chetan', string>;

/** An instant given as IST wall-clock time. */
const ist = (text: string) => Date.parse(`${text}+05:30`);

/** Moves the clock to an IST wall-clock time and signs everyone in again (sessions idle out). */
async function at(text: string) {
  t.clock.now = ist(text);
  cookie.owner = await signIn(t);
  for (const userId of ['asha', 'bala', 'chetan'] as const) {
    cookie[userId] = await signInAs(t, userId, ownPassword(userId));
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  // Tuesday 24 November 2026, 11:00 IST: inside opening hours.
  t.clock.now = ist('2026-11-24T11:00:00');
  cookie.owner = await signIn(t);
  await setAutoAssign(t, false);
  cookie.asha = await createStaffAccount(t, cookie.owner, { userId: 'asha', role: 'sales' });
  cookie.bala = await createStaffAccount(t, cookie.owner, { userId: 'bala', role: 'sales' });
  cookie.chetan = await createStaffAccount(t, cookie.owner, { userId: 'chetan', role: 'service' });
});
afterAll(() => t.close());

type Who = keyof typeof cookie;

function get(who: Who, url: string) {
  return t.app.inject({ url, headers: { cookie: cookie[who] } });
}
function send(who: Who, method: 'PATCH' | 'POST', url: string, payload: object) {
  return t.app.inject({ method, url, payload, headers: { cookie: cookie[who] } });
}
async function list(who: Who, query = '') {
  const response = await get(who, `/api/leads${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LeadList;
}
async function detail(id: number, who: Who = 'owner') {
  const response = await get(who, `/api/leads/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LeadDetail;
}
const patch = (who: Who, id: number, body: object) => send(who, 'PATCH', `/api/leads/${id}`, body);

async function auditCount(action: string) {
  const response = await get('owner', `/api/activity?page=1&limit=100&action=${action}`);
  return (response.json() as { totalRecords: number }).totalRecords;
}

describe('GET /api/leads', () => {
  let financeId: number;
  let serviceId: number;
  beforeAll(async () => {
    await at('2026-11-20T10:00:00');
    financeId = await postLead(t, 'finance', {
      name: 'Meera Deshmukh',
      phone: '9822111001',
      model: 'Unicorn',
      email: 'meera@example.com',
    });
    await at('2026-11-21T10:00:00');
    serviceId = await postLead(t, 'service', { name: 'Nitin Shinde', phone: '9822111001' });
    await at('2026-11-24T11:00:00');
  });

  it('lists the leads a role may see, newest first, with their desk fields', async () => {
    const owner = await list('owner');
    expect(owner.data.map((lead) => lead.id)).toEqual([serviceId, financeId]);
    expect(owner.data[1]).toEqual({
      id: financeId,
      kind: 'finance',
      name: 'Meera Deshmukh',
      phone: '9822111001',
      model: 'Unicorn',
      status: 'new',
      assignee: null,
      createdAt: new Date(ist('2026-11-20T10:00:00')).toISOString(),
      nextFollowUpAt: null,
      firstResponseMinutes: null,
    });
    // A service form stores the model's slug; the desk names it.
    expect(owner.data[0]?.model).toBe('Honda Activa 6G');
    expect((await list('asha')).data.map((lead) => lead.id)).toEqual([financeId]);
    expect((await list('chetan')).data.map((lead) => lead.id)).toEqual([serviceId]);
  });

  it('refuses a kind the role may not see', async () => {
    const response = await get('chetan', '/api/leads?kind=finance');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: STAFF_MESSAGES.forbidden });
  });

  it('searches name, phone, e-mail and model as the reports do', async () => {
    for (const term of ['Meera', 'meera@exam', 'Unicorn', '111001', 'Me']) {
      const found = await list('asha', `?search=${encodeURIComponent(term)}`);
      expect(
        found.data.map((lead) => lead.id),
        term,
      ).toEqual([financeId]);
    }
    expect((await list('asha', '?search=Nitin')).totalRecords).toBe(0);
    expect((await list('asha', '?search=100%25')).totalRecords).toBe(0);
  });

  it('searches within the other filters: a status, an unassigned tab, a day', async () => {
    // On PostgreSQL a search beside another filter takes the search table's matches into the
    // lead query; a search beside kinds and days alone is answered by the search table.
    const ids = async (query: string) => (await list('owner', query)).data.map((lead) => lead.id);
    expect(await ids('?search=111001&status=new')).toEqual([serviceId, financeId]);
    expect(await ids('?search=111001&status=contacted')).toEqual([]);
    expect(await ids('?search=meera&assignee=none')).toEqual([financeId]);
    expect(await ids('?search=MEERA&from=2026-11-20&to=2026-11-20')).toEqual([financeId]);
    expect(await ids('?search=meera&from=2026-11-21')).toEqual([]);
  });

  it('finds a lead by what it holds after it is worked, corrected and moved to another kind', async () => {
    await at('2026-11-24T11:00:00');
    const id = await postLead(t, 'finance', { name: 'Sunita Waghchaure', phone: '9822111077' });
    const found = async (who: Who, term: string) =>
      (await list(who, `?search=${term}`)).data.map((lead) => lead.id);
    // Taken, moved along and given a follow-up: none of it is searched, and it is still found.
    expect((await patch('asha', id, { assignee: 'asha' })).statusCode).toBe(200);
    expect((await patch('asha', id, { status: 'contacted' })).statusCode).toBe(200);
    expect(
      (await patch('asha', id, { nextFollowUpAt: '2026-11-25T05:30:00.000Z' })).statusCode,
    ).toBe(200);
    expect(await found('asha', 'waghchaure')).toEqual([id]);
    // Its name corrected behind the desk (an operator's SQL): found by the new name alone.
    await t.database.db
      .updateTable('enquiries')
      .set({ name: 'Sunita Wagholikar' })
      .where('id', '=', id)
      .execute();
    expect(await found('asha', 'waghchaure')).toEqual([]);
    expect(await found('asha', 'wagholikar')).toEqual([id]);
    // Moved to the service desk: found there, no longer on the sales desk.
    await t.database.db
      .updateTable('enquiries')
      .set({ kind: 'service' })
      .where('id', '=', id)
      .execute();
    expect(await found('asha', 'wagholikar')).toEqual([]);
    expect(await found('chetan', 'wagholikar')).toEqual([id]);
    await t.database.db.deleteFrom('enquiries').where('id', '=', id).execute();
    expect(await found('chetan', 'wagholikar')).toEqual([]);
  });

  it('filters by IST day, kind and status, and pages', async () => {
    expect((await list('owner', '?from=2026-11-21&to=2026-11-21')).data.map((l) => l.id)).toEqual([
      serviceId,
    ]);
    expect((await list('owner', '?to=2026-11-20')).data.map((l) => l.id)).toEqual([financeId]);
    expect((await list('owner', '?kind=service')).data.map((l) => l.id)).toEqual([serviceId]);
    expect((await list('owner', '?status=contacted')).totalRecords).toBe(0);
    const second = await list('owner', '?page=2&pageSize=1');
    expect(second).toMatchObject({ totalRecords: 2, data: [{ id: financeId }] });
  });

  it('answers 400 with a clear message for a bad query', async () => {
    for (const [query, field, message] of [
      ['?status=opened', 'status', 'Please choose a status from the list'],
      ['?due=soon', 'due', 'Please choose overdue or today'],
      ['?from=20-11-2026', 'from', 'Please give the date as YYYY-MM-DD'],
    ] as const) {
      const response = await get('owner', `/api/leads${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[field], query).toBe(message);
    }
    expect((await get('owner', '/api/leads?pageSize=500')).statusCode).toBe(400);
  });
});

describe('GET /api/leads/:id', () => {
  it('shows the lead, its timeline newest first and the other leads from its phone', async () => {
    const first = await postLead(t, 'finance', { phone: '9822111002', name: 'Om Kale' });
    const second = await postLead(t, 'finance', { phone: '9822111002', name: 'Om Kale' });
    const service = await postLead(t, 'service', { phone: '9822111002', name: 'Om Kale' });
    expect(
      (await send('asha', 'POST', `/api/leads/${second}/notes`, { text: 'One' })).statusCode,
    ).toBe(201);
    t.clock.now += 60_000;
    await send('asha', 'POST', `/api/leads/${second}/contacts`, { channel: 'whatsapp' });
    const seen = await detail(second, 'asha');
    expect(seen.lead).toMatchObject({
      id: second,
      name: 'Om Kale',
      email: null,
      message: expect.stringMatching(/^Enquiry/),
      fields: { loan_amount: 100000 },
      allowedStatuses: [
        'contacted',
        'follow_up',
        'test_ride_booked',
        'test_ride_done',
        'booked',
        'lost',
      ],
    });
    expect(seen.timeline.map((e) => [e.type, e.detail, e.actor])).toEqual([
      ['contact', 'WhatsApp', 'asha'],
      ['note', 'One', 'asha'],
    ]);
    // A sales account sees the other sales lead from the phone, not the service booking.
    expect(seen.samePhone.map((other) => other.id)).toEqual([first]);
    expect((await detail(second, 'owner')).samePhone.map((other) => other.id)).toEqual([
      service,
      first,
    ]);
  });

  it('answers 404 for no such lead and 403 for a lead of a kind the role may not see', async () => {
    const finance = await postLead(t, 'finance');
    expect((await get('owner', '/api/leads/999999')).json()).toEqual({
      message: LEAD_MESSAGES.notFound,
    });
    for (const response of [
      await get('chetan', `/api/leads/${finance}`),
      await patch('chetan', finance, { status: 'contacted' }),
      await send('chetan', 'POST', `/api/leads/${finance}/notes`, { text: 'Mine?' }),
      await send('chetan', 'POST', `/api/leads/${finance}/contacts`, { channel: 'call' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: STAFF_MESSAGES.forbidden });
    }
    expect((await detail(finance)).timeline).toEqual([]);
  });
});

describe('PATCH /api/leads/:id: status', () => {
  it('moves a lead along the table and writes the timeline and the audit trail', async () => {
    const id = await postLead(t, 'finance');
    const before = await auditCount('lead-status');
    const moved = await patch('asha', id, { status: 'contacted' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ message: LEAD_MESSAGES.updated });
    expect((await detail(id)).lead.status).toBe('contacted');
    expect((await detail(id)).timeline[0]).toMatchObject({
      type: 'status',
      detail: 'New → Contacted',
      actor: 'asha',
    });
    expect(await auditCount('lead-status')).toBe(before + 1);
  });

  it('refuses a move the table does not allow, with the message, and changes nothing', async () => {
    const id = await postLead(t, 'finance');
    const refused = await patch('owner', id, { status: 'won' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'A lead cannot go from New to Won.' });
    const service = await postLead(t, 'service');
    expect((await patch('chetan', service, { status: 'follow_up' })).json()).toEqual({
      message: 'Follow-up is not a status of this kind of lead.',
    });
    expect((await detail(id)).lead).toMatchObject({ status: 'new', firstResponseMinutes: null });
    expect((await detail(id)).timeline).toEqual([]);
  });

  it('marks a lead lost only with a reason from the list', async () => {
    const id = await postLead(t, 'finance');
    expect((await patch('asha', id, { status: 'lost' })).json()).toEqual({
      message: LEAD_MESSAGES.lostReasonRequired,
    });
    expect((await patch('asha', id, { status: 'lost', lostReason: 'cheaper' })).statusCode).toBe(
      400,
    );
    expect((await patch('asha', id, { status: 'lost', lostReason: 'price' })).statusCode).toBe(200);
    const lost = await detail(id, 'asha');
    expect(lost.lead).toMatchObject({ status: 'lost', lostReason: 'price' });
    expect((await detail(id, 'asha')).lead.allowedStatuses).toEqual([]);
    expect(lost.timeline[0]?.detail).toBe('New → Lost (Price)');
  });

  it('lets only an owner re-open a closed lead', async () => {
    const id = await postLead(t, 'service');
    expect((await patch('chetan', id, { status: 'cancelled' })).statusCode).toBe(200);
    const refused = await patch('chetan', id, { status: 'contacted' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Only an owner can re-open a Cancelled lead.' });
    expect((await patch('owner', id, { status: 'contacted' })).statusCode).toBe(200);
    expect((await detail(id)).lead.status).toBe('contacted');
  });

  it('checks two racing moves one after the other: only one leaves Booked', async () => {
    const id = await postLead(t, 'finance');
    expect((await patch('asha', id, { status: 'booked' })).statusCode).toBe(200);
    const answers = await Promise.all([
      patch('asha', id, { status: 'won' }),
      patch('bala', id, { status: 'lost', lostReason: 'other_dealer' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const statusEvents = (await detail(id)).timeline.filter((e) => e.type === 'status');
    expect(statusEvents).toHaveLength(2);
  });

  it('answers 400 for an empty or unknown change', async () => {
    const id = await postLead(t, 'finance');
    expect((await patch('asha', id, {})).json().message).toBe(
      'Please check the highlighted fields.',
    );
    expect((await patch('asha', id, { colour: 'red' })).statusCode).toBe(400);
    expect((await patch('asha', id, { nextFollowUpAt: 'tomorrow 11' })).statusCode).toBe(400);
    expect((await detail(id)).timeline).toEqual([]);
  });
});

describe('PATCH /api/leads/:id: assignee', () => {
  it('lets staff take an unassigned lead for themselves, once', async () => {
    const id = await postLead(t, 'finance');
    expect((await patch('asha', id, { assignee: 'asha' })).statusCode).toBe(200);
    expect((await detail(id)).lead.assignee).toEqual({ userId: 'asha', name: 'Staff asha' });
    for (const [who, assignee] of [
      ['bala', 'bala'],
      ['asha', null],
      ['asha', 'bala'],
    ] as const) {
      const refused = await patch(who, id, { assignee });
      expect(refused.statusCode, `${who} → ${assignee}`).toBe(403);
      expect(refused.json()).toEqual({ message: LEAD_MESSAGES.takeOnlyUnassigned });
    }
    expect((await list('asha', '?assignee=me')).data.map((l) => l.id)).toContain(id);
    expect((await list('bala', '?assignee=none')).data.map((l) => l.id)).not.toContain(id);
    expect((await list('owner', '?assignee=asha')).data.map((l) => l.id)).toContain(id);
  });

  it('gives an unassigned lead to one of two staff taking it together', async () => {
    const id = await postLead(t, 'finance');
    const answers = await Promise.all([
      patch('asha', id, { assignee: 'asha' }),
      patch('bala', id, { assignee: 'bala' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const taken = await detail(id);
    expect(taken.timeline.filter((e) => e.type === 'assignment')).toHaveLength(1);
  });

  it('lets the owner assign anyone whose role covers the kind, or nobody', async () => {
    const id = await postLead(t, 'finance');
    expect((await patch('owner', id, { assignee: 'bala' })).statusCode).toBe(200);
    expect((await detail(id)).lead.assignee?.userId).toBe('bala');
    for (const assignee of ['chetan', 'nobody-here']) {
      const refused = await patch('owner', id, { assignee });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: LEAD_MESSAGES.unknownAssignee });
    }
    expect((await patch('owner', id, { assignee: TEST_ADMIN.userId })).statusCode).toBe(200);
    expect((await patch('owner', id, { assignee: null })).statusCode).toBe(200);
    const timeline = (await detail(id)).timeline.map((e) => e.detail);
    expect(timeline).toEqual([
      'Unassigned',
      `Assigned to ${TEST_ADMIN.userId}`,
      'Assigned to bala',
    ]);
    expect((await list('owner', '?assignee=nobody-here')).totalRecords).toBe(0);
  });
});

describe('follow-ups', () => {
  it('lists a lead as due today, then overdue once the clock passes it, until it closes', async () => {
    await at('2026-11-24T11:00:00');
    const id = await postLead(t, 'finance');
    const set = await patch('asha', id, { nextFollowUpAt: '2026-11-25T11:00:00+05:30' });
    expect(set.statusCode).toBe(200);
    expect((await detail(id)).lead.nextFollowUpAt).toBe('2026-11-25T05:30:00.000Z');
    expect((await detail(id)).timeline[0]?.detail).toBe('Next follow-up 25/11/2026 11:00');
    const ids = async (query: string) => (await list('asha', query)).data.map((l) => l.id);
    expect(await ids('?due=today')).not.toContain(id);
    expect(await ids('?due=overdue')).not.toContain(id);
    await at('2026-11-25T08:00:00');
    expect(await ids('?due=today')).toContain(id);
    expect(await ids('?due=overdue')).not.toContain(id);
    await at('2026-11-25T11:01:00');
    expect(await ids('?due=overdue')).toContain(id);
    await at('2026-11-26T09:00:00');
    expect(await ids('?due=today')).not.toContain(id);
    expect(await ids('?due=overdue')).toContain(id);
    await patch('asha', id, { status: 'lost', lostReason: 'not_interested' });
    expect(await ids('?due=overdue')).not.toContain(id);
    expect((await patch('asha', id, { nextFollowUpAt: null })).statusCode).toBe(200);
    expect((await detail(id)).lead.nextFollowUpAt).toBeNull();
    await at('2026-11-24T11:00:00');
  });
});

/**
 * A visitor's finance enquiry sent twice, from two addresses of `network` (the per-address limit
 * is not under test): the second is stored as a repeat of the first. Answers what was sent.
 */
async function sendFinanceTwice(visitor: { name: string; contact: string }, network: string) {
  const sent = { ...visitor, email: '', model: 'Shine', loanAmount: 90000, message: 'EMI?' };
  for (const attempt of [1, 2]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/finance',
      payload: { ...sent, agreed: true },
      remoteAddress: `${network}.${attempt}`,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return sent;
}

describe('the unfiltered total', () => {
  /** What counting the table itself says: every lead of the role's kinds, repeats left out. */
  async function counted(kinds: string[]) {
    const row = await t.database.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('repeat_of', 'is', null)
      .where('kind', 'in', kinds as never[])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const salesKinds = ['finance', 'contact', 'offer', 'product', 'joyclub', 'optin'];

  it('follows leads stored and deleted, and leaves a repeat out', async () => {
    await at('2026-11-24T11:00:00');
    const before = (await list('asha')).totalRecords;
    expect(before).toBe(await counted(salesKinds));
    // The same enquiry twice: the second is stored as a repeat, not another lead.
    const same = await sendFinanceTwice({ name: 'Ravi Pawar', contact: '9822333001' }, '10.77.0');
    const stored = await t.database.db
      .selectFrom('enquiries')
      .select(['id', 'repeat_of'])
      .where('phone', '=', same.contact)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.repeat_of)).toEqual([null, stored[0]?.id]);
    const id = stored[0]?.id as number;
    expect((await list('asha')).totalRecords).toBe(before + 1);
    // A search finds the lead once: its repeat matches the same words and is left out.
    const found = await list('asha', '?search=Pawar');
    expect(found).toMatchObject({ totalRecords: 1, data: [{ id }] });
    expect((await list('asha', '?search=Pawar&kind=finance')).totalRecords).toBe(1);
    // A page past the last still says how many there are.
    expect(await list('asha', '?search=Pawar&page=2')).toEqual({
      totalRecords: 1,
      moreThanTotal: false,
      data: [],
    });
    await t.database.db.deleteFrom('enquiries').where('repeat_of', '=', id).execute();
    await t.database.db.deleteFrom('enquiries').where('id', '=', id).execute();
    expect((await list('asha')).totalRecords).toBe(before);
    expect((await list('asha')).totalRecords).toBe(await counted(salesKinds));
    // Leads arriving together are each counted once.
    await Promise.all(Array.from({ length: 12 }, () => postLead(t, 'finance')));
    expect((await list('asha')).totalRecords).toBe(before + 12);
    expect((await list('asha')).totalRecords).toBe(await counted(salesKinds));
    await t.database.db
      .deleteFrom('enquiries')
      .where('kind', '=', 'finance')
      .where('id', '>', id)
      .execute();
    expect((await list('asha')).totalRecords).toBe(before);
    // A service lead moves the service desk's total, not the sales desk's.
    const chetan = (await list('chetan')).totalRecords;
    await postLead(t, 'service');
    expect((await list('chetan')).totalRecords).toBe(chetan + 1);
    expect((await list('asha')).totalRecords).toBe(before);
  });
});

describe('the status filter’s total', () => {
  const salesKinds = ['finance', 'contact', 'offer', 'product', 'joyclub', 'optin'] as const;
  /** What counting the table itself says: leads of the kinds in the statuses, repeats left out. */
  async function counted(kinds: readonly string[], statuses: readonly string[]) {
    const row = await t.database.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('repeat_of', 'is', null)
      .where('kind', 'in', kinds as never[])
      .where('status', 'in', statuses as never[])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  /** The desk's total for each status filter, and for one kind, against the table's own count. */
  async function expectTotalsAsCounted() {
    for (const status of ['new', 'contacted', 'booked', 'won', 'lost', OPEN_STATUS_FILTER]) {
      const statuses = status === OPEN_STATUS_FILTER ? OPEN_LEAD_STATUSES : [status];
      const { totalRecords } = await list('asha', `?status=${status}`);
      expect(totalRecords, status).toBe(await counted(salesKinds, statuses));
      const finance = await list('asha', `?status=${status}&kind=finance`);
      expect(finance.totalRecords, `finance ${status}`).toBe(await counted(['finance'], statuses));
    }
  }
  const totalOf = async (status: string) => (await list('asha', `?status=${status}`)).totalRecords;

  it('follows leads stored, moved, re-opened, repeated, changed and deleted', async () => {
    await at('2026-11-24T11:00:00');
    await expectTotalsAsCounted();
    const before = { new: await totalOf('new'), open: await totalOf('open') };
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => postLead(t, 'finance')));
    expect(await totalOf('new')).toBe(before.new + 3);
    expect((await patch('asha', first as number, { status: 'contacted' })).statusCode).toBe(200);
    expect((await patch('asha', second as number, { status: 'booked' })).statusCode).toBe(200);
    expect((await patch('asha', second as number, { status: 'won' })).statusCode).toBe(200);
    expect(await totalOf('new')).toBe(before.new + 1);
    expect(await totalOf('open')).toBe(before.open + 2);
    await expectTotalsAsCounted();
    // A move refused changes nothing.
    expect((await patch('asha', third as number, { status: 'won' })).statusCode).toBe(400);
    // Re-opened by the owner, the won lead is open again.
    expect((await patch('owner', second as number, { status: 'booked' })).statusCode).toBe(200);
    expect(await totalOf('open')).toBe(before.open + 3);
    // A repeat of a lead is not another lead of its status.
    const same = await sendFinanceTwice({ name: 'Ravi Kale', contact: '9822333077' }, '10.78.0');
    expect(await totalOf('new')).toBe(before.new + 2);
    await expectTotalsAsCounted();
    // Changed or deleted behind the desk's back (an operator's SQL), the totals follow.
    await t.database.db
      .updateTable('enquiries')
      .set({ kind: 'contact' })
      .where('id', '=', third as number)
      .execute();
    await expectTotalsAsCounted();
    await t.database.db.deleteFrom('enquiries').where('phone', '=', same.contact).execute();
    await t.database.db
      .deleteFrom('enquiries')
      .where('id', 'in', [first, second, third] as number[])
      .execute();
    expect(await totalOf('new')).toBe(before.new);
    expect(await totalOf('open')).toBe(before.open);
    await expectTotalsAsCounted();
  });

  it('stays exact when moves in opposite directions race, and none of them fails', async () => {
    await at('2026-11-24T11:00:00');
    // Six leads won, which the owner re-opens to Booked, while six booked ones are won.
    const ids = await Promise.all(Array.from({ length: 12 }, () => postLead(t, 'finance')));
    for (const id of ids)
      expect((await patch('asha', id, { status: 'booked' })).statusCode).toBe(200);
    const [won, booked] = [ids.slice(0, 6), ids.slice(6)];
    for (const id of won) expect((await patch('asha', id, { status: 'won' })).statusCode).toBe(200);
    const before = { won: await totalOf('won'), booked: await totalOf('booked') };
    const answers = await Promise.all([
      ...won.map((id) => patch('owner', id, { status: 'booked' })),
      ...booked.map((id) => patch('bala', id, { status: 'won' })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect({ won: await totalOf('won'), booked: await totalOf('booked') }).toEqual(before);
    await expectTotalsAsCounted();
    // The desk's first page is the other tests' again.
    await t.database.db.deleteFrom('enquiries').where('id', 'in', ids).execute();
  });
});

describe('a date range’s total', () => {
  const salesKinds = ['finance', 'contact', 'offer', 'product', 'joyclub', 'optin'] as const;
  /** IST days as the desk's From and To name them, with what counting the table itself says. */
  const RANGES = [
    { query: '?from=2026-11-25&to=2026-11-25', from: '2026-11-25', to: '2026-11-26' },
    { query: '?from=2026-11-26&to=2026-11-26', from: '2026-11-26', to: '2026-11-27' },
    { query: '?from=2026-11-25&to=2026-11-26', from: '2026-11-25', to: '2026-11-27' },
    { query: '?from=2026-11-26', from: '2026-11-26', to: '2100-01-01' },
    { query: '?to=2026-11-25', from: '1970-01-01', to: '2026-11-26' },
  ];
  async function counted(kinds: readonly string[], from: string, to: string) {
    const row = await t.database.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('repeat_of', 'is', null)
      .where('kind', 'in', kinds as never[])
      .where('created_at', '>=', ist(`${from}T00:00:00`))
      .where('created_at', '<', ist(`${to}T00:00:00`))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  /** Every range's total on the sales desk, for one kind and on the service desk, as counted. */
  async function expectTotalsAsCounted() {
    for (const { query, from, to } of RANGES) {
      expect((await list('asha', query)).totalRecords, query).toBe(
        await counted(salesKinds, from, to),
      );
      const finance = await list('asha', `${query}&kind=finance`);
      expect(finance.totalRecords, `finance ${query}`).toBe(await counted(['finance'], from, to));
      expect((await list('chetan', query)).totalRecords, `service ${query}`).toBe(
        await counted(['service', 'amc', 'warranty'], from, to),
      );
    }
  }
  const totalOn = async (day: string) =>
    (await list('asha', `?from=${day}&to=${day}`)).totalRecords;

  it('follows leads stored at either side of midnight, repeated, changed and deleted', async () => {
    await at('2026-11-24T11:00:00');
    await expectTotalsAsCounted();
    const before = { 25: await totalOn('2026-11-25'), 26: await totalOn('2026-11-26') };
    // A minute before and a minute after midnight IST: each on its own day.
    await at('2026-11-25T23:59:00');
    const late = await postLead(t, 'finance');
    await at('2026-11-26T00:01:00');
    const early = await postLead(t, 'finance');
    // Leads arriving together are each counted once; a repeat is not another lead.
    const together = await Promise.all(Array.from({ length: 8 }, () => postLead(t, 'finance')));
    const same = await sendFinanceTwice({ name: 'Ravi Jagtap', contact: '9822333088' }, '10.79.0');
    const service = await postLead(t, 'service');
    expect(await totalOn('2026-11-25')).toBe(before[25] + 1);
    expect(await totalOn('2026-11-26')).toBe(before[26] + 10);
    await expectTotalsAsCounted();
    // Changed or deleted behind the desk's back (an operator's SQL), the totals follow: a lead
    // moved to the day before, one turned into a service lead, one into a repeat.
    await t.database.db
      .updateTable('enquiries')
      .set({ created_at: ist('2026-11-25T09:00:00') })
      .where('id', '=', early)
      .execute();
    await t.database.db
      .updateTable('enquiries')
      .set({ kind: 'service' })
      .where('id', '=', together[0] as number)
      .execute();
    await t.database.db
      .updateTable('enquiries')
      .set({ repeat_of: late })
      .where('id', '=', together[1] as number)
      .execute();
    expect(await totalOn('2026-11-25')).toBe(before[25] + 2);
    expect(await totalOn('2026-11-26')).toBe(before[26] + 7);
    await expectTotalsAsCounted();
    await t.database.db.deleteFrom('enquiries').where('phone', '=', same.contact).execute();
    await t.database.db
      .deleteFrom('enquiries')
      .where('id', 'in', [late, early, service, ...together])
      .execute();
    expect(await totalOn('2026-11-25')).toBe(before[25]);
    expect(await totalOn('2026-11-26')).toBe(before[26]);
    await expectTotalsAsCounted();
  });
});

describe('paging several kinds', () => {
  it('pages their leads newest first across kinds, within a date range, every lead once', async () => {
    await at('2026-11-24T11:00:00');
    // Three kinds interleaved over a day and a half, two leads at a time in the same millisecond:
    // deep pages (past the first thousand) are read another way on PostgreSQL than the first.
    const start = ist('2026-11-18T15:00:00');
    const kinds = ['finance', 'product', 'contact'] as const;
    const rows = Array.from({ length: 1150 }, (_, i) => ({
      kind: kinds[(i * 7) % 3] as (typeof kinds)[number],
      name: `Interleaved ${String(i).padStart(4, '0')}`,
      phone: `9844${String(i).padStart(6, '0')}`,
      created_at: start + Math.floor(i / 2) * 60_000,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.database.db
        .insertInto('enquiries')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    try {
      const stored = await t.database.db
        .selectFrom('enquiries')
        .select(['id', 'created_at'])
        .where('name', 'like', 'Interleaved %')
        .execute();
      const inDays = (from: number, to: number) =>
        stored
          .filter((row) => row.created_at >= from && row.created_at < to)
          .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
          .map((row) => row.id);
      const pages = async (query: string) => {
        const ids: number[] = [];
        for (let page = 1; page <= 13; page++) {
          const found = await list('asha', `${query}&pageSize=100&page=${page}`);
          ids.push(...found.data.map((lead) => lead.id));
        }
        return ids.filter((id) => stored.some((row) => row.id === id));
      };
      const day18 = inDays(ist('2026-11-18T00:00:00'), ist('2026-11-19T00:00:00'));
      expect(day18.length).toBeGreaterThan(1000);
      expect(await pages('?from=2026-11-18&to=2026-11-18')).toEqual(day18);
      expect(await pages('?from=2026-11-18&to=2026-11-19')).toEqual(
        inDays(ist('2026-11-18T00:00:00'), ist('2026-11-20T00:00:00')),
      );
    } finally {
      await t.database.db.deleteFrom('enquiries').where('name', 'like', 'Interleaved %').execute();
    }
  });
});

describe('a filtered list’s count', () => {
  /** 2,030 unassigned finance leads that a search for "capcount" finds, newest first by name. */
  const MANY = 2030;
  beforeAll(async () => {
    await at('2026-11-24T11:00:00');
    const rows = Array.from({ length: MANY }, (_, i) => ({
      kind: 'finance' as const,
      name: `Capcount ${String(i).padStart(4, '0')}`,
      phone: `98${String(30_000_000 + i)}`,
      created_at: ist('2026-11-23T10:00:00') + i * 1000,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.database.db
        .insertInto('enquiries')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  });
  afterAll(async () => {
    await t.database.db.deleteFrom('enquiries').where('name', 'like', 'Capcount %').execute();
  });

  it('stops a search’s at a thousand past the page shown, and says there are more', async () => {
    for (const filter of ['', '&status=new', '&assignee=none', '&from=2026-11-23']) {
      const first = await list('asha', `?search=capcount${filter}`);
      expect(first, filter).toMatchObject({ totalRecords: 1000, moreThanTotal: true });
      expect(first.data.map((lead) => lead.name).slice(0, 2), filter).toEqual([
        'Capcount 2029',
        'Capcount 2028',
      ]);
      // The fiftieth page still counts to a thousand; the fifty-first to two thousand.
      const fiftieth = await list('asha', `?search=capcount${filter}&page=50`);
      expect(fiftieth, filter).toMatchObject({ totalRecords: 1000, moreThanTotal: true });
      expect(fiftieth.data.at(-1)?.name, filter).toBe('Capcount 1030');
      expect(await list('asha', `?search=capcount${filter}&page=51`), filter).toMatchObject({
        totalRecords: 2000,
        moreThanTotal: true,
      });
      // Past the second thousand the count reaches the end: the whole figure again.
      const last = await list('asha', `?search=capcount${filter}&page=102`);
      expect(last, filter).toMatchObject({ totalRecords: MANY, moreThanTotal: false });
      expect(
        last.data.map((lead) => lead.name),
        filter,
      ).toHaveLength(10);
    }
    // Fewer matches than a thousand are counted whole.
    expect(await list('asha', '?search=capcount%201&status=new')).toMatchObject({
      totalRecords: 1000,
      moreThanTotal: false,
    });
    // A few matches among many leads (each match's row read on SQLite, not a walk by date).
    const few = await list('asha', '?search=capcount%20201');
    expect(few.data.map((lead) => lead.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Capcount 20${19 - i}`),
    );
    expect(await list('asha', '?search=capcount%2019')).toMatchObject({
      totalRecords: 100,
      moreThanTotal: false,
    });
    // A date range beside a search, for a common term and for one lead's phone number: on SQLite
    // the first walks the range by date, the second reads its one match's row.
    const day = '&from=2026-11-23&to=2026-11-23';
    const onTheDay = await list('asha', `?search=capcount${day}&page=102`);
    expect(onTheDay).toMatchObject({ totalRecords: MANY, moreThanTotal: false });
    expect(onTheDay.data.map((lead) => lead.name).at(-1)).toBe('Capcount 0000');
    for (const search of ['capcount', '9830000201']) {
      expect(await list('asha', `?search=${search}&from=2026-11-24`), search).toMatchObject({
        data: [],
        totalRecords: 0,
      });
    }
    const phone = await list('asha', `?search=9830000201${day}`);
    expect(phone.data.map((lead) => lead.name)).toEqual(['Capcount 0201']);
    expect(phone.totalRecords).toBe(1);
  });

  it('stays whole without a search: the plain list, the status filter, other filters, the tabs', async () => {
    const counted = Number(
      (
        await t.database.db
          .selectFrom('enquiries')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('repeat_of', 'is', null)
          .where('kind', '=', 'finance')
          .where('status', '=', 'new')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(counted).toBeGreaterThan(MANY);
    expect(await list('asha', '?kind=finance&status=new')).toMatchObject({
      totalRecords: counted,
      moreThanTotal: false,
    });
    // Filtered without a search, counted whole however many match.
    const unassigned = await list('asha', '?kind=finance&assignee=none');
    expect(unassigned.moreThanTotal).toBe(false);
    expect(unassigned.totalRecords).toBeGreaterThan(MANY);
    const all = await list('asha', '?kind=finance');
    expect(all.moreThanTotal).toBe(false);
    expect(all.totalRecords).toBeGreaterThanOrEqual(counted);
    const tabs = (await get('asha', '/api/leads/counts')).json() as { unassigned: number };
    expect(tabs.unassigned).toBeGreaterThan(MANY);
  });
});

describe('the desk tabs', () => {
  const counts = async (who: Who) => {
    const response = await get(who, '/api/leads/counts');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      mine: number;
      unassigned: number;
      dueToday: number;
      overdue: number;
    };
  };

  it('counts Mine and Unassigned over open leads, and Due today and Overdue by the clock', async () => {
    await at('2026-11-24T11:00:00');
    const before = { asha: await counts('asha'), chetan: await counts('chetan') };
    const open = await postLead(t, 'finance');
    const closed = await postLead(t, 'finance');
    const service = await postLead(t, 'service');
    await patch('asha', open, { assignee: 'asha', nextFollowUpAt: '2026-11-24T15:00:00+05:30' });
    await patch('asha', closed, { assignee: 'asha' });
    await patch('asha', closed, { status: 'lost', lostReason: 'price' });
    expect(await counts('asha')).toEqual({
      mine: before.asha.mine + 1,
      unassigned: before.asha.unassigned,
      dueToday: before.asha.dueToday + 1,
      overdue: before.asha.overdue,
    });
    // The open filter lists the same leads Mine counts.
    const mine = await list('asha', '?assignee=me&status=open');
    expect(mine.totalRecords).toBe(before.asha.mine + 1);
    expect(mine.data.map((lead) => lead.id)).toContain(open);
    expect(mine.data.map((lead) => lead.id)).not.toContain(closed);
    // A service account counts only service leads: the new one waits unassigned.
    expect((await counts('chetan')).unassigned).toBe(before.chetan.unassigned + 1);
    expect((await list('chetan', '?assignee=none&status=open')).data.map((l) => l.id)).toContain(
      service,
    );
    await at('2026-11-24T15:01:00');
    const later = await counts('asha');
    expect(later.overdue).toBe(before.asha.overdue + 1);
    await at('2026-11-24T11:00:00');
  });
});

describe('notes and contacts', () => {
  it('adds them to the timeline and the audit trail', async () => {
    const id = await postLead(t, 'service');
    const notes = await auditCount('lead-note');
    const contacts = await auditCount('lead-contact');
    const note = await send('chetan', 'POST', `/api/leads/${id}/notes`, {
      text: '  Call after 5  ',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toEqual({ message: LEAD_MESSAGES.noteAdded });
    const contact = await send('chetan', 'POST', `/api/leads/${id}/contacts`, { channel: 'visit' });
    expect(contact.json()).toEqual({ message: LEAD_MESSAGES.contactLogged });
    expect((await detail(id)).timeline.map((e) => e.detail).sort()).toEqual([
      'Call after 5',
      'Showroom visit',
    ]);
    expect(await auditCount('lead-note')).toBe(notes + 1);
    expect(await auditCount('lead-contact')).toBe(contacts + 1);
  });

  it('refuses an empty or overlong note and an unknown channel', async () => {
    const id = await postLead(t, 'service');
    for (const [path, body, field, message] of [
      ['notes', { text: '   ' }, 'text', 'Please write a note'],
      ['notes', { text: 'x'.repeat(2001) }, 'text', 'Please keep a note to 2000 characters'],
      ['contacts', { channel: 'fax' }, 'channel', 'Please choose call, WhatsApp, e-mail or visit'],
    ] as const) {
      const response = await send('chetan', 'POST', `/api/leads/${id}/${path}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect((await detail(id)).timeline).toEqual([]);
  });

  it('keeps the timeline append-only in the database', async () => {
    await expect(
      t.database.db.updateTable('lead_events').set({ detail: 'x' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.db.deleteFrom('lead_events').execute()).rejects.toThrow(/append-only/);
  });
});

describe('first response', () => {
  it('counts opening minutes to the first staff activity, and keeps it when more follows', async () => {
    // Monday 22:00 → Tuesday 09:40, opening at 09:30.
    await at('2026-11-23T22:00:00');
    const id = await postLead(t, 'finance');
    await at('2026-11-24T09:40:00');
    await send('asha', 'POST', `/api/leads/${id}/contacts`, { channel: 'call' });
    await at('2026-11-24T15:00:00');
    await patch('asha', id, { status: 'contacted' });
    expect((await detail(id)).lead.firstResponseMinutes).toBe(10);
    expect(
      (await list('asha', '?search=')).data.find((l) => l.id === id)?.firstResponseMinutes,
    ).toBe(10);
  });

  it('is stored once when first activities arrive together', async () => {
    await at('2026-11-24T10:00:00');
    const id = await postLead(t, 'finance');
    await at('2026-11-24T10:25:00');
    const answers = await Promise.all([
      send('asha', 'POST', `/api/leads/${id}/notes`, { text: 'First' }),
      send('bala', 'POST', `/api/leads/${id}/contacts`, { channel: 'call' }),
      patch('asha', id, { status: 'contacted' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 200]);
    expect((await detail(id)).lead.firstResponseMinutes).toBe(25);
  });

  it('is not started by a refused change', async () => {
    const id = await postLead(t, 'finance');
    await patch('asha', id, { status: 'won' });
    expect((await detail(id)).lead.firstResponseMinutes).toBeNull();
  });
});
