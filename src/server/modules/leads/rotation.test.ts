import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail, LeadListItem } from '../../../shared/leads.js';
import { buildTestApp, signIn, testDialect, type TestApp } from '../../test/helper.js';
import { createStaffAccount } from '../../test/staff-accounts.js';
import { postLead, setAutoAssign } from '../../test/leads.js';

let t: TestApp;
let owner: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { logStream: { write: (line) => void logLines.push(line) } });
  owner = await signIn(t);
});
afterAll(() => t.close());

async function assigneeOf(id: number): Promise<string | null> {
  const response = await t.app.inject({ url: `/api/leads/${id}`, headers: { cookie: owner } });
  expect(response.statusCode).toBe(200);
  return (response.json() as LeadDetail).lead.assignee?.userId ?? null;
}

async function countsByAssignee(ids: number[]): Promise<Record<string, number>> {
  const response = await t.app.inject({
    url: '/api/leads?pageSize=100',
    headers: { cookie: owner },
  });
  const counts: Record<string, number> = {};
  for (const lead of (response.json() as { data: LeadListItem[] }).data) {
    if (!ids.includes(lead.id)) continue;
    const key = lead.assignee?.userId ?? 'none';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('round-robin assignment of new leads', () => {
  it('leaves a lead unassigned while its desk has nobody, and never gives it to an owner', async () => {
    expect(await assigneeOf(await postLead(t, 'finance'))).toBeNull();
    expect(await assigneeOf(await postLead(t, 'service'))).toBeNull();
  });

  it('gives sales leads in turn to each sales account, least recently assigned first', async () => {
    for (const userId of ['rr-sales-a', 'rr-sales-b', 'rr-sales-c']) {
      await createStaffAccount(t, owner, { userId, role: 'sales' });
    }
    await createStaffAccount(t, owner, { userId: 'rr-service', role: 'service' });
    const assignees: (string | null)[] = [];
    for (let i = 0; i < 6; i += 1) assignees.push(await assigneeOf(await postLead(t, 'finance')));
    expect(assignees).toEqual([
      'rr-sales-a',
      'rr-sales-b',
      'rr-sales-c',
      'rr-sales-a',
      'rr-sales-b',
      'rr-sales-c',
    ]);
    expect(await assigneeOf(await postLead(t, 'service'))).toBe('rr-service');
  });

  it('writes the assignment on the timeline as the rotation', async () => {
    const id = await postLead(t, 'finance');
    const detail = (
      await t.app.inject({ url: `/api/leads/${id}`, headers: { cookie: owner } })
    ).json() as LeadDetail;
    expect(detail.timeline).toEqual([
      expect.objectContaining({
        type: 'assignment',
        actor: 'rotation',
        detail: `Assigned to ${detail.lead.assignee?.userId}`,
      }),
    ]);
  });

  it('skips a disabled account, and a newcomer takes the next turn', async () => {
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/rr-sales-b',
      headers: { cookie: owner },
      payload: { active: false },
    });
    expect(disabled.statusCode).toBe(200);
    await createStaffAccount(t, owner, { userId: 'rr-sales-d', role: 'sales' });
    // So far a had the 7th lead, after c's 6th: d (never assigned) goes first, then c, then a.
    const next = [];
    for (let i = 0; i < 3; i += 1) next.push(await assigneeOf(await postLead(t, 'finance')));
    expect(next).toEqual(['rr-sales-d', 'rr-sales-c', 'rr-sales-a']);
    // The leads the disabled account still holds can be found by its user id.
    const held = await t.app.inject({
      url: '/api/leads?assignee=rr-sales-b',
      headers: { cookie: owner },
    });
    expect(held.json().totalRecords).toBe(2);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/leads/${await postLead(t, 'finance')}`,
      headers: { cookie: owner },
      payload: { assignee: 'rr-sales-b' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('leaves new leads unassigned while the switch in settings is off', async () => {
    await setAutoAssign(t, false);
    expect(await assigneeOf(await postLead(t, 'finance'))).toBeNull();
    await setAutoAssign(t, true);
    expect(await assigneeOf(await postLead(t, 'finance'))).not.toBeNull();
  });

  it('stays fair when leads arrive together: six at once over three accounts gives two each', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => postLead(t, 'finance')));
    expect(await countsByAssignee(ids)).toEqual({
      'rr-sales-a': 2,
      'rr-sales-c': 2,
      'rr-sales-d': 2,
    });
  });

  it('still stores the lead, unassigned, when its assignment cannot be written', async () => {
    await createStaffAccount(t, owner, { userId: 'rr-sales-x', role: 'sales' });
    const { db } = t.database;
    // A real refusal by the database, not a stand-in: the rotation's table takes no writes.
    if (testDialect === 'postgres') {
      await sql`create function refuse_rotation() returns trigger language plpgsql as $$
        begin raise exception 'rotation refused'; end $$`.execute(db);
      await sql`create trigger refuse_rotation before insert or update on lead_rotation
        for each row execute function refuse_rotation()`.execute(db);
    } else {
      for (const operation of ['insert', 'update']) {
        await sql`create trigger ${sql.raw(`refuse_rotation_${operation}`)}
          before ${sql.raw(operation)} on lead_rotation
          begin select raise(abort, 'rotation refused'); end`.execute(db);
      }
    }
    try {
      const id = await postLead(t, 'finance', { name: 'Kept Anyway' });
      expect(await assigneeOf(id)).toBeNull();
      // Said in the log, for the one step that failed; the lead's announcement still went out.
      const failures = logLines
        .map((line) => JSON.parse(line) as { msg: string; leadId?: number; err?: object })
        .filter((entry) => entry.leadId === id);
      expect(failures.map((entry) => entry.msg)).toEqual(['lead stored without its assignment']);
      expect(JSON.stringify(failures[0]?.err)).toContain('rotation refused');
    } finally {
      if (testDialect === 'postgres') {
        await sql`drop trigger refuse_rotation on lead_rotation`.execute(db);
        await sql`drop function refuse_rotation()`.execute(db);
      } else {
        await sql`drop trigger refuse_rotation_insert`.execute(db);
        await sql`drop trigger refuse_rotation_update`.execute(db);
      }
    }
    // With the table writable again, the next lead is assigned as before.
    expect(await assigneeOf(await postLead(t, 'finance'))).not.toBeNull();
  });

  it('spends no turn on a lead the database refuses: the next lead takes it', async () => {
    const { db } = t.database;
    const refusedName = 'Refused In Turn';
    if (testDialect === 'postgres') {
      await sql`create function refuse_named() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`.execute(db);
      await sql`create trigger refuse_named before insert on enquiries for each row
        when (new.name = ${sql.lit(refusedName)}) execute function refuse_named()`.execute(db);
    } else {
      await sql`create trigger refuse_named before insert on enquiries
        when new.name = ${sql.lit(refusedName)}
        begin select raise(abort, 'refused by the test'); end`.execute(db);
    }
    try {
      // One whole round of the desk, and the first account again: the next turn is the second's.
      const round: (string | null)[] = [];
      for (;;) {
        const assignee = await assigneeOf(await postLead(t, 'finance'));
        if (round.includes(assignee)) {
          expect(assignee).toBe(round[0]);
          break;
        }
        round.push(assignee);
      }
      await expect(postLead(t, 'finance', { name: refusedName })).rejects.toThrow('failed: 500');
      expect(await assigneeOf(await postLead(t, 'finance'))).toBe(round[1]);
    } finally {
      await sql`drop trigger refuse_named${sql.raw(testDialect === 'postgres' ? ' on enquiries' : '')}`.execute(
        db,
      );
      if (testDialect === 'postgres') await sql`drop function refuse_named()`.execute(db);
    }
  });
});

describe('a lead the rotation gave out', () => {
  it('is found by a search on the desk and in its report', async () => {
    const id = await postLead(t, 'finance', { name: 'Rotated Findable', phone: '9822555001' });
    expect(await assigneeOf(id)).not.toBeNull();
    const desk = await t.app.inject({
      url: '/api/leads?search=findable',
      headers: { cookie: owner },
    });
    expect((desk.json() as { data: LeadListItem[] }).data.map((lead) => lead.id)).toEqual([id]);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/financeReports',
      payload: { page: 1, search: '9822555001' },
      headers: { cookie: owner },
    });
    expect(report.json()).toMatchObject({ totalRecords: 1, data: [{ name: 'Rotated Findable' }] });
  });
});
