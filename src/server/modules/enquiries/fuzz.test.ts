import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_WINDOW_DAYS,
  CONTACT_REASONS,
  currentDealerYear,
  EARLIEST_PURCHASE_YEAR,
  ENQUIRY_FORMS,
  ENQUIRY_KINDS,
  FINANCE_MODELS,
  JOY_CLUB_MODELS,
  LOAN_AMOUNT_MAX,
  MESSAGE_MAX_LENGTH,
  NOTIFICATION_CHANNELS,
  SERVICE_MODELS,
  SERVICE_TYPES,
  type EnquiryField,
  type EnquiryFieldType,
  type EnquiryKind,
} from '../../../shared/enquiries.js';
import { dealerDate } from '../../../shared/format.js';
import type { Enquiry } from '../../db/tables.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

const NUM_RUNS = 150;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '1000000' });
});
afterAll(() => t.close());

const values = (options: readonly { value: string }[]) => options.map((o) => o.value);
const isoDay = (days: number) => {
  const date = new Date(`${dealerDate(Date.now())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Plausible values per field type, so some fuzzed submissions are valid and get stored. */
const PLAUSIBLE: Record<EnquiryFieldType, fc.Arbitrary<unknown>> = {
  name: fc.constantFrom('Asha Patil', ' Ravi ', 'Zoë Fernandes', 'A'),
  phone: fc
    .tuple(
      fc.constantFrom('', '+91 ', '0', '91-'),
      fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }),
    )
    .map(([prefix, digits]) => `${prefix}${digits}`),
  email: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('asha@example.com', "o'brien+bike@mail.co.in", '') },
    fc.emailAddress(),
  ),
  text: fc.string({ maxLength: 20 }),
  message: fc.string({ maxLength: 50 }),
  select: fc.string(),
  radio: fc.string(),
  amount: fc.oneof(fc.integer({ min: 1, max: LOAN_AMOUNT_MAX }), fc.constant('1,00,000')),
  year: fc.integer({ min: 1975, max: currentDealerYear() + 1 }),
  date: fc.integer({ min: -2, max: BOOKING_WINDOW_DAYS + 2 }).map(isoDay),
  registration: fc.constantFrom('MH13AB1234', 'mh 13 ab-1234', '22BH1234AA', 'ABC'),
  checkbox: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
  channels: fc.dictionary(fc.constantFrom('all', ...NOTIFICATION_CHANNELS), fc.anything()),
};

/** Choices come from the field's list, or for a product enquiry from the demo catalogue. */
const CATALOGUE_CHOICES: Record<string, unknown[]> = {
  model: ['Shine', 'unicorn', 'Harley'],
  color: ['Red', 'Black', 'Rebel Red Metallic', 'Purple'],
  variant: [undefined, '', 'Disc', 'Drum', 'Turbo'],
};

function plausible(field: EnquiryField): fc.Arbitrary<unknown> {
  if (field.fromCatalogue) return fc.constantFrom(...(CATALOGUE_CHOICES[field.name] ?? ['']));
  if (field.options) return fc.constantFrom('', 'Other', ...values(field.options));
  return PLAUSIBLE[field.type];
}

const VALID: Record<EnquiryFieldType, unknown> = {
  name: 'Asha Patil',
  phone: '+91 98220 00111',
  email: 'asha@example.com',
  text: 'Activa',
  message: 'Please call me.',
  select: '',
  radio: '',
  amount: 50_000,
  year: 2020,
  date: isoDay(1),
  registration: 'MH13AB1234',
  checkbox: true,
  channels: { all: true },
};

/** A valid body built from the form's description: the run always stores at least one row. */
function validBody(kind: EnquiryKind): Record<string, unknown> {
  const fields: readonly EnquiryField[] = ENQUIRY_FORMS[kind].fields;
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.fromCatalogue
        ? CATALOGUE_CHOICES[field.name]?.[field.name === 'variant' ? 2 : 0]
        : (field.options?.[0]?.value ?? VALID[field.type]),
    ]),
  );
}

/** Arbitrary JSON bodies: anything at all, any object, and records of the form's own field names. */
function bodies(kind: EnquiryKind): fc.Arbitrary<unknown> {
  const fields: readonly EnquiryField[] = ENQUIRY_FORMS[kind].fields;
  const model: Record<string, fc.Arbitrary<unknown>> = {
    ...Object.fromEntries(
      fields.map((field) => [
        field.name,
        fc.oneof(
          { weight: 12, arbitrary: plausible(field) },
          { weight: 1, arbitrary: fc.string() },
          { weight: 1, arbitrary: fc.anything() },
        ),
      ]),
    ),
    // Mostly left empty, as people do; sometimes filled in, as bots do.
    website: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(undefined, '') },
      { weight: 1, arbitrary: fc.anything() },
    ),
  };
  const requiredKeys: string[] = fields.map((field) => field.name);
  const record = fc.record(model, { requiredKeys });
  return fc.oneof(
    { weight: 1, arbitrary: fc.anything() },
    { weight: 1, arbitrary: fc.object() },
    {
      weight: 4,
      arbitrary: record,
    },
  );
}

const within = (value: number | null, min: number, max: number) =>
  value === null || (Number.isInteger(value) && value >= min && value <= max);

/** The rules every stored row must satisfy, written independently of the schemas. */
function expectRowWithinRules(row: Enquiry) {
  const where = `${row.kind} row ${JSON.stringify(row)}`;
  expect(row.phone, where).toMatch(/^[6-9]\d{9}$/);
  expect(row.name, where).toBe(row.name.trim());
  expect(row.name.length, where).toBeGreaterThanOrEqual(2);
  expect(row.name.length, where).toBeLessThanOrEqual(100);
  if (row.email !== null) expect(row.email, where).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  if (row.registration_no !== null) {
    expect(row.registration_no, where).toMatch(
      /^([A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}|\d{2}BH\d{4}[A-Z]{1,2})$/,
    );
  }
  expect(within(row.year_of_purchase, EARLIEST_PURCHASE_YEAR, currentDealerYear()), where).toBe(
    true,
  );
  expect(within(row.loan_amount, 1, LOAN_AMOUNT_MAX), where).toBe(true);
  expect((row.message ?? '').length, where).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
  expect(row.name + (row.message ?? ''), where).not.toContain('\u0000');
  expect([null, 0, 1], where).toContain(row.agreed);
  if (row.service_type !== null) expect(values(SERVICE_TYPES), where).toContain(row.service_type);
  if (row.reason !== null) expect(values(CONTACT_REASONS), where).toContain(row.reason);
  if (row.booking_date !== null) {
    expect(
      row.booking_date >= isoDay(0) && row.booking_date <= isoDay(BOOKING_WINDOW_DAYS),
      where,
    ).toBe(true);
  }
  const modelList = {
    finance: values(FINANCE_MODELS),
    service: values(SERVICE_MODELS),
    amc: values(SERVICE_MODELS),
    warranty: values(SERVICE_MODELS),
    joyclub: values(JOY_CLUB_MODELS),
  }[row.kind as string];
  if (modelList && row.model !== null) expect(modelList, where).toContain(row.model);
  if (row.kind === 'optin') {
    const channels = JSON.parse(row.channels ?? 'null') as Record<string, unknown>;
    expect(Object.keys(channels).sort(), where).toEqual([...NOTIFICATION_CHANNELS].sort());
    for (const flag of Object.values(channels)) expect(typeof flag, where).toBe('boolean');
  } else {
    expect(row.channels, where).toBeNull();
  }
}

describe('fuzzed enquiries', () => {
  it.each(ENQUIRY_KINDS)(
    `to the %s endpoint never answer 5xx and store only rows within the rules (${NUM_RUNS} runs)`,
    async (kind) => {
      const { path } = ENQUIRY_FORMS[kind];
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(bodies(kind), async (body) => {
          const text = JSON.stringify(body);
          const response = await t.app.inject({
            method: 'POST',
            url: path,
            payload: text ?? '',
            headers: { 'content-type': 'application/json' },
          });
          statuses.add(response.statusCode);
          expect([201, 400], response.body).toContain(response.statusCode);
          expect(response.json()).toMatchObject({ message: expect.any(String) });
        }),
        { numRuns: NUM_RUNS, examples: [[validBody(kind)]] },
      );
      const rows = await t.database.db
        .selectFrom('enquiries')
        .selectAll()
        .where('kind', '=', kind)
        .execute();
      for (const row of rows) expectRowWithinRules(row);
      // The generators must reach both outcomes, or the property proves little.
      expect([...statuses].sort()).toEqual([201, 400]);
      expect(rows.length).toBeGreaterThan(0);
    },
  );
});
