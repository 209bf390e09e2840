import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../test/databases.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { ensureFirstAdmin, upsertAdmin } from './admins.js';
import { verifyPassword } from './password.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const findAdmin = (userId: string) =>
  t.database.db.selectFrom('admins').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('the first admin', () => {
  it('is created from ADMIN_USER_ID / ADMIN_PASSWORD with an argon2id hash, never the password', async () => {
    const admin = await findAdmin(TEST_ADMIN.userId);
    expect(admin?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(admin?.password_hash).not.toContain(TEST_ADMIN.password);
    expect(await verifyPassword(admin?.password_hash as string, TEST_ADMIN.password)).toBe(true);
    expect(await verifyPassword(admin?.password_hash as string, 'wrong-password')).toBe(false);
    const dealer = await t.database.db
      .selectFrom('dealers')
      .select('name')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ user_name: dealer.name, city: 'N/A', status: 1, role: 'owner' });
  });

  it('is not created again once any admin exists', async () => {
    expect(
      await ensureFirstAdmin(t.database.db, {
        ADMIN_USER_ID: 'other',
        ADMIN_PASSWORD: 'another-password',
      }),
    ).toBeNull();
    expect(await findAdmin('other')).toBeUndefined();
  });

  it('gets a generated password, returned once, when none is configured', async () => {
    await t.database.db.deleteFrom('admins').execute();
    const created = await ensureFirstAdmin(t.database.db, {});
    expect(created?.userId).toBe('admin');
    expect(created?.generatedPassword).toMatch(/^\S{20}$/);
    const admin = await findAdmin('admin');
    expect(
      await verifyPassword(admin?.password_hash as string, created?.generatedPassword as string),
    ).toBe(true);
  });

  it('refuses a password under 8 characters', async () => {
    await expect(upsertAdmin(t.database.db, 'shorty', 'short')).rejects.toThrow(/at least 8/);
    expect(await findAdmin('shorty')).toBeUndefined();
  });
});

describe('create-admin on an existing account', () => {
  it('sets the new password, re-enables the account and clears a forced change, keeping its role', async () => {
    await upsertAdmin(t.database.db, 'locked-out', 'first-password', { role: 'sales' });
    await t.database.db
      .updateTable('admins')
      .set({ status: 0, must_change_password: 1, expire_at: 1 })
      .where('user_id', '=', 'locked-out')
      .execute();
    await upsertAdmin(t.database.db, 'locked-out', 'recovered-password');
    const admin = await findAdmin('locked-out');
    expect(admin).toMatchObject({
      role: 'sales',
      status: 1,
      must_change_password: 0,
      expire_at: null,
    });
    expect(await verifyPassword(admin?.password_hash as string, 'recovered-password')).toBe(true);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userId: 'locked-out', password: 'recovered-password' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('creates an owner unless a role is given, and changes an existing role only when asked', async () => {
    await upsertAdmin(t.database.db, 'new-owner', 'owner-password');
    expect((await findAdmin('new-owner'))?.role).toBe('owner');
    await upsertAdmin(t.database.db, 'new-owner', 'owner-password', { role: 'service' });
    expect((await findAdmin('new-owner'))?.role).toBe('service');
  });
});
