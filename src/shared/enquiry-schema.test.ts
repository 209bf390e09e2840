import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENQUIRY_FORMS, ENQUIRY_KINDS, type EnquiryField } from './enquiry-forms.js';
import { BOOKING_WINDOW_DAYS, currentDealerYear } from './enquiry-rules.js';
import { ENQUIRY_SCHEMAS, HONEYPOT_FIELD } from './enquiry-schema.js';
import { dealerDate } from './format.js';

const {
  amc: amcEnquirySchema,
  finance: financeEnquirySchema,
  joyclub: joyClubEnquirySchema,
  offer: offerEnquirySchema,
  optin: optInSchema,
  product: productEnquirySchema,
  service: serviceBookingSchema,
  warranty: warrantyEnquirySchema,
} = ENQUIRY_SCHEMAS;

/** The field errors a schema reports, as {field: message}. */
function errorsOf(
  schema: {
    safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const issues = schema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.') || '_', issue.message]));
}

const dayFromToday = (days: number) => {
  const date = new Date(`${dealerDate(Date.now())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('enquiry schemas', () => {
  it('are built from the form of the same kind: its fields, its required ones and the honeypot', () => {
    for (const kind of ENQUIRY_KINDS) {
      const fields: readonly EnquiryField[] = ENQUIRY_FORMS[kind].fields;
      const schema = ENQUIRY_SCHEMAS[kind];
      const { shape } = schema as unknown as z.ZodObject;
      expect(Object.keys(shape).sort(), kind).toEqual(
        [HONEYPOT_FIELD, ...fields.map((field) => field.name)].sort(),
      );
      const required = fields.filter((field) => field.required).map((field) => field.name);
      expect(Object.keys(errorsOf(schema, {})).sort(), kind).toEqual(required.sort());
    }
  });

  it('use the spec texts for missing required fields', () => {
    expect(
      errorsOf(financeEnquirySchema, { name: 'Asha', contact: '9822000111', model: '' }),
    ).toEqual({
      model: 'Please select a model',
    });
    expect(Object.values(errorsOf(amcEnquirySchema, { message: 'hi' }))).toEqual(
      Array(6).fill('All fields are required except message'),
    );
    expect(errorsOf(warrantyEnquirySchema, {})).toEqual({
      name: 'Please fill in all required fields',
      email: 'Please fill in all required fields',
      contactNumber: 'Please fill in all required fields',
    });
    const offer = { name: 'Asha', email: 'a@example.com', contact: '9822000111' };
    expect(errorsOf(offerEnquirySchema, offer)).toEqual({
      agree: 'Please agree to the terms and conditions',
    });
    expect(errorsOf(offerEnquirySchema, { ...offer, agree: false })).toEqual({
      agree: 'Please agree to the terms and conditions',
    });
    expect(errorsOf(optInSchema, {})).toEqual({
      registration: 'Please enter your registration number',
      name: 'Please enter your name',
      mobile: 'Please enter your mobile number',
    });
  });

  it('normalise phones, registrations, years and amounts, and leave blank optional fields out', () => {
    const parsed = financeEnquirySchema.parse({
      name: '  Asha   Patil ',
      email: '',
      contact: '+91 98220 00111',
      loanAmount: '1,00,000',
      model: 'Shine',
      message: null,
    });
    expect(parsed).toEqual({
      name: 'Asha Patil',
      contact: '9822000111',
      loanAmount: 100_000,
      model: 'Shine',
    });
    expect(
      joyClubEnquirySchema.parse({
        name: 'Asha',
        mobile: '9822000111',
        regNo: 'mh 13 ab-1234',
        purchaseYear: '2019',
      }),
    ).toMatchObject({ regNo: 'MH13AB1234', purchaseYear: 2019 });
  });

  it('accept a year of purchase from 1980 to this year in India', () => {
    const base = { name: 'Asha', mobile: '9822000111' };
    const year = currentDealerYear();
    expect(errorsOf(joyClubEnquirySchema, { ...base, purchaseYear: 1980 })).toEqual({});
    expect(errorsOf(joyClubEnquirySchema, { ...base, purchaseYear: year })).toEqual({});
    for (const purchaseYear of [1979, year + 1, 20.5, '20x0', 0]) {
      expect(errorsOf(joyClubEnquirySchema, { ...base, purchaseYear })).toEqual({
        purchaseYear: `Year of Purchase must be a year from 1980 to ${year}`,
      });
    }
  });

  it(`accept a booking date from today to ${BOOKING_WINDOW_DAYS} days ahead`, () => {
    const base = { name: 'Asha', contactNumber: '9822000111' };
    for (const days of [0, 1, BOOKING_WINDOW_DAYS]) {
      expect(errorsOf(serviceBookingSchema, { ...base, bookingDate: dayFromToday(days) })).toEqual(
        {},
      );
    }
    for (const days of [-1, BOOKING_WINDOW_DAYS + 1]) {
      expect(errorsOf(serviceBookingSchema, { ...base, bookingDate: dayFromToday(days) })).toEqual({
        bookingDate: `Booking Date must be today or within the next ${BOOKING_WINDOW_DAYS} days`,
      });
    }
    for (const bookingDate of ['2030-02-30', '01/02/2030', 'tomorrow']) {
      expect(Object.keys(errorsOf(serviceBookingSchema, { ...base, bookingDate }))).toEqual([
        'bookingDate',
      ]);
    }
  });

  it('accept a product enquiry without agree (SPEC §7 does not send it) but not with agree false', () => {
    const product = {
      name: 'Asha',
      emailId: 'asha@example.com',
      mobileNo: '9822000111',
      model: 'Shine',
      color: 'Red',
    };
    expect(errorsOf(productEnquirySchema, product)).toEqual({});
    expect(errorsOf(productEnquirySchema, { ...product, agree: false })).toEqual({
      agree: 'Please agree to the terms and conditions',
    });
  });

  it('tick every channel when "all" is ticked, and none when notifications are missing', () => {
    const base = { registration: 'MH13AB1234', name: 'Asha', mobile: '9822000111' };
    expect(optInSchema.parse({ ...base, notifications: { all: true } }).notifications).toEqual({
      rcs: true,
      sms: true,
      obd: true,
      email: true,
      whatsapp: true,
    });
    expect(optInSchema.parse(base).notifications).toEqual({
      rcs: false,
      sms: false,
      obd: false,
      email: false,
      whatsapp: false,
    });
  });

  it('strip unknown fields and control characters, and keep line breaks in messages', () => {
    const parsed = amcEnquirySchema.parse({
      model: 'honda-shine',
      yearOfPurchase: 2020,
      registrationNumber: 'MH13AB1234',
      name: 'As\u0000ha\nPatil',
      email: 'asha@example.com',
      contactNumber: '9822000111',
      message: 'Line one\nLine two\u0007',
      id: 7,
      kind: 'finance',
    });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('kind');
    expect(parsed.name).toBe('Asha Patil');
    expect(parsed.message).toBe('Line one\nLine two');
  });

  it('accept their own output again unchanged, so a form can send what it validated', () => {
    for (const kind of ENQUIRY_KINDS) {
      const schema = ENQUIRY_SCHEMAS[kind];
      const fields: readonly EnquiryField[] = ENQUIRY_FORMS[kind].fields;
      const sample: Record<string, fc.Arbitrary<unknown>> = {
        name: fc.constantFrom('Asha Patil', ' Ravi ', 'A'),
        phone: fc.constantFrom('+91 98220 00111', '09822000111', '123'),
        email: fc.constantFrom('asha@example.com', '', 'nope'),
        registration: fc.constantFrom('mh 13 ab 1234', '22 BH 1234 AA', 'x'),
        year: fc.constantFrom(2015, '2020', 1900),
        amount: fc.constantFrom(50_000, '1,25,000', -1),
        date: fc.constantFrom(dayFromToday(3), '2001-01-01'),
        checkbox: fc.boolean(),
        channels: fc.record({ all: fc.boolean(), sms: fc.boolean() }),
      };
      const record = fc.record(
        Object.fromEntries(
          fields.map((field) => [
            field.name,
            fc.oneof(
              sample[field.type] ??
                fc.constantFrom(...(field.options?.map((o) => o.value) ?? ['Shine', 'Red'])),
              fc.string(),
              fc.constant(null),
            ),
          ]),
        ),
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(record, (value) => {
          const first = schema.safeParse(value);
          if (!first.success) return;
          expect(schema.parse(first.data)).toEqual(first.data);
        }),
        { numRuns: 100 },
      );
    }
  });
});
