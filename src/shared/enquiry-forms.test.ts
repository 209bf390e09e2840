import { describe, expect, it } from 'vitest';
import {
  contactForm,
  ENQUIRY_FORMS,
  ENQUIRY_KINDS,
  failureToast,
  FINANCE_MODELS,
  financeForm,
  SERVICE_MODELS,
  type EnquiryKind,
} from './enquiry-forms.js';

/** The AMC and extended warranty forms ask for the same details. */
const VEHICLE_FORM_FIELDS = [
  'model',
  'yearOfPurchase',
  'registrationNumber',
  'name',
  'email',
  'contactNumber',
  'message',
];

describe('form descriptions', () => {
  it('describe all nine enquiry kinds at their SPEC §7 paths', () => {
    const paths = Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind, ENQUIRY_FORMS[kind].path]));
    expect(paths).toEqual({
      finance: '/finance',
      contact: '/contact',
      service: '/book-service',
      amc: '/amc',
      warranty: '/warranty',
      optin: '/opt-in',
      offer: '/offer',
      product: '/api/postBooking',
      joyclub: '/api/joyClub',
    });
    for (const kind of ENQUIRY_KINDS) expect(ENQUIRY_FORMS[kind].kind).toBe(kind);
  });

  it.each<[EnquiryKind, string[]]>([
    ['finance', ['name', 'email', 'contact', 'loanAmount', 'model', 'message', 'agreed']],
    ['contact', ['name', 'email', 'contact', 'reason', 'message']],
    [
      'service',
      [
        'model',
        'enteredModel',
        'yearOfPurchase',
        'serviceType',
        'registrationNumber',
        'bookingDate',
        'name',
        'email',
        'contactNumber',
        'message',
      ],
    ],
    ['amc', VEHICLE_FORM_FIELDS],
    ['warranty', VEHICLE_FORM_FIELDS],
    ['optin', ['registration', 'name', 'mobile', 'notifications']],
    ['offer', ['name', 'email', 'contact', 'agree']],
    ['product', ['name', 'emailId', 'mobileNo', 'model', 'color', 'variant', 'message', 'agree']],
    ['joyclub', ['model', 'purchaseYear', 'regNo', 'name', 'email', 'mobile', 'message']],
  ])('%s sends the spec field names', (kind, names) => {
    expect(ENQUIRY_FORMS[kind].fields.map((field) => field.name).sort()).toEqual([...names].sort());
  });

  it('carry the SPEC §8 success texts', () => {
    const success = Object.fromEntries(
      ENQUIRY_KINDS.map((kind) => [kind, ENQUIRY_FORMS[kind].toasts.success]),
    );
    expect(success).toEqual({
      finance: 'Finance Enquiry Submitted Successfully!',
      contact: 'Contact request submitted successfully!',
      service: 'Booking saved successfully!',
      amc: 'Enquiry submitted successfully!',
      warranty: 'Form Submitted Successfully!',
      optin: 'Opt-In Request Submitted Successfully!',
      offer: 'Offer Enquiry Submitted Successfully!',
      product: 'Thanks for your enquiry. Our team will get back soon.',
      joyclub: 'Form submitted successfully!',
    });
  });

  it('show the server message after "Error: " on the contact form only', () => {
    expect(failureToast(contactForm, 'Please check the highlighted fields.')).toBe(
      'Error: Please check the highlighted fields.',
    );
    expect(failureToast(financeForm, 'anything')).toBe('Failed to submit. Please try again later.');
  });

  it('list 19 finance models after a blank Select Model, and 26 manufacturer slugs for service', () => {
    const model = financeForm.fields.find((field) => field.name === 'model');
    expect(model).toMatchObject({ placeholder: 'Select Model', options: FINANCE_MODELS });
    expect(FINANCE_MODELS).toHaveLength(19);
    expect(SERVICE_MODELS).toHaveLength(26);
    expect(new Set(SERVICE_MODELS.map((m) => m.value)).size).toBe(26);
    for (const { value, label } of SERVICE_MODELS) {
      expect(value).toMatch(/^honda-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(label).toMatch(/^Honda /);
    }
  });

  it('give every select a list of options unless the catalogue supplies them', () => {
    for (const form of Object.values(ENQUIRY_FORMS)) {
      for (const field of form.fields) {
        if ((field.type === 'select' || field.type === 'radio') && !('fromCatalogue' in field)) {
          expect(field.options?.length, `${form.kind}.${field.name}`).toBeGreaterThan(0);
        }
      }
    }
  });
});
