import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/admin.js';
import { TEST_ADMIN } from '../../test/databases.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { LOGIN_FAILURE_LIMIT } from './throttle.js';

/**
 * Each sign-in, refused sign-in, sign-out and change to one's own account leaves one row in the
 * audit trail, written with the change itself, and no row or log line ever holds a password.
 */

const logLines: string[] = [];
let t: TestApp;
let nextAddress = 1;
let address = '10.1.0.1';

beforeAll(async () => {
  t = await buildTestApp({}, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => t.close());
beforeEach(() => {
  address = `10.1.0.${nextAddress++}`;
});

const admin = () =>
  t.database.db
    .selectFrom('admins')
    .selectAll()
    .where('user_id', '=', TEST_ADMIN.userId)
    .executeTakeFirstOrThrow();
const newRows = async (afterId: number) =>
  t.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
const lastId = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
const login = (userId: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { userId, password },
    remoteAddress: address,
  });
const cookieOf = (response: Awaited<ReturnType<typeof login>>) => {
  const cookie = response.cookies.find((c) => c.name === 'dealer_session');
  if (!cookie) throw new Error(`no session: ${response.body}`);
  return `dealer_session=${cookie.value}`;
};
const secretsKept = async () => {
  const rows = JSON.stringify(await t.database.db.selectFrom('audit_events').selectAll().execute());
  return rows + logLines.join('\n');
};

/** Renames the trail away, so that appending to it fails, and back when `run` ends. */
async function withTrailUnwritable(run: () => Promise<void>): Promise<void> {
  await t.database.db.schema.alterTable('audit_events').renameTo('audit_events_away').execute();
  try {
    await run();
  } finally {
    await t.database.db.schema.alterTable('audit_events_away').renameTo('audit_events').execute();
  }
}

describe('sign-in', () => {
  it('records a sign-in with the account, the address and the time, and sets the last sign-in', async () => {
    const before = await lastId();
    t.clock.now = Date.UTC(2026, 2, 3, 6, 0);
    expect((await login(TEST_ADMIN.userId, TEST_ADMIN.password)).statusCode).toBe(200);
    const { id } = await admin();
    expect(await newRows(before)).toEqual([
      expect.objectContaining({
        action: 'sign-in',
        actor_id: id,
        actor_user_id: TEST_ADMIN.userId,
        ip: address,
        created_at: t.clock.now,
      }),
    ]);
    expect((await admin()).last_sign_in_at).toBe(t.clock.now);
    t.clock.now = Date.now();
  });

  it('records each refused try, naming the typed user id and its account if there is one', async () => {
    const before = await lastId();
    expect((await login(TEST_ADMIN.userId, 'not-the-password-1')).statusCode).toBe(401);
    expect((await login('nobody-here', 'not-the-password-2')).statusCode).toBe(401);
    const { id } = await admin();
    expect(await newRows(before)).toEqual([
      expect.objectContaining({
        action: 'sign-in-failed',
        actor_id: id,
        actor_user_id: TEST_ADMIN.userId,
        summary: 'wrong password',
        ip: address,
      }),
      expect.objectContaining({
        action: 'sign-in-failed',
        actor_id: null,
        actor_user_id: 'nobody-here',
        summary: 'unknown user ID',
      }),
    ]);
    const kept = await secretsKept();
    expect(kept).not.toContain('not-the-password');
    expect(kept).not.toContain(TEST_ADMIN.password);
  });

  it('records each try that leads to the throttle, but not the tries it then refuses unchecked', async () => {
    // The trail cannot be pruned: one address repeating a refused try must not grow it for ever.
    const before = await lastId();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await login('throttled', `wrong-${i}-password`);
    const counted = await newRows(before);
    expect(counted).toHaveLength(LOGIN_FAILURE_LIMIT);
    for (const row of counted) {
      expect(row).toMatchObject({ action: 'sign-in-failed', actor_user_id: 'throttled' });
    }
    for (let i = 0; i < 3; i++) {
      expect((await login('throttled', 'wrong-again-password')).statusCode).toBe(429);
    }
    expect(await newRows(before)).toHaveLength(LOGIN_FAILURE_LIMIT);
  });

  it('opens no session when its record cannot be written', async () => {
    const sessions = async () =>
      (await t.database.db.selectFrom('sessions').select('id_hash').execute()).length;
    const count = await sessions();
    await withTrailUnwritable(async () => {
      const response = await login(TEST_ADMIN.userId, TEST_ADMIN.password);
      expect(response.statusCode).toBe(500);
      expect(response.cookies).toHaveLength(0);
    });
    expect(await sessions()).toBe(count);
  });
});

describe('the signed-in account', () => {
  it('records a sign-out', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN.userId, TEST_ADMIN.password));
    const before = await lastId();
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await newRows(before)).toEqual([
      expect.objectContaining({ action: 'sign-out', actor_user_id: TEST_ADMIN.userId }),
    ]);
  });

  it('records an own profile update with each changed field before → after', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN.userId, TEST_ADMIN.password));
    const current = await admin();
    const before = await lastId();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/profile/${TEST_ADMIN.userId}`,
      headers: { cookie },
      payload: { userName: 'Asha Rao', email: current.email, mobileNo: '9822012345' },
    });
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.profileUpdated });
    expect(await newRows(before)).toEqual([
      expect.objectContaining({
        action: 'profile-update',
        target: `staff ${TEST_ADMIN.userId}`,
        summary: `name ${current.user_name} → Asha Rao; mobile ${current.mobile_no || '—'} → 9822012345`,
      }),
    ]);
  });

  it('keeps the profile unchanged when its record cannot be written', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN.userId, TEST_ADMIN.password));
    const current = await admin();
    await withTrailUnwritable(async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/profile/${TEST_ADMIN.userId}`,
        headers: { cookie },
        payload: { userName: 'Never Stored', email: '', mobileNo: '' },
      });
      expect(response.statusCode).toBe(500);
    });
    expect((await admin()).user_name).toBe(current.user_name);
  });

  it('records an own password change, which also clears a forced change, and never the passwords', async () => {
    await t.database.db
      .updateTable('admins')
      .set({ must_change_password: 1 })
      .where('user_id', '=', TEST_ADMIN.userId)
      .execute();
    const cookie = cookieOf(await login(TEST_ADMIN.userId, TEST_ADMIN.password));
    const before = await lastId();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/profile/password/${TEST_ADMIN.userId}`,
      headers: { cookie },
      payload: {
        oldPassword: TEST_ADMIN.password,
        newPassword: 'brand-new-secret-1',
        confirmPassword: 'brand-new-secret-1',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await newRows(before)).toEqual([
      expect.objectContaining({ action: 'password-change', actor_user_id: TEST_ADMIN.userId }),
    ]);
    expect((await admin()).must_change_password).toBe(0);
    const kept = await secretsKept();
    expect(kept).not.toContain('brand-new-secret-1');
    expect(kept).not.toContain(TEST_ADMIN.password);
  });
});
