import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentDealerYear, type EnquiryKind } from '../../../shared/enquiries.js';
import { dealerDate } from '../../../shared/format.js';
import { computeOnRoadPrice, demoInsurance, SEED_ON_ROAD_RULES } from '../../../shared/on-road.js';
import type { Enquiry } from '../../db/tables.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  // The per-address limit has its own test file; here every request comes from 127.0.0.1.
  t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '100000' });
});
afterAll(() => t.close());

// Each test starts from an empty table, so a lead from another test is never taken for a repeat.
beforeEach(async () => {
  await t.database.db.deleteFrom('enquiries').execute();
});

const bookingDate = (() => {
  const date = new Date(`${dealerDate(Date.now())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
})();

const EMPTY_ROW = {
  email: null,
  model: null,
  message: null,
  registration_no: null,
  year_of_purchase: null,
  service_type: null,
  booking_date: null,
  entered_model: null,
  loan_amount: null,
  colour: null,
  variant: null,
  reason: null,
  agreed: null,
  channels: null,
  repeat_of: null,
  // A new lead waits on the lead desk: new, and unassigned while no sales or service account exists.
  status: 'new',
  assignee_id: null,
  next_follow_up_at: null,
  first_response_minutes: null,
  lost_reason: null,
  on_road_price: null,
  // The repeat check's digest of the visitor's fields (repeats.test.ts).
  fingerprint: expect.stringMatching(/^[\w-]{43}$/),
};

/** What a Shine Disc costs on the road under the seeded rules: a test ride stores it. */
const SHINE_DISC_ON_ROAD = computeOnRoadPrice(
  {
    exShowroom: 89_240,
    engineCc: 124,
    electric: false,
    insurance: demoInsurance(89_240, 124, false),
  },
  SEED_ON_ROAD_RULES,
).total;

interface Case {
  kind: EnquiryKind;
  url: string;
  message: string;
  payload: Record<string, unknown>;
  row: Partial<Enquiry>;
}

/** One valid submission per SPEC §7 endpoint, the spec's success text, and the row it must store. */
const CASES: Case[] = [
  {
    kind: 'finance',
    url: '/finance',
    message: 'Finance Enquiry Submitted Successfully!',
    payload: {
      name: 'Asha Patil',
      email: 'asha@example.com',
      contact: '9822000111',
      loanAmount: 150000,
      model: 'Shine',
      message: 'Three years, please.',
      agreed: true,
    },
    row: {
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '9822000111',
      loan_amount: 150000,
      model: 'Shine',
      message: 'Three years, please.',
      agreed: 1,
    },
  },
  {
    kind: 'contact',
    url: '/contact',
    message: 'Contact request submitted successfully!',
    payload: {
      name: 'Ravi Kulkarni',
      email: 'ravi@example.com',
      contact: '9822000112',
      reason: 'Support',
      message: 'My horn is weak.',
    },
    row: {
      name: 'Ravi Kulkarni',
      email: 'ravi@example.com',
      phone: '9822000112',
      reason: 'Support',
      message: 'My horn is weak.',
    },
  },
  {
    kind: 'service',
    url: '/book-service',
    message: 'Booking saved successfully!',
    payload: {
      model: 'honda-activa-6g',
      enteredModel: 'Activa 6G DLX',
      yearOfPurchase: 2021,
      serviceType: 'Free',
      registrationNumber: 'MH13AB1234',
      bookingDate,
      name: 'Sunita Jadhav',
      email: 'sunita@example.com',
      contactNumber: '9822000113',
      message: 'Morning slot',
    },
    row: {
      model: 'honda-activa-6g',
      entered_model: 'Activa 6G DLX',
      year_of_purchase: 2021,
      service_type: 'Free',
      registration_no: 'MH13AB1234',
      booking_date: bookingDate,
      name: 'Sunita Jadhav',
      email: 'sunita@example.com',
      phone: '9822000113',
      message: 'Morning slot',
    },
  },
  {
    kind: 'amc',
    url: '/amc',
    message: 'Enquiry submitted successfully!',
    payload: {
      model: 'honda-shine',
      yearOfPurchase: 2020,
      registrationNumber: 'MH13CD5678',
      name: 'Vijay More',
      email: 'vijay@example.com',
      contactNumber: '9822000114',
      message: '',
    },
    row: {
      model: 'honda-shine',
      year_of_purchase: 2020,
      registration_no: 'MH13CD5678',
      name: 'Vijay More',
      email: 'vijay@example.com',
      phone: '9822000114',
    },
  },
  {
    kind: 'warranty',
    url: '/warranty',
    message: 'Form Submitted Successfully!',
    payload: {
      model: 'honda-unicorn',
      yearOfPurchase: 2023,
      registrationNumber: '22BH1234AA',
      name: 'Meena Shinde',
      email: 'meena@example.com',
      contactNumber: '9822000115',
      message: 'Seven years?',
    },
    row: {
      model: 'honda-unicorn',
      year_of_purchase: 2023,
      registration_no: '22BH1234AA',
      name: 'Meena Shinde',
      email: 'meena@example.com',
      phone: '9822000115',
      message: 'Seven years?',
    },
  },
  {
    kind: 'optin',
    url: '/opt-in',
    message: 'Opt-In Request Submitted Successfully!',
    payload: {
      registration: 'MH13EF9012',
      name: 'Kiran Pawar',
      mobile: '9822000116',
      notifications: { all: false, rcs: false, sms: true, obd: false, email: true, whatsapp: true },
    },
    row: {
      registration_no: 'MH13EF9012',
      name: 'Kiran Pawar',
      phone: '9822000116',
      channels: JSON.stringify({ rcs: false, sms: true, obd: false, email: true, whatsapp: true }),
    },
  },
  {
    kind: 'offer',
    url: '/offer',
    message: 'Offer Enquiry Submitted Successfully!',
    payload: {
      name: 'Nisha Gaikwad',
      email: 'nisha@example.com',
      contact: '9822000117',
      agree: true,
    },
    row: { name: 'Nisha Gaikwad', email: 'nisha@example.com', phone: '9822000117', agreed: 1 },
  },
  {
    kind: 'product',
    url: '/api/postBooking',
    message: 'Thanks for your enquiry. Our team will get back soon.',
    payload: {
      name: 'Omkar Deshmukh',
      mobileNo: '9822000118',
      emailId: 'omkar@example.com',
      model: 'Shine',
      color: 'Rebel Red Metallic',
      message: 'Test ride on Sunday?',
      variant: 'Disc',
      agree: true,
    },
    row: {
      name: 'Omkar Deshmukh',
      phone: '9822000118',
      email: 'omkar@example.com',
      model: 'Shine',
      colour: 'Rebel Red Metallic',
      message: 'Test ride on Sunday?',
      variant: 'Disc',
      agreed: 1,
      on_road_price: SHINE_DISC_ON_ROAD,
    },
  },
  {
    kind: 'joyclub',
    url: '/api/joyClub',
    message: 'Form submitted successfully!',
    payload: {
      name: 'Pooja Salunkhe',
      mobile: '9822000119',
      email: 'pooja@example.com',
      model: 'CBR 150R',
      regNo: 'MH45GH3456',
      purchaseYear: '2022',
      message: 'Rides?',
    },
    row: {
      name: 'Pooja Salunkhe',
      phone: '9822000119',
      email: 'pooja@example.com',
      model: 'CBR 150R',
      registration_no: 'MH45GH3456',
      year_of_purchase: 2022,
      message: 'Rides?',
    },
  },
];

const caseOf = (kind: EnquiryKind) => CASES.find((c) => c.kind === kind) as Case;

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

async function rows(): Promise<Enquiry[]> {
  return t.database.db.selectFrom('enquiries').selectAll().orderBy('id').execute();
}

async function count(): Promise<number> {
  return (await rows()).length;
}

describe('a valid enquiry', () => {
  it.each(CASES)('to $url answers 201 "$message" and stores exactly its fields', async (c) => {
    const response = await post(c.url, c.payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: c.message });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toEqual({
      id: expect.any(Number),
      kind: c.kind,
      ...EMPTY_ROW,
      ...c.row,
      ip: '127.0.0.1',
      created_at: t.clock.now,
    });
  });

  it('stores a contact number given with +91, spaces and dashes as its 10 digits', async () => {
    for (const [index, contact] of [
      '+91 98220 00111',
      '0 98220-00112',
      '91 98220-00113',
    ].entries()) {
      const response = await post('/finance', { ...caseOf('finance').payload, contact });
      expect(response.statusCode, contact).toBe(201);
      expect((await rows())[index]?.phone).toBe(`982200011${index + 1}`);
    }
  });

  it('stores registration numbers upper-cased without spaces or dashes', async () => {
    const amc = caseOf('amc');
    await post('/amc', { ...amc.payload, registrationNumber: 'mh 13 cd-5678' });
    await post('/warranty', { ...caseOf('warranty').payload, registrationNumber: '22 bh 1234 aa' });
    expect((await rows()).map((r) => r.registration_no)).toEqual(['MH13CD5678', '22BH1234AA']);
  });

  it('ignores fields the form does not have and never stores them', async () => {
    const response = await post('/finance', {
      ...caseOf('finance').payload,
      id: 999,
      kind: 'amc',
      ip: '10.9.9.9',
      created_at: 0,
      channels: '{"sms":true}',
      isAdmin: true,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: 'finance',
      ip: '127.0.0.1',
      created_at: t.clock.now,
      channels: null,
    });
    expect(row?.id).not.toBe(999);
  });

  it('stores the standard colours and the catalogue spelling of model, colour and variant', async () => {
    const product = caseOf('product');
    const response = await post('/api/postBooking', {
      ...product.payload,
      model: 'shine',
      color: 'black',
      variant: 'DISC',
    });
    expect(response.statusCode).toBe(201);
    expect(await rows()).toMatchObject([{ model: 'Shine', colour: 'Black', variant: 'Disc' }]);
  });

  it('accepts a product enquiry without agree or variant, as SPEC §7 sends it', async () => {
    const { agree: _agree, variant: _variant, ...payload } = caseOf('product').payload;
    const response = await post('/api/postBooking', payload);
    expect(response.statusCode).toBe(201);
    expect(await rows()).toMatchObject([{ agreed: null, variant: null }]);
  });

  it('ticks every channel of an opt-in with "all"', async () => {
    const optin = caseOf('optin');
    await post('/opt-in', { ...optin.payload, notifications: { all: true } });
    expect(JSON.parse((await rows())[0]?.channels ?? '')).toEqual({
      rcs: true,
      sms: true,
      obd: true,
      email: true,
      whatsapp: true,
    });
  });
});

const tooLong = 'x'.repeat(2001);
const nextYear = currentDealerYear() + 1;

/** [endpoint, what is wrong, change to the valid payload, field that must carry the error, text]. */
const INVALID: [EnquiryKind, string, Record<string, unknown>, string, string?][] = [
  ['finance', 'no model', { model: '' }, 'model', 'Please select a model'],
  ['finance', 'a model not in the list', { model: 'Ferrari' }, 'model'],
  ['finance', 'a short number', { contact: '98220' }, 'contact'],
  ['finance', 'a number starting with 5', { contact: '5822000111' }, 'contact'],
  ['finance', 'a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
  ['finance', 'a 101-character name', { name: 'n'.repeat(101) }, 'name'],
  ['finance', 'a malformed e-mail', { email: 'asha@' }, 'email'],
  ['finance', 'a negative loan', { loanAmount: -5 }, 'loanAmount'],
  ['finance', 'a message of 2001 characters', { message: tooLong }, 'message'],
  ['finance', 'a name that is a number', { name: 42 }, 'name'],
  ['contact', 'no e-mail', { email: '' }, 'email'],
  ['contact', 'no message', { message: undefined }, 'message'],
  ['contact', 'a reason not offered', { reason: 'Complaint' }, 'reason'],
  ['service', 'an unknown model slug', { model: 'honda-ferrari' }, 'model'],
  ['service', 'a service type not offered', { serviceType: 'Cheap' }, 'serviceType'],
  ['service', 'a booking date in the past', { bookingDate: '2020-01-01' }, 'bookingDate'],
  ['service', 'an impossible date', { bookingDate: '2031-02-30' }, 'bookingDate'],
  ['service', 'a year before 1980', { yearOfPurchase: 1979 }, 'yearOfPurchase'],
  ['service', 'a year in the future', { yearOfPurchase: nextYear }, 'yearOfPurchase'],
  ['service', 'a bad registration', { registrationNumber: 'HELLO' }, 'registrationNumber'],
  ['service', 'no contact number', { contactNumber: '' }, 'contactNumber'],
  ['amc', 'no model', { model: '' }, 'model', 'All fields are required except message'],
  [
    'amc',
    'no year',
    { yearOfPurchase: null },
    'yearOfPurchase',
    'All fields are required except message',
  ],
  ['amc', 'no registration', { registrationNumber: ' ' }, 'registrationNumber'],
  ['warranty', 'no e-mail', { email: '' }, 'email', 'Please fill in all required fields'],
  ['warranty', 'no name', { name: undefined }, 'name', 'Please fill in all required fields'],
  ['optin', 'no registration', { registration: '' }, 'registration'],
  ['optin', 'a landline number', { mobile: '0217 2345678' }, 'mobile'],
  ['optin', 'a channel that is not a flag', { notifications: { sms: 'yes' } }, 'notifications.sms'],
  [
    'offer',
    'agree unticked',
    { agree: false },
    'agree',
    'Please agree to the terms and conditions',
  ],
  [
    'offer',
    'agree missing',
    { agree: undefined },
    'agree',
    'Please agree to the terms and conditions',
  ],
  ['offer', 'no e-mail', { email: undefined }, 'email'],
  ['product', 'no colour', { color: '' }, 'color', 'Please select a colour'],
  ['product', 'a colour the bike does not come in', { color: 'Purple' }, 'color'],
  ['product', 'a bike not in the catalogue', { model: 'Harley' }, 'model'],
  ['product', 'a variant the bike does not have', { variant: 'Turbo' }, 'variant'],
  ['product', 'agree unticked', { agree: false }, 'agree'],
  ['product', 'no e-mail', { emailId: '' }, 'emailId'],
  ['joyclub', 'a model not in the Joy Club list', { model: 'Activa 6G' }, 'model'],
  ['joyclub', 'a year of 0', { purchaseYear: 0 }, 'purchaseYear'],
  ['joyclub', 'no mobile', { mobile: undefined }, 'mobile'],
];

describe('an invalid enquiry', () => {
  it.each(INVALID)(
    'to %s with %s answers 400 on %s and stores nothing',
    async (kind, _what, change, field, text) => {
      const c = caseOf(kind);
      const before = await count();
      const response = await post(c.url, { ...c.payload, ...change });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { message: string; errors: Record<string, string> };
      expect(body.message).toEqual(expect.any(String));
      expect(Object.keys(body.errors)).toEqual([field]);
      if (text) expect(body.errors[field]).toBe(text);
      expect(await count()).toBe(before);
    },
  );

  it.each(CASES)('to $url without a name answers 400 on name', async (c) => {
    const { name: _name, ...payload } = c.payload;
    const response = await post(c.url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { name: expect.any(String) } });
    expect(await count()).toBe(0);
  });

  it.each([
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['a JSON string', '"hello"'],
  ])('that is %s answers 400 and stores nothing', async (_what, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
    expect(await count()).toBe(0);
  });

  it('that is not JSON answers 400 without stack traces', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.js/);
  });
});

describe('the API description', () => {
  it('documents every enquiry endpoint with its fields', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, { post?: unknown }> }).paths;
    for (const c of CASES) {
      const body = JSON.stringify(paths[c.url]?.post);
      for (const field of Object.keys(c.payload))
        expect(body, `${c.url} ${field}`).toContain(field);
    }
  });
});
