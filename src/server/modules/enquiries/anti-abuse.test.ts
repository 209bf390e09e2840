import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { ENQUIRY_RATE_WINDOW_MS } from './routes.js';

const finance = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  contact: '9822000111',
  model: 'Shine',
};
const contact = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  contact: '9822000111',
  reason: 'Inquiry',
  message: 'Call me',
};

function post(t: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress });
}

async function count(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// Repeat submissions have tests of their own (repeats.test.ts): they are stored, marked as repeats.
describe('the honeypot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '100000' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('enquiries').execute();
  });

  it('answers a filled-in honeypot with the usual 201 and stores nothing', async () => {
    const response = await post(t, '/finance', { ...finance, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Finance Enquiry Submitted Successfully!' });
    expect(await count(t)).toBe(0);
  });

  it('stores an enquiry whose honeypot is empty, as a person leaves it', async () => {
    const response = await post(t, '/finance', { ...finance, website: '' });
    expect(response.statusCode).toBe(201);
    expect(await count(t)).toBe(1);
  });
});

describe('the per-address limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after ENQUIRY_RATE_LIMIT posts to any of the forms, storing nothing', async () => {
    const address = '203.0.113.10';
    const answers = [
      await post(t, '/finance', finance, address),
      await post(t, '/contact', contact, address),
      await post(t, '/amc', { name: 'x' }, address), // invalid posts count too
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 400]);
    const before = await count(t);

    const limited = await post(t, '/offer', { ...finance, agree: true }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many enquiries from your connection. Please try again in a few minutes.',
      code: 'tooManyEnquiries',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await count(t)).toBe(before);
  });

  it('counts each address on its own', async () => {
    for (let i = 0; i < 3; i++) await post(t, '/contact', contact, '203.0.113.20');
    expect((await post(t, '/contact', contact, '203.0.113.20')).statusCode).toBe(429);
    expect((await post(t, '/contact', contact, '203.0.113.21')).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a header cannot buy a fresh quota', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/contact',
        payload: contact,
        remoteAddress: address,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    }
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: contact,
      remoteAddress: address,
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('never lets more than ENQUIRY_RATE_LIMIT of many simultaneous posts through', async () => {
    const address = '203.0.113.40';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          t,
          '/contact',
          { ...contact, contact: `98220001${String(i).padStart(2, '0')}` },
          address,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(9);
  });

  it('lets an address post again once 10 minutes have passed since its first post', async () => {
    const address = '203.0.113.50';
    const first = t.clock.now;
    for (let i = 0; i < 3; i++) await post(t, '/contact', contact, address);
    t.clock.now = first + ENQUIRY_RATE_WINDOW_MS - 1000;
    const limited = await post(t, '/contact', contact, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    t.clock.now = first + ENQUIRY_RATE_WINDOW_MS;
    expect((await post(t, '/contact', contact, address)).statusCode).toBe(201);
  });

  it('does not limit the other public routes', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.app.inject({ url: '/api/bikes', remoteAddress: '203.0.113.10' })).statusCode,
      ).toBe(200);
    }
  });
});

describe('behind a load balancer (TRUST_PROXY lists its addresses)', () => {
  const BALANCER = '10.0.0.2';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '2', TRUST_PROXY: '10.0.0.0/24' });
  });
  afterAll(() => t.close());

  /** A post through the balancer, which appends the address it saw to what the visitor sent. */
  const through = (forwardedFor: string, phone = '9822000111') =>
    t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: { ...contact, contact: phone },
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('limits each visitor by the address the balancer saw and records it', async () => {
    expect((await through('198.51.100.7', '9822000701')).statusCode).toBe(201);
    expect((await through('198.51.100.7', '9822000702')).statusCode).toBe(201);
    expect((await through('198.51.100.7', '9822000703')).statusCode).toBe(429);
    expect((await through('198.51.100.8', '9822000801')).statusCode).toBe(201);
    const ips = await t.database.db
      .selectFrom('enquiries')
      .select('ip')
      .where('ip', 'in', ['198.51.100.7', '198.51.100.8'])
      .execute();
    expect(ips.map((r) => r.ip).sort()).toEqual(['198.51.100.7', '198.51.100.7', '198.51.100.8']);
  });

  it("ignores the entries a visitor writes before the balancer's, so a forged one buys no fresh quota", async () => {
    const visitor = '198.51.100.9';
    const forged = ['203.0.113.7, 10.5.0.1', '203.0.113.8', '10.0.0.3', 'not-an-address'];
    const codes = [];
    for (const [i, entry] of forged.entries()) {
      codes.push((await through(`${entry}, ${visitor}`, `98220009${i}1`)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429, 429]);
    const ips = await t.database.db
      .selectFrom('enquiries')
      .select('ip')
      .where('phone', 'in', ['9822000901', '9822000911'])
      .execute();
    expect(ips.map((r) => r.ip)).toEqual([visitor, visitor]);
  });

  it('does not let a visitor who connects directly, not through a listed balancer, name an address', async () => {
    const direct = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/contact',
        payload: contact,
        remoteAddress: '203.0.113.60',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await direct(`198.51.100.${100 + i}`)).statusCode);
    expect(codes).toEqual([201, 201, 429, 429]);
  });
});

describe('a body of another kind', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '100000' });
  });
  afterAll(() => t.close());

  it('refuses a multipart form with 415, says so, and stores nothing: only uploads take one', async () => {
    const boundary = 'dealer-test-boundary';
    const fields = Object.entries(contact).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${fields.join('')}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/media type|content-type/i);
    expect(await count(t)).toBe(0);
    // The same fields as JSON are a lead.
    expect((await post(t, '/contact', contact)).statusCode).toBe(201);
    expect(await count(t)).toBe(1);
  });
});
