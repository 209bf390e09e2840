import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../shared/roles.js';
import { AUTH_MESSAGES, BACKGROUND_REFRESH_HEADER } from '../../../shared/admin.js';
import { TEST_ADMIN } from '../../test/databases.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.js';
import { LOGIN_WINDOW_MS } from './throttle.js';

const logLines: string[] = [];
let t: TestApp;
let nextAddress = 1;
/** Each test signs in from its own address, so the per-address throttle of one does not leak. */
let address = '10.0.0.1';

beforeAll(async () => {
  t = await buildTestApp({}, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => t.close());
beforeEach(() => {
  address = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
});

async function login(userId: string = TEST_ADMIN.userId, password: string = TEST_ADMIN.password) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { userId, password },
    remoteAddress: address,
  });
}

function sessionCookie(response: Awaited<ReturnType<typeof login>>): string {
  const cookie = response.cookies.find((c) => c.name === 'dealer_session');
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `dealer_session=${cookie.value}`;
}

const me = (cookie?: string) =>
  t.app.inject({ url: '/api/me', headers: cookie ? { cookie } : {}, remoteAddress: address });

describe('POST /api/login', () => {
  it('opens a session in an HttpOnly, SameSite=Strict cookie and answers the user without secrets', async () => {
    const response = await login();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Login successful',
      user: { user_id: TEST_ADMIN.userId, user_name: expect.any(String) },
    });
    const cookie = response.cookies.find((c) => c.name === 'dealer_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(Buffer.from(cookie?.value ?? '', 'base64url')).toHaveLength(32);
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('stores only a hash of the session id', async () => {
    const cookie = sessionCookie(await login());
    const sessionId = cookie.split('=')[1] as string;
    const rows = await t.database.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id_hash)).not.toContain(sessionId);
  });

  it('gives a new session id on every login', async () => {
    const first = sessionCookie(await login());
    const second = sessionCookie(await login());
    expect(first).not.toBe(second);
  });

  it('answers an unknown user and a wrong password alike, and logs both without the password', async () => {
    const wrong = await login(TEST_ADMIN.userId, 'not-the-password');
    const unknown = await login('nobody', 'not-the-password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
      expect(response.cookies).toHaveLength(0);
    }
    const failures = logLines.filter((line) => line.includes('"login_failed"'));
    expect(failures.some((l) => l.includes('"userId":"nobody"') && l.includes(address))).toBe(true);
    expect(logLines.join('\n')).not.toContain('not-the-password');
    expect(logLines.join('\n')).not.toContain(TEST_ADMIN.password);
  });

  it('spends about the same time on an unknown user as on a wrong password', async () => {
    // Not a speed budget: without the dummy hash an unknown user answers ~50x faster than argon2.
    const time = async (userId: string) => {
      address = `10.9.9.${nextAddress++ % 250}`;
      const start = performance.now();
      const response = await login(userId, 'not-the-password');
      const took = performance.now() - start;
      // A refusal by the throttle (429) would be fast for another reason.
      expect(response.statusCode).toBe(401);
      return took;
    };
    // The fastest of four each, taken in turns: a loaded machine slows one try, not all of them
    // (two each once gave 0.298 in a full PostgreSQL run).
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      wrong.push(await time(TEST_ADMIN.userId));
      unknown.push(await time('nobody-at-all'));
    }
    expect(Math.min(...unknown) / Math.min(...wrong)).toBeGreaterThan(0.3);
  });

  it('refuses a malformed body with 400 and field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userId: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('password');
  });
});

describe('login throttle', () => {
  it('forgets tries and their lock rows once they are past the window, so random user ids cannot grow the tables', async () => {
    address = '10.9.9.9';
    for (let i = 0; i < 4; i++) {
      expect((await login(`nobody-${i}`, 'wrong-password')).statusCode).toBe(401);
    }
    const keysOf = async () =>
      (await t.database.db.selectFrom('attempt_locks').select('key').execute()).map((r) => r.key);
    expect(await keysOf()).toContain('login:user_id:nobody-3');

    t.clock.now += 2 * LOGIN_WINDOW_MS;
    address = '10.9.9.10';
    expect((await login('somebody-new', 'wrong-password')).statusCode).toBe(401);
    const tries = await t.database.db.selectFrom('login_attempts').select('user_id').execute();
    expect(tries.map((row) => row.user_id)).toEqual(['somebody-new']);
    expect((await keysOf()).sort()).toEqual(['login:ip:10.9.9.10', 'login:user_id:somebody-new']);
  });

  it('refuses an account after 5 failures in 15 minutes, even with the right password, until the window passes', async () => {
    await t.database.db.deleteFrom('login_attempts').execute();
    const start = t.clock.now;
    for (let i = 0; i < 5; i++) {
      address = `10.1.1.${i + 1}`; // different addresses: only the account counter trips
      expect((await login(TEST_ADMIN.userId, 'wrong-password')).statusCode).toBe(401);
      t.clock.now += 60_000;
    }
    address = '10.1.1.99';
    const blocked = await login();
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    // The first failure leaves the window 15 minutes after it happened.
    expect(retryAfter).toBe(Math.ceil((start + LOGIN_WINDOW_MS - t.clock.now) / 1000));
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);

    t.clock.now = start + LOGIN_WINDOW_MS + 1;
    expect((await login()).statusCode).toBe(200);
  });

  it('refuses an address after 5 failures in 15 minutes, whatever the account', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(`guess-${i}`, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await login()).statusCode).toBe(429);
    t.clock.now += LOGIN_WINDOW_MS + 1;
    expect((await login()).statusCode).toBe(200);
  });
});

describe('login throttle under tries sent together', () => {
  const statusCounts = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((counts, r) => {
      counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
      return counts;
    }, {});

  it('checks at most five of twenty wrong passwords sent at once for one account and refuses the right one after them', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        address = `10.2.1.${i + 1}`; // different addresses: only the account counter trips
        return login(TEST_ADMIN.userId, `wrong-password-${i}`);
      }),
    );
    expect(statusCounts(responses)).toEqual({ 401: 5, 429: 15 });
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBe(LOGIN_WINDOW_MS / 1000);
      expect(refused.json().message).toBe(
        'Too many failed sign-in attempts. Please try again in 15 minutes.',
      );
    }
    address = '10.2.1.99';
    expect((await login()).statusCode).toBe(429);
    t.clock.now += LOGIN_WINDOW_MS + 1;
    expect((await login()).statusCode).toBe(200);
  });

  it('checks at most five of twenty wrong passwords sent at once from one address, whatever the accounts', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(`together-${i}`, 'wrong-password')),
    );
    expect(statusCounts(responses)).toEqual({ 401: 5, 429: 15 });
    expect((await login()).statusCode).toBe(429);
    t.clock.now += LOGIN_WINDOW_MS + 1;
    expect((await login()).statusCode).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++)
      expect((await login(TEST_ADMIN.userId, 'wrong')).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(TEST_ADMIN.userId, 'wrong')).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
    t.clock.now += LOGIN_WINDOW_MS + 1;
  });
});

describe('sessions', () => {
  it('lets /api/me through with the cookie and answers 401 without it', async () => {
    const cookie = sessionCookie(await login());
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: TEST_ADMIN.userId,
      user_name: expect.any(String),
      email: expect.any(String),
      mobile_no: expect.any(String),
      city: 'N/A',
      created_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expire_date: 'N/A',
      Status: 'Active',
      role: 'owner',
      permissions: [...PERMISSIONS],
      must_change_password: false,
    });
    const anonymous = await me();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: AUTH_MESSAGES.unauthorized });
  });

  it('ends after 30 idle minutes', async () => {
    const cookie = sessionCookie(await login());
    t.clock.now += SESSION_IDLE_MS - 60_000;
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.now += SESSION_IDLE_MS + 1;
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    // The expired cookie is cleared in the browser too.
    expect(expired.cookies.find((c) => c.name === 'dealer_session')?.value).toBe('');
  });

  it("is not kept alive by the panel's background reads, only by reads a person makes", async () => {
    const cookie = sessionCookie(await login());
    const background = (at: number) => {
      t.clock.now = at;
      return t.app.inject({
        url: '/api/me',
        headers: { cookie, [BACKGROUND_REFRESH_HEADER]: '1' },
        remoteAddress: address,
      });
    };
    const start = t.clock.now;
    // Answered, but the idle clock keeps running from the last read a person made.
    expect((await background(start + 20 * 60_000)).statusCode).toBe(200);
    expect((await background(start + SESSION_IDLE_MS - 60_000)).statusCode).toBe(200);
    expect((await background(start + SESSION_IDLE_MS + 60_000)).statusCode).toBe(401);
    // The same reads without the header count as activity.
    const kept = sessionCookie(await login());
    const from = t.clock.now;
    t.clock.now = from + 20 * 60_000;
    expect((await me(kept)).statusCode).toBe(200);
    t.clock.now = from + SESSION_IDLE_MS + 60_000;
    expect((await me(kept)).statusCode).toBe(200);
  });

  it('ends 12 hours after login however active it is', async () => {
    const cookie = sessionCookie(await login());
    const end = t.clock.now + SESSION_ABSOLUTE_MS;
    while (t.clock.now + 20 * 60_000 < end) {
      t.clock.now += 20 * 60_000;
      expect((await me(cookie)).statusCode).toBe(200);
    }
    t.clock.now = end + 1;
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('is deleted on logout, so the old cookie is refused', async () => {
    const cookie = sessionCookie(await login());
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'dealer_session')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('uses the __Host- prefix and Secure when the site is served over https', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://dealer.example' });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userId: TEST_ADMIN.userId, password: TEST_ADMIN.password },
      });
      const cookie = response.cookies.find((c) => c.name === '__Host-dealer_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie?.domain).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});

describe('profile and password', () => {
  const patch = (url: string, cookie: string, payload: object, origin?: string) =>
    t.app.inject({
      method: 'PATCH',
      url,
      payload,
      headers: { cookie, ...(origin ? { origin, host: 'localhost:3000' } : {}) },
    });

  it('updates the own profile and shows it in /api/me', async () => {
    const cookie = sessionCookie(await login());
    const response = await patch(`/api/profile/${TEST_ADMIN.userId}`, cookie, {
      userName: 'Sunita Patil',
      email: 'sunita@dealer.example',
      mobileNo: '+91 98220-12345',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.profileUpdated });
    expect((await me(cookie)).json()).toMatchObject({
      user_name: 'Sunita Patil',
      email: 'sunita@dealer.example',
      mobile_no: '9822012345',
    });
  });

  it("refuses another admin's profile and password with 403 and changes nothing", async () => {
    const cookie = sessionCookie(await login());
    const profile = await patch('/api/profile/someone-else', cookie, {
      userName: 'Intruder',
      email: '',
      mobileNo: '',
    });
    expect(profile.statusCode).toBe(403);
    const password = await patch('/api/profile/password/someone-else', cookie, {
      oldPassword: TEST_ADMIN.password,
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(password.statusCode).toBe(403);
    expect((await me(cookie)).json().user_name).not.toBe('Intruder');
  });

  it('refuses bad profile input with field errors', async () => {
    const cookie = sessionCookie(await login());
    const response = await patch(`/api/profile/${TEST_ADMIN.userId}`, cookie, {
      userName: 'S',
      email: 'not-an-email',
      mobileNo: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'mobileNo', 'userName']);
  });

  it.each([
    [
      {
        oldPassword: 'wrong-current',
        newPassword: 'new-password-1',
        confirmPassword: 'new-password-1',
      },
      'oldPassword',
    ],
    [
      {
        oldPassword: TEST_ADMIN.password,
        newPassword: 'new-password-1',
        confirmPassword: 'new-password-2',
      },
      'confirmPassword',
    ],
    [
      { oldPassword: TEST_ADMIN.password, newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
    ],
    [
      {
        oldPassword: TEST_ADMIN.password,
        newPassword: 'x'.repeat(129),
        confirmPassword: 'x'.repeat(129),
      },
      'newPassword',
    ],
  ])('refuses a password change %o on %s and keeps the old password', async (payload, field) => {
    const cookie = sessionCookie(await login());
    const response = await patch(`/api/profile/password/${TEST_ADMIN.userId}`, cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect((await login()).statusCode).toBe(200);
  });

  it('changes the password, ends every other session and keeps the current one', async () => {
    const other = sessionCookie(await login());
    const current = sessionCookie(await login());
    const response = await patch(`/api/profile/password/${TEST_ADMIN.userId}`, current, {
      oldPassword: TEST_ADMIN.password,
      newPassword: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.passwordUpdated });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN.userId, TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN.userId, 'a-brand-new-password')).statusCode).toBe(200);
    // Put the password back for the other tests.
    await patch(`/api/profile/password/${TEST_ADMIN.userId}`, current, {
      oldPassword: 'a-brand-new-password',
      newPassword: TEST_ADMIN.password,
      confirmPassword: TEST_ADMIN.password,
    });
  });

  it('checks at most five current-password guesses sent together, ends the guessing session and refuses the account for 15 minutes', async () => {
    const other = sessionCookie(await login());
    const guessing = sessionCookie(await login());
    const url = `/api/profile/password/${TEST_ADMIN.userId}`;
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        patch(url, guessing, {
          oldPassword: `guess-${i}`,
          newPassword: 'taken-over-password',
          confirmPassword: 'taken-over-password',
        }),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    // The rest are refused unchecked: throttled, or already signed out by the fifth wrong guess.
    expect(statuses.filter((s) => s !== 400 && s !== 429 && s !== 401)).toEqual([]);
    expect(statuses).toContain(429);
    for (const refused of guesses.filter((r) => r.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBe(LOGIN_WINDOW_MS / 1000);
      expect(refused.json().message).toBe(
        'Too many wrong current passwords. Please try again in 15 minutes.',
      );
    }
    expect((await me(guessing)).statusCode).toBe(401);

    // The account is throttled, whichever session asks, even with the right password.
    const right = {
      oldPassword: TEST_ADMIN.password,
      newPassword: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    };
    const blocked = await patch(url, other, right);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await me(other)).statusCode).toBe(200);

    t.clock.now += LOGIN_WINDOW_MS + 1;
    const current = sessionCookie(await login());
    expect((await patch(url, current, right)).statusCode).toBe(200);
    await patch(url, current, {
      oldPassword: 'a-brand-new-password',
      newPassword: TEST_ADMIN.password,
      confirmPassword: TEST_ADMIN.password,
    });
    expect(logLines.some((l) => l.includes('"password_change_failed"'))).toBe(true);
  });

  it('keeps the session through four wrong current passwords and starts the count again after a right one', async () => {
    const cookie = sessionCookie(await login());
    const url = `/api/profile/password/${TEST_ADMIN.userId}`;
    const wrong = {
      oldPassword: 'wrong',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    };
    for (let i = 0; i < 4; i++) expect((await patch(url, cookie, wrong)).statusCode).toBe(400);
    expect((await me(cookie)).statusCode).toBe(200);
    const same = {
      oldPassword: TEST_ADMIN.password,
      newPassword: TEST_ADMIN.password,
      confirmPassword: TEST_ADMIN.password,
    };
    expect((await patch(url, cookie, same)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await patch(url, cookie, wrong)).statusCode).toBe(400);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await patch(url, cookie, same)).statusCode).toBe(200);
  });

  it('refuses a state-changing call from another site with 403 (CSRF) and accepts the same site', async () => {
    const cookie = sessionCookie(await login());
    const payload = { userName: 'Cross Site', email: '', mobileNo: '' };
    const url = `/api/profile/${TEST_ADMIN.userId}`;
    const crossSite = await patch(url, cookie, payload, 'https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    expect((await me(cookie)).json().user_name).not.toBe('Cross Site');
    expect((await patch(url, cookie, payload, 'http://localhost:3000')).statusCode).toBe(200);
  });
});
