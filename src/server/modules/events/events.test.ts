import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadEventSchema, type NewLeadEvent } from '../../../shared/events.js';
import {
  buildAppOnSameDatabase,
  signedInTestApp,
  testDialect,
  type TestApp,
} from '../../test/helper.js';
import { postLead } from '../../test/leads.js';
import { createStaffAccount } from '../../test/staff-accounts.js';
import { SESSION_IDLE_MS } from '../auth/sessions.js';
import { announceNewLead } from './service.js';

/**
 * Live lead events over real HTTP (app.inject cannot stream): each client below is a plain
 * streaming HTTP request that parses Server-Sent Events as a browser's EventSource would.
 */

interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The `lead` events received, in order, with their SSE ids. */
  leads: (NewLeadEvent & { eventId: string })[];
  comments: number;
  retry: number | undefined;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/events on a listening app and answers once the response has begun. */
function openEvents(
  app: TestApp,
  cookie: string,
  options: { lastEventId?: string; query?: string } = {},
): Promise<SseClient> {
  const { port } = app.app.server.address() as AddressInfo;
  const headers: http.OutgoingHttpHeaders = { cookie, accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const path = `/api/events${options.query ?? ''}`;
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
      let markEnded = () => {};
      const client: SseClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        leads: [],
        comments: 0,
        retry: undefined,
        ended: new Promise<void>((done) => (markEnded = done)),
        close: () => request.destroy(),
      };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n').map((line) => {
            const at = line.indexOf(':');
            return [line.slice(0, at), line.slice(at + 1).trimStart()] as const;
          });
          const field = (name: string) => fields.find(([key]) => key === name)?.[1];
          if (fields.every(([key]) => key === '')) client.comments += 1;
          if (field('retry') !== undefined) client.retry = Number(field('retry'));
          if (field('event') === 'lead') {
            const data = newLeadEventSchema.parse(JSON.parse(field('data') ?? ''));
            client.leads.push({ ...data, eventId: field('id') ?? '' });
          }
        }
      });
      response.on('close', () => markEnded());
      resolve(client);
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

async function until(done: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 300));

let t: TestApp;
let owner: string;
let sales: string;
let service: string;
const clients: SseClient[] = [];
const open = async (...args: Parameters<typeof openEvents>) => {
  const client = await openEvents(...args);
  clients.push(client);
  return client;
};

beforeAll(async () => {
  ({ t, cookie: owner } = await signedInTestApp({ ENQUIRY_RATE_LIMIT: '100000' }));
  sales = await createStaffAccount(t, owner, { userId: 'events-sales', role: 'sales' });
  service = await createStaffAccount(t, owner, { userId: 'events-service', role: 'service' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

describe('GET /api/events', () => {
  it('streams a lead posted after the client connected, and nothing older', async () => {
    const before = await postLead(t, 'finance');
    const client = await open(t, owner);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream');
    expect(client.headers['cache-control']).toBe('no-store');
    expect(client.headers['x-accel-buffering']).toBe('no');
    await until(() => client.retry !== undefined);
    expect(client.retry).toBe(3000);

    const id = await postLead(t, 'finance', { name: 'Asha Patil', model: 'Shine' });
    await until(() => client.leads.length > 0);
    expect(client.leads).toEqual([
      {
        eventId: String(id),
        id,
        kind: 'finance',
        title: 'Finance Enquiry',
        name: 'Asha Patil',
        model: 'Shine',
        createdAt: new Date(t.clock.now).toISOString(),
      },
    ]);
    expect(id).toBeGreaterThan(before);
  });

  it('sends each role only the kinds it may see: a service account gets a booking, not a finance lead', async () => {
    const [forService, forSales, forOwner] = await Promise.all([
      open(t, service),
      open(t, sales),
      open(t, owner),
    ]);
    await until(() => [forService, forSales, forOwner].every((c) => c.retry !== undefined));
    const finance = await postLead(t, 'finance');
    const booking = await postLead(t, 'service');
    await until(() => forOwner.leads.length === 2 && forService.leads.length === 1);
    await until(() => forSales.leads.length === 1);
    await settle();
    expect(forOwner.leads.map((e) => e.id)).toEqual([finance, booking]);
    expect(forService.leads.map((e) => [e.id, e.kind])).toEqual([[booking, 'service']]);
    expect(forSales.leads.map((e) => [e.id, e.kind])).toEqual([[finance, 'finance']]);
  });

  it('sends a client reconnecting with Last-Event-ID exactly the leads it missed', async () => {
    const first = await open(t, owner);
    await until(() => first.retry !== undefined);
    const seen = await postLead(t, 'finance');
    await until(() => first.leads.length === 1);
    first.close();
    await first.ended;

    const missed = [await postLead(t, 'service'), await postLead(t, 'finance')];
    const again = await open(t, owner, { lastEventId: first.leads[0]?.eventId ?? '' });
    await until(() => again.leads.length === 2);
    const after = await postLead(t, 'finance');
    await until(() => again.leads.length === 3);
    await settle();
    expect(again.leads.map((e) => e.id)).toEqual([...missed, after]);
    expect(missed[0]).toBeGreaterThan(seen);

    // ?lastEventId= for a client that cannot set headers; a reconnecting EventSource's header
    // (newer than the address it first opened) wins over it.
    const byQuery = await open(t, owner, { query: `?lastEventId=${seen}` });
    const both = await open(t, owner, {
      query: `?lastEventId=${seen}`,
      lastEventId: String(missed[1]),
    });
    await until(() => byQuery.leads.length === 3 && both.leads.length === 1);
    await settle();
    expect(byQuery.leads.map((e) => e.id)).toEqual([...missed, after]);
    expect(both.leads.map((e) => e.id)).toEqual([after]);
  });

  it('sends no event for a repeat of a lead', async () => {
    const client = await open(t, owner);
    await until(() => client.retry !== undefined);
    const visitor = { name: 'Repeat Visitor', phone: '9822077001', model: 'Shine' };
    const payload = {
      name: visitor.name,
      email: '',
      contact: visitor.phone,
      model: visitor.model,
      loanAmount: 100000,
      message: 'Same words twice',
      agreed: true,
    };
    const send = () => t.app.inject({ method: 'POST', url: '/finance', payload });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const rows = await t.database.db
      .selectFrom('enquiries')
      .select(['id', 'repeat_of'])
      .where('phone', '=', visitor.phone)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.repeat_of)).toEqual([null, rows[0]?.id]);
    const next = await postLead(t, 'finance');
    await until(() => client.leads.some((e) => e.id === next));
    expect(client.leads.map((e) => e.id)).toEqual([rows[0]?.id, next]);
  });

  it('refuses a Last-Event-ID that is no lead id with 400 and a clear message', async () => {
    for (const headers of [{ 'last-event-id': 'abc' }, { 'last-event-id': '-1' }]) {
      const response = await t.app.inject({
        url: '/api/events',
        headers: { cookie: owner, ...headers },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please check the highlighted fields.',
        errors: { 'last-event-id': 'The last event id must be a lead id (a whole number from 0)' },
      });
    }
    const response = await t.app.inject({
      url: '/api/events?lastEventId=1.5',
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      lastEventId: 'The last event id must be a lead id (a whole number from 0)',
    });
  });

  it('keeps a live account’s stream open with keep-alive comments and ends a disabled account’s at the next one', async () => {
    const keepAliveMs = t.app.leadEvents.keepAliveMs;
    t.app.leadEvents.keepAliveMs = 200;
    try {
      const doomed = await createStaffAccount(t, owner, { userId: 'events-leaver', role: 'sales' });
      const [leaving, staying] = await Promise.all([open(t, doomed), open(t, sales)]);
      await until(() => leaving.comments >= 2 && staying.comments >= 2, 3000);
      const disabled = await t.app.inject({
        method: 'PATCH',
        url: '/api/staff/events-leaver',
        headers: { cookie: owner },
        payload: { active: false },
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      const disabledAt = Date.now();
      await leaving.ended;
      // At the next keep-alive (200 ms), not at some later sweep.
      expect(Date.now() - disabledAt).toBeLessThan(5000);
      const comments = staying.comments;
      await until(() => staying.comments > comments + 1, 3000);
      const id = await postLead(t, 'finance');
      await until(() => staying.leads.some((e) => e.id === id));
    } finally {
      t.app.leadEvents.keepAliveMs = keepAliveMs;
    }
  });

  it('does not count keep-alives as activity: an unattended panel is still signed out after 30 idle minutes', async () => {
    // An app of its own: moving its clock half an hour must not end the other tests' sessions.
    const { t: solo, cookie: soloOwner } = await signedInTestApp();
    try {
      await solo.app.listen({ port: 0, host: '127.0.0.1' });
      solo.app.leadEvents.keepAliveMs = 100;
      const idler = await createStaffAccount(solo, soloOwner, { userId: 'idler', role: 'sales' });
      const stream = await open(solo, idler);
      const start = solo.clock.now;
      // Keep-alives go on for 29 minutes of the injected clock; the stream stays open meanwhile.
      for (let minute = 1; minute <= 29; minute += 7) {
        solo.clock.now = start + minute * 60_000;
        const seen = stream.comments;
        await until(() => stream.comments > seen + 1);
      }
      solo.clock.now = start + SESSION_IDLE_MS + 60_000;
      await stream.ended;
      const me = await solo.app.inject({ url: '/api/me', headers: { cookie: idler } });
      expect(me.statusCode).toBe(401);
    } finally {
      await solo.close();
    }
  });

  it('forgets a stream when its client goes away', async () => {
    await settle();
    const openBefore = t.app.leadEvents.openStreams;
    const client = await open(t, owner);
    await until(() => t.app.leadEvents.openStreams === openBefore + 1);
    client.close();
    await until(() => t.app.leadEvents.openStreams === openBefore);
  });

  it('ends its open streams when the app closes, without holding the shutdown up', async () => {
    const other = await buildAppOnSameDatabase(t);
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await open(other, owner);
    await until(() => client.retry !== undefined);
    const closing = Date.now();
    await other.close();
    await client.ended;
    // Without ending the streams first, closing waits out the 30 s connection timeout.
    expect(Date.now() - closing).toBeLessThan(10_000);
  });
});

// Across instances and against out-of-order commits: PostgreSQL only (SQLite is one instance).
if (testDialect === 'postgres') {
  describe('on PostgreSQL', () => {
    let b: TestApp;
    beforeAll(async () => {
      b = await buildAppOnSameDatabase(t);
      await b.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => b.close());

    it('sends a client on instance B a lead posted to instance A', async () => {
      const onB = await open(b, sales);
      await until(() => onB.retry !== undefined);
      const id = await postLead(t, 'finance');
      await until(() => onB.leads.some((e) => e.id === id));
    });

    it('sends a lead whose lower id commits after a higher one was sent', async () => {
      const client = await open(t, owner);
      await until(() => client.retry !== undefined);
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      let lateId = 0;
      let inserted = () => {};
      const insertedYet = new Promise<void>((r) => (inserted = r));
      const late = t.database.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('enquiries')
          .values({
            kind: 'contact',
            name: 'Late Commit',
            phone: '9822077002',
            created_at: t.clock.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        lateId = row.id;
        await announceNewLead(trx, row);
        inserted();
        await held;
      });
      await insertedYet;
      const early = await postLead(t, 'finance');
      expect(early).toBeGreaterThan(lateId);
      await until(() => client.leads.length === 1);
      release();
      await late;
      await until(() => client.leads.length === 2);
      expect(client.leads.map((e) => e.id)).toEqual([early, lateId]);
    });

    it('makes good what it missed while its listening connection was cut off', async () => {
      const client = await open(b, owner);
      await until(() => client.retry !== undefined);
      const cut = await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = ${'LISTEN dealer_leads'}`.execute(
        t.database.db,
      );
      // The listeners of both instances.
      expect(cut.rows).toHaveLength(2);
      const id = await postLead(t, 'service');
      await until(() => client.leads.some((e) => e.id === id), 3000);
    });
  });
}
