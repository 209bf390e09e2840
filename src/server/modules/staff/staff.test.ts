import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/admin.js';
import { STAFF_MESSAGES, type StaffMember } from '../../../shared/staff.js';
import { TEST_ADMIN } from '../../test/databases.js';
import { signedInTestApp, signIn, testDialect, type TestApp } from '../../test/helper.js';
import { createStaffAccount, ownPassword, signInAs } from '../../test/staff-accounts.js';

/**
 * The staff API as an owner's browser uses it. Refusals of the owner rules (your own account, the
 * last active owner) answer 409: they conflict with the accounts' current state, not with the
 * request's shape.
 */

let t: TestApp;
let owner: string;
beforeAll(async () => ({ t, cookie: owner } = await signedInTestApp()));
afterAll(() => t.close());

const newAccount = (userId: string, extra: Record<string, unknown> = {}) => ({
  userId,
  userName: `Staff ${userId}`,
  mobileNo: '98765 43210',
  email: `${userId}@example.com`,
  role: 'sales',
  ...extra,
});

const post = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/staff', headers: { cookie }, payload });
const patch = (cookie: string, userId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/staff/${userId}`, headers: { cookie }, payload });
const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
const login = (userId: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { userId, password } });
const member = async (userId: string) =>
  ((await get(owner, '/api/staff')).json().data as StaffMember[]).find(
    (row) => row.user_id === userId,
  );
const auditRows = (target: string) =>
  t.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('target', '=', target)
    .orderBy('id')
    .execute();

describe('GET /api/staff', () => {
  it('lists every account with its role, status and last sign-in in IST, never a password', async () => {
    // 04:30 UTC is 10:00 in Asia/Kolkata.
    t.clock.now = Date.UTC(2026, 0, 15, 4, 30);
    await signIn(t);
    const response = await get(owner, '/api/staff');
    expect(response.statusCode).toBe(200);
    const admin = response.json().data.find((row: { user_id: string }) => row.user_id === 'admin');
    expect(admin).toMatchObject({
      user_id: TEST_ADMIN.userId,
      role: 'owner',
      status: 'Active',
      last_sign_in: '15/01/2026 10:00',
      must_change_password: false,
    });
    expect(response.body).not.toMatch(/password_hash|argon2/);
    t.clock.now = Date.now();
  });
});

describe('POST /api/staff', () => {
  it('refuses bad input with the shared messages', async () => {
    const response = await post(owner, {
      userId: 'a b',
      userName: 'X',
      mobileNo: '123',
      email: 'nope',
      role: 'boss',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      userId: 'User ID: 3 to 32 letters, digits, dots, dashes or underscores',
      userName: 'Please enter a name of at least 2 characters',
      mobileNo: 'Please enter a 10-digit mobile number',
      email: expect.stringContaining('valid e-mail'),
      role: 'Please choose a role',
      password: 'The password must be at least 8 characters',
    });
  });

  it('generates a password shown once, which signs in once and must then be replaced', async () => {
    const response = await post(owner, newAccount('ravi'));
    expect(response.statusCode).toBe(201);
    const { message, password } = response.json();
    expect(message).toBe(STAFF_MESSAGES.created);
    expect(password).toMatch(/^\S{20}$/);
    expect(await member('ravi')).toMatchObject({
      role: 'sales',
      status: 'Active',
      mobile_no: '9876543210',
      last_sign_in: '',
      must_change_password: true,
    });

    const cookie = await signInAs(t, 'ravi', password);
    expect((await get(cookie, '/api/me')).json()).toMatchObject({
      role: 'sales',
      must_change_password: true,
    });
    const blocked = await get(cookie, '/api/dashboard');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: STAFF_MESSAGES.passwordChangeRequired });

    const changePassword = (newPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile/password/ravi',
        headers: { cookie },
        payload: { oldPassword: password, newPassword, confirmPassword: newPassword },
      });
    const kept = await changePassword(password);
    expect(kept.statusCode).toBe(400);
    expect(kept.json()).toMatchObject({
      errors: { newPassword: AUTH_MESSAGES.temporaryPasswordKept },
    });
    expect((await get(cookie, '/api/dashboard')).statusCode).toBe(403);

    const changed = await changePassword('ravi-chosen-1');
    expect(changed.statusCode).toBe(200);
    expect((await get(cookie, '/api/dashboard')).statusCode).toBe(200);
    expect((await login('ravi', password)).statusCode).toBe(401);
    expect((await login('ravi', 'ravi-chosen-1')).statusCode).toBe(200);
    expect((await member('ravi'))?.must_change_password).toBe(false);

    const rows = await auditRows('staff ravi');
    expect(rows[0]).toMatchObject({
      action: 'staff-create',
      actor_user_id: TEST_ADMIN.userId,
      summary: 'role sales',
    });
    const everything = JSON.stringify(
      await t.database.db.selectFrom('audit_events').selectAll().execute(),
    );
    expect(everything).not.toContain(password);
    expect(everything).not.toContain('ravi-chosen-1');
  });

  it('keeps a password the owner typed and does not answer it back', async () => {
    const response = await post(owner, newAccount('typed', { password: 'typed-password-1' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: STAFF_MESSAGES.created });
    expect((await login('typed', 'typed-password-1')).statusCode).toBe(200);
  });

  it('answers 409 for a taken user id, also when two creates of it race', async () => {
    const taken = await post(owner, newAccount(TEST_ADMIN.userId));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: STAFF_MESSAGES.userIdTaken });

    const answers = await Promise.all([
      post(owner, newAccount('twin', { role: 'sales' })),
      post(owner, newAccount('twin', { role: 'service' })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
      message: STAFF_MESSAGES.userIdTaken,
    });
    expect(await auditRows('staff twin')).toHaveLength(1);
  });

  it('is refused to a role without the staff permission', async () => {
    const sales = await createStaffAccount(t, owner, { userId: 'seller', role: 'sales' });
    const response = await post(sales, newAccount('sneaky'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: STAFF_MESSAGES.forbidden });
    expect(await member('sneaky')).toBeUndefined();
  });
});

describe('PATCH /api/staff/:userId', () => {
  it('refuses an empty change and an unknown account', async () => {
    const empty = await patch(owner, 'ravi', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ _: STAFF_MESSAGES.nothingToChange });
    const unknown = await patch(owner, 'nobody', { active: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: STAFF_MESSAGES.notFound });
  });

  it('applies a role change on the next request of a signed-in account', async () => {
    const cookie = await createStaffAccount(t, owner, { userId: 'desk', role: 'service' });
    const bookings = { page: 1, limit: 10 };
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/bookingReports',
      headers: { cookie },
      payload: bookings,
    });
    expect(before.statusCode).toBe(200);
    expect((await get(cookie, '/api/dashboard')).json()[0]).toEqual({
      bookings: 0,
      amc: 0,
      warranty: 0,
    });

    const changed = await patch(owner, 'desk', { role: 'sales' });
    expect(changed.json()).toEqual({ message: STAFF_MESSAGES.updated });
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/bookingReports',
      headers: { cookie },
      payload: bookings,
    });
    expect(after.statusCode).toBe(403);
    expect((await get(cookie, '/api/dashboard')).json()[0]).toEqual({ enquiry_report: 0 });
    expect((await auditRows('staff desk')).at(-1)).toMatchObject({
      action: 'staff-role',
      summary: 'service → sales',
    });
  });

  it('disabling ends the account at once: its next call is 401 and it cannot sign in until enabled', async () => {
    const cookie = await createStaffAccount(t, owner, { userId: 'leaver', role: 'sales' });
    expect((await patch(owner, 'leaver', { active: false })).statusCode).toBe(200);
    expect((await get(cookie, '/api/me')).statusCode).toBe(401);
    expect((await login('leaver', ownPassword('leaver'))).statusCode).toBe(401);
    expect((await member('leaver'))?.status).toBe('Disabled');

    expect((await patch(owner, 'leaver', { active: true })).statusCode).toBe(200);
    expect((await login('leaver', ownPassword('leaver'))).statusCode).toBe(200);
    const actions = (await auditRows('staff leaver')).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['staff-disable', 'staff-enable']));
  });

  it('a reset shows a new temporary password once, ends the sessions and forces a change', async () => {
    const cookie = await createStaffAccount(t, owner, { userId: 'forgot', role: 'service' });
    const response = await patch(owner, 'forgot', { resetPassword: true });
    expect(response.statusCode).toBe(200);
    const { password } = response.json();
    expect(password).toMatch(/^\S{20}$/);
    expect((await get(cookie, '/api/me')).statusCode).toBe(401);
    expect((await login('forgot', ownPassword('forgot'))).statusCode).toBe(401);
    const fresh = await signInAs(t, 'forgot', password);
    expect((await get(fresh, '/api/dashboard')).json()).toEqual({
      message: STAFF_MESSAGES.passwordChangeRequired,
    });
    const row = (await auditRows('staff forgot')).find((r) => r.action === 'staff-password-reset');
    expect(row).toMatchObject({ actor_user_id: TEST_ADMIN.userId });
    expect(JSON.stringify(row)).not.toContain(password);
  });

  it('refuses to disable or demote your own account with 409', async () => {
    for (const change of [{ active: false }, { role: 'sales' }]) {
      const response = await patch(owner, TEST_ADMIN.userId, change);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: STAFF_MESSAGES.notYourself });
    }
    expect(await member(TEST_ADMIN.userId)).toMatchObject({ role: 'owner', status: 'Active' });
  });
});

describe('the last active owner', () => {
  const activeOwners = async () =>
    (
      await t.database.db
        .selectFrom('admins')
        .select('user_id')
        .where('role', '=', 'owner')
        .where('status', '=', 1)
        .execute()
    ).length;

  /**
   * Holds the accounts the staff changes lock (PostgreSQL) or the single SQLite connection while
   * both requests pass the guard and wait, so that the second runs after the first has committed.
   */
  async function whileAccountsHeld<T>(send: () => Promise<T>): Promise<T> {
    let pending: Promise<T> | undefined;
    await t.database.db.transaction().execute(async (trx) => {
      const held = trx.selectFrom('admins').select('id').where('role', '=', 'owner');
      await (testDialect === 'postgres' ? held.forUpdate() : held).execute();
      pending = send();
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    return pending as Promise<T>;
  }

  it('stays when two owners disable each other at the same moment: the second is refused with 409', async () => {
    const other = await createStaffAccount(t, owner, { userId: 'co-owner', role: 'owner' });
    // The fixture's owner signs in again, so that the test's own session is not one being ended.
    const admin = await signIn(t);
    const answers = await whileAccountsHeld(() =>
      Promise.all([
        patch(admin, 'co-owner', { active: false }),
        patch(other, TEST_ADMIN.userId, { active: false }),
      ]),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.find((a) => a.statusCode !== 200);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json()).toEqual({ message: STAFF_MESSAGES.lastOwner });
    expect(await activeOwners()).toBe(1);
    // Put the fixture back for the next test: whichever owner remains enables the other.
    const survivor = statuses[0] === 200 ? admin : other;
    const disabled = statuses[0] === 200 ? 'co-owner' : TEST_ADMIN.userId;
    expect((await patch(survivor, disabled, { active: true })).statusCode).toBe(200);
  });

  it('stays when two owners demote each other at the same moment, however the requests interleave', async () => {
    const admin = await signIn(t);
    const first = await createStaffAccount(t, admin, { userId: 'owner-one', role: 'owner' });
    const second = await createStaffAccount(t, admin, { userId: 'owner-two', role: 'owner' });
    // Leave these two as the only active owners, whatever earlier tests left behind.
    for (const other of await t.database.db
      .selectFrom('admins')
      .select('user_id')
      .where('role', '=', 'owner')
      .where('status', '=', 1)
      .where('user_id', 'not in', ['owner-one', 'owner-two'])
      .execute()) {
      expect((await patch(first, other.user_id, { active: false })).statusCode).toBe(200);
    }
    expect(await activeOwners()).toBe(2);
    const answers = await Promise.all([
      patch(first, 'owner-two', { role: 'sales' }),
      patch(second, 'owner-one', { role: 'service' }),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.find((a) => a.statusCode !== 200);
    // Refused in the transaction (409, the last owner) or, when the other's demotion committed
    // before this request reached the guard, for lacking the staff permission (403).
    expect([403, 409]).toContain(refused?.statusCode);
    expect(await activeOwners()).toBe(1);
  });
});
