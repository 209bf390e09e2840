import type { Role } from '../../shared/roles.js';
import type { TestApp } from './helper.js';

/** The password each test account chooses after its first sign-in. */
export const ownPassword = (userId: string) => `${userId}-own-password`;

/** Signs in and answers the Cookie header, or throws with the answer when refused. */
export async function signInAs(
  t: TestApp,
  userId: string,
  password: string,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { userId, password },
    remoteAddress,
  });
  const cookie = response.cookies.find((c) => c.name === 'dealer_session');
  if (!cookie)
    throw new Error(`sign-in of ${userId} failed: ${response.statusCode} ${response.body}`);
  return `dealer_session=${cookie.value}`;
}

/**
 * Creates an account through the staff API as `ownerCookie`, signs it in with the generated
 * password and replaces it with ownPassword(userId), as a new member of staff would. Answers the
 * new account's Cookie header.
 */
export async function createStaffAccount(
  t: TestApp,
  ownerCookie: string,
  account: { userId: string; role: Role },
): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff',
    headers: { cookie: ownerCookie },
    payload: {
      userId: account.userId,
      userName: `Staff ${account.userId}`,
      mobileNo: '9876543210',
      email: '',
      role: account.role,
    },
  });
  if (created.statusCode !== 201) {
    throw new Error(`creating ${account.userId} failed: ${created.statusCode} ${created.body}`);
  }
  const temporary = (created.json() as { password: string }).password;
  const cookie = await signInAs(t, account.userId, temporary);
  const changed = await t.app.inject({
    method: 'PATCH',
    url: `/api/profile/password/${account.userId}`,
    headers: { cookie },
    payload: {
      oldPassword: temporary,
      newPassword: ownPassword(account.userId),
      confirmPassword: ownPassword(account.userId),
    },
  });
  if (changed.statusCode !== 200) {
    throw new Error(`password change of ${account.userId} failed: ${changed.body}`);
  }
  return cookie;
}
