import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../shared/reports.js';
import { can, LEAD_PERMISSION, ROLES, type Permission, type Role } from '../../shared/roles.js';
import { STAFF_MESSAGES } from '../../shared/staff.js';
import { buildApp } from '../app.js';
import { TEST_ADMIN } from '../test/databases.js';
import { buildTestApp, signIn, type TestApp } from '../test/helper.js';
import { postLead } from '../test/leads.js';
import { createStaffAccount, signInAs, ownPassword } from '../test/staff-accounts.js';

/**
 * The role table, proven on every admin route the app registers: each role gets 403 where it lacks
 * the route's permission and gets through where it has it. The pinned list below is the decision
 * a reviewer reads; the app's route table must match it exactly, so a new route, or a changed
 * permission, fails here until it is added on purpose.
 */
const EXPORT_BY_KIND = 'the permission of the report kind';
const ROUTE_PERMISSIONS: Record<string, Permission | typeof EXPORT_BY_KIND> = {
  'POST /api/logout': 'signed-in',
  'GET /api/me': 'signed-in',
  'PATCH /api/profile/:userId': 'signed-in',
  'PATCH /api/profile/password/:userId': 'signed-in',
  'GET /api/dashboard': 'dashboard',
  'GET /api/dashboard/leads': 'dashboard',
  'GET /api/managePrice': 'manage',
  'PATCH /api/managePrice/:bike_name': 'manage',
  'PATCH /api/managePrice/:bike_name/variants/:variantId': 'manage',
  'GET /api/manageAccessories': 'manage',
  'PATCH /api/manageAccessories/:id': 'manage',
  'GET /api/bikes_admin': 'manage',
  'PATCH /api/bikes/:id/status': 'manage',
  'GET /api/scooters_admin': 'manage',
  'PATCH /api/scooters/:id/status': 'manage',
  'GET /api/ev_admin': 'manage',
  'PATCH /api/ev/:id/status': 'manage',
  'POST /api/createOffers': 'manage',
  'DELETE /api/deleteOffers/:id': 'manage',
  'POST /api/galleryupload': 'manage',
  'DELETE /api/deleteGalleryImg/:id': 'manage',
  'GET /api/slides': 'manage',
  'POST /api/slides': 'manage',
  'PUT /api/slides/order': 'manage',
  'PUT /api/slides/:id': 'manage',
  'DELETE /api/slides/:id': 'manage',
  'GET /api/catalogue-editor/models': 'catalogue',
  'POST /api/catalogue-editor/models': 'catalogue',
  'GET /api/catalogue-editor/models/:id': 'catalogue',
  'PUT /api/catalogue-editor/models/:id': 'catalogue',
  'DELETE /api/catalogue-editor/models/:id': 'catalogue',
  'GET /api/catalogue-editor/models/:id/preview': 'catalogue',
  'POST /api/catalogue-editor/models/:id/publish': 'catalogue',
  'POST /api/catalogue-editor/models/:id/retire': 'catalogue',
  'POST /api/catalogue-editor/pictures': 'catalogue',
  'POST /api/catalogue-editor/frames': 'catalogue',
  'POST /api/catalogue-editor/brochure': 'catalogue',
  ...Object.fromEntries(REPORTS.map((r) => [`POST ${r.path}`, LEAD_PERMISSION[r.kind]])),
  'GET /api/reports/:slug/export': EXPORT_BY_KIND,
  'GET /api/staff': 'staff',
  'POST /api/staff': 'staff',
  'PATCH /api/staff/:userId': 'staff',
  'GET /api/activity': 'activity',
  'GET /api/activity/export': 'activity',
  'GET /api/alerts': 'activity',
  'POST /api/alerts/:id/resend': 'activity',
  'GET /api/lead-settings': 'staff',
  'PUT /api/lead-settings': 'staff',
  'GET /api/on-road-rules': 'catalogue',
  'POST /api/on-road-rules': 'catalogue',
  'PUT /api/on-road-rules/insurance/:variantId': 'catalogue',
  // Every account reaches the lead desk; each lead is then checked by its kind (calls below).
  'GET /api/leads': 'signed-in',
  'GET /api/leads/counts': 'signed-in',
  'GET /api/leads/:id': 'signed-in',
  'PATCH /api/leads/:id': 'signed-in',
  'POST /api/leads/:id/notes': 'signed-in',
  'POST /api/leads/:id/contacts': 'signed-in',
  // Live lead events: each role hears only the kinds it may see.
  'GET /api/events': 'dashboard',
};

/** Routes that answer with a stream that never ends by itself (Server-Sent Events). */
const STREAMS = new Set(['GET /api/events']);

/** A body each lead write accepts, so the answer is decided by the lead's kind alone. */
const LEAD_WRITES: Record<string, Record<string, unknown>> = {
  'PATCH /api/leads/:id': { nextFollowUpAt: null },
  'POST /api/leads/:id/notes': { text: 'Checked by the role table' },
  'POST /api/leads/:id/contacts': { channel: 'call' },
};
const LEAD_KINDS_CHECKED = ['finance', 'service'] as const;

/** The only calls an account with a temporary password may make. */
const DURING_PASSWORD_CHANGE = [
  'GET /api/me',
  'POST /api/logout',
  'PATCH /api/profile/password/:userId',
];

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

let t: TestApp;
const cookies = {} as Record<Role, string>;
const userIds: Record<Role, string> = {
  owner: TEST_ADMIN.userId,
  sales: 'sales-desk',
  service: 'service-desk',
};
const leadIds = {} as Record<(typeof LEAD_KINDS_CHECKED)[number], number>;

beforeAll(async () => {
  t = await buildTestApp();
  cookies.owner = await signIn(t);
  cookies.sales = await createStaffAccount(t, cookies.owner, {
    userId: 'sales-desk',
    role: 'sales',
  });
  cookies.service = await createStaffAccount(t, cookies.owner, {
    userId: 'service-desk',
    role: 'service',
  });
  for (const kind of LEAD_KINDS_CHECKED) leadIds[kind] = await postLead(t, kind);
  // A stream is read over real HTTP: app.inject waits for an end that never comes.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** Opens a stream, keeps its status, type and (when refused) body, and hangs up. */
function openStream(url: string, cookie: string) {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise<{
    statusCode: number;
    contentType: string | undefined;
    body: string;
    json(): unknown;
  }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: { cookie } }, (res) => {
      const answer = (body: string) => {
        request.destroy();
        resolve({
          statusCode: res.statusCode ?? 0,
          contentType: res.headers['content-type'],
          body,
          json: () => JSON.parse(body) as unknown,
        });
      };
      if (res.statusCode === 200) return answer('');
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => answer(body));
    });
    request.on('error', reject);
  });
}

afterAll(() => t.close());

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const guardedRoutes = () =>
  t.app.routeTable.filter((r) => r.method !== 'HEAD' && !r.public && !isDocs(r.url));

interface CallRequest {
  method?: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

interface Call {
  name: string;
  permission: Permission;
  request: (role: Role) => CallRequest;
}

/**
 * One call per route, or per report for the export, with a path and body that pass the guard:
 * reads get valid parameters (and must answer 200); writes get an empty body, so an allowed role
 * gets a validation answer and nothing in the fixture changes.
 */
function calls(): Call[] {
  return guardedRoutes().flatMap((route): Call[] => {
    if (route.url === '/api/reports/:slug/export') {
      return REPORTS.map((report) => ({
        name: `GET /api/reports/${report.slug}/export`,
        permission: LEAD_PERMISSION[report.kind],
        request: () => ({ url: `/api/reports/${report.slug}/export?format=csv` }),
      }));
    }
    if (route.url.startsWith('/api/leads/:id')) {
      return LEAD_KINDS_CHECKED.map((kind) => ({
        name: `${key(route)} (${kind} lead)`,
        permission: LEAD_PERMISSION[kind],
        request: () => {
          const url = route.url.replace(':id', String(leadIds[kind]));
          if (route.method === 'GET') return { url };
          const payload = LEAD_WRITES[key(route)] ?? {};
          return { method: route.method as CallRequest['method'], url, payload };
        },
      }));
    }
    const permission = route.permission as Permission;
    const report = REPORTS.find((r) => r.path === route.url);
    return [
      {
        name: key(route),
        permission,
        request: (role) => {
          // A read must answer 200, so it names a model that exists (the first seeded one).
          const modelId = route.method === 'GET' && route.url.startsWith('/api/catalogue-editor');
          const url = route.url
            .replace(':userId', userIds[role])
            .replace(':id', modelId ? '1' : ':id')
            .replace(/:(\w+)/g, '999999')
            .concat(route.url === '/api/activity' ? '?page=1&limit=10' : '');
          if (route.method === 'GET') return { url };
          const payload = report ? { page: 1, limit: 10 } : {};
          return { method: route.method as CallRequest['method'], url, payload };
        },
      },
    ];
  });
}

describe('the route table', () => {
  it('gives every admin route the permission the role table pins, and no other route exists', () => {
    const registered = Object.fromEntries(
      guardedRoutes().map((route) => [
        key(route),
        typeof route.permission === 'function' ? EXPORT_BY_KIND : route.permission,
      ]),
    );
    expect(registered).toEqual(ROUTE_PERMISSIONS);
  });

  it('lets exactly three calls through while a temporary password is in use', () => {
    const allowed = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.allowDuringPasswordChange)
      .map(key);
    expect(allowed.sort()).toEqual([...DURING_PASSWORD_CHANGE].sort());
  });
});

describe.each(ROLES)('the %s role', (role) => {
  it('is refused with 403 exactly where it lacks the permission, and let through elsewhere', async () => {
    const checked = calls();
    expect(checked.length).toBeGreaterThan(Object.keys(ROUTE_PERMISSIONS).length);
    for (const call of checked) {
      // Signing out ends the session, so that call gets a session of its own.
      const cookie =
        call.name === 'POST /api/logout'
          ? await signInAs(
              t,
              userIds[role],
              role === 'owner' ? TEST_ADMIN.password : ownPassword(userIds[role]),
            )
          : cookies[role];
      const options = call.request(role);
      const response = STREAMS.has(call.name)
        ? await openStream(options.url, cookie)
        : await t.app.inject({ ...options, headers: { cookie } });
      if (STREAMS.has(call.name) && response.statusCode === 200) {
        expect('contentType' in response && response.contentType).toBe('text/event-stream');
      }
      const label = `${role} ${call.name}: ${response.statusCode} ${response.body.slice(0, 120)}`;
      if (!can(role, call.permission)) {
        expect(response.statusCode, label).toBe(403);
        expect(response.json(), label).toEqual({ message: STAFF_MESSAGES.forbidden });
      } else if (options.method === undefined) {
        expect(response.statusCode, label).toBe(200);
      } else {
        expect([401, 403], label).not.toContain(response.statusCode);
      }
    }
  });
});

describe('an account with a temporary password', () => {
  let cookie: string;
  let temporary: string;
  beforeAll(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: { cookie: cookies.owner },
      payload: {
        userId: 'newcomer',
        userName: 'New Comer',
        mobileNo: '9876543210',
        email: '',
        role: 'owner',
      },
    });
    temporary = created.json().password;
    cookie = await signInAs(t, 'newcomer', temporary);
  });

  it('is refused every other admin call with 403 until it chooses its own password', async () => {
    for (const call of calls().filter((c) => !DURING_PASSWORD_CHANGE.includes(c.name))) {
      const options = call.request('owner');
      const response = await t.app.inject({
        ...options,
        url: options.url.replace(`/${TEST_ADMIN.userId}`, '/newcomer'),
        headers: { cookie },
      });
      expect(response.statusCode, call.name).toBe(403);
      expect(response.json(), call.name).toEqual({
        message: STAFF_MESSAGES.passwordChangeRequired,
      });
    }
  });

  it('may see who it is, change its password, and then use everything its role allows', async () => {
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user_id: 'newcomer', must_change_password: true });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/password/newcomer',
      headers: { cookie },
      payload: { oldPassword: temporary, newPassword: 'newcomer-1', confirmPassword: 'newcomer-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/staff', headers: { cookie } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/me', headers: { cookie } })).json().must_change_password,
    ).toBe(false);
  });

  it('may sign out', async () => {
    const other = await signInAs(t, 'newcomer', 'newcomer-1');
    await t.database.db
      .updateTable('admins')
      .set({ must_change_password: 1 })
      .where('user_id', '=', 'newcomer')
      .execute();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: other },
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: other } })).statusCode).toBe(
      401,
    );
  });
});

describe('building the app', () => {
  it('fails when a route declares neither public nor a permission', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.get('/api/forgotten', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten/);
    await app.close().catch(() => {});
  });

  it('accepts a route that declares its permission', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.get('/api/declared', { config: { permission: 'staff' } }, async () => ({ ok: true }));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describe('the API docs in production', () => {
  it('need only a session: every role may read them', async () => {
    const prod = await buildApp({
      config: { ...t.config, NODE_ENV: 'production' },
      database: t.database,
      logger: false,
    });
    await prod.ready();
    try {
      const docs = prod.routeTable.filter((r) => isDocs(r.url));
      expect(docs.length).toBeGreaterThan(0);
      for (const route of docs) expect(route.permission, key(route)).toBe('signed-in');
      const page = await prod.inject({ url: '/api/docs', headers: { cookie: cookies.service } });
      expect(page.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
