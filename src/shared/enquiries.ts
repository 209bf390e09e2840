import { z } from 'zod';
import { TOAST_MS } from './constants.js';
import { dealerDate } from './format.js';
import {
  isIndianMobile,
  isRegistrationNumber,
  normaliseIndianMobile,
  normaliseRegistrationNumber,
} from './normalise.js';

/**
 * The nine public enquiry forms (SPEC §2, §3, §5, §7, §8), each described as data: where it is sent,
 * its fields with labels, choices and rules, and the toasts it shows. One function turns a
 * description into the zod schema that both the React form (zodResolver) and the server route use.
 */

export const ENQUIRY_KINDS = [
  'finance',
  'contact',
  'service',
  'amc',
  'warranty',
  'optin',
  'offer',
  'product',
  'joyclub',
] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 2000;
export const EARLIEST_PURCHASE_YEAR = 1980;
export const BOOKING_WINDOW_DAYS = 90;
/** Rupees; well above any two-wheeler loan, it only stops nonsense. */
export const LOAN_AMOUNT_MAX = 1_00_00_000;
/** SPEC §9: message boxes are 4 rows. */
export const MESSAGE_ROWS = 4;
/**
 * A field people never see (hidden from view and from screen readers). Bots fill it in; the server
 * then answers as usual and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

const same = <const T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: value }));

/** SPEC §3: the finance form's models (shown after its blank 'Select Model'); values are bike names. */
export const FINANCE_MODELS: readonly ChoiceOption[] = same([
  'Shine 100',
  'Shine',
  'SP 125',
  'SP 160',
  'Unicorn',
  'Hornet 2.0',
  'CB200X',
  'CD 110 DELUXE',
  'Livo',
  'XBLADE',
  'CBR 150R',
  "H'ness CB350",
  'Activa',
  'Activa 125',
  'Dio',
  'Dio 125',
  'Grazia',
  'Activa e:',
  'QC1',
]);

/** SPEC §3: the 26 models shared by the service, AMC and warranty forms, valued by manufacturer slug. */
export const SERVICE_MODELS: readonly ChoiceOption[] = [
  { value: 'honda-shine', label: 'Honda Shine' },
  { value: 'honda-shine-100', label: 'Honda Shine 100' },
  { value: 'honda-sp-125', label: 'Honda SP 125' },
  { value: 'honda-sp-160', label: 'Honda SP 160' },
  { value: 'honda-unicorn', label: 'Honda Unicorn' },
  { value: 'honda-hornet-2-0', label: 'Honda Hornet 2.0' },
  { value: 'honda-cb200x', label: 'Honda CB200X' },
  { value: 'honda-cd-110-dream-deluxe', label: 'Honda CD 110 Dream Deluxe' },
  { value: 'honda-livo', label: 'Honda Livo' },
  { value: 'honda-xblade', label: 'Honda XBLADE' },
  { value: 'honda-cbr-150r', label: 'Honda CBR 150R' },
  { value: 'honda-hness-cb350', label: "Honda H'ness CB350" },
  { value: 'honda-cb350rs', label: 'Honda CB350RS' },
  { value: 'honda-cb300r', label: 'Honda CB300R' },
  { value: 'honda-cb300f', label: 'Honda CB300F' },
  { value: 'honda-nx500', label: 'Honda NX500' },
  { value: 'honda-activa-6g', label: 'Honda Activa 6G' },
  { value: 'honda-activa-125', label: 'Honda Activa 125' },
  { value: 'honda-dio', label: 'Honda Dio' },
  { value: 'honda-dio-125', label: 'Honda Dio 125' },
  { value: 'honda-grazia-125', label: 'Honda Grazia 125' },
  { value: 'honda-activa-e', label: 'Honda Activa e:' },
  { value: 'honda-qc1', label: 'Honda QC1' },
  { value: 'honda-aviator', label: 'Honda Aviator' },
  { value: 'honda-cliq', label: 'Honda Cliq' },
  { value: 'honda-navi', label: 'Honda Navi' },
];

/** SPEC §9 choice lists. */
export const CONTACT_REASONS = same(['Inquiry', 'Support', 'Feedback']);
export const SERVICE_TYPES = same(['Paid', 'Free']);
export const JOY_CLUB_MODELS = same(['Shine', 'Activa', 'Unicorn', 'CBR 150R']);
/** Offered when the model's own colours are not known. */
export const ENQUIRY_COLOURS = same(['Red', 'Blue', 'Black', 'White', 'Grey']);

export const NOTIFICATION_CHANNELS = ['rcs', 'sms', 'obd', 'email', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  rcs: 'RCS',
  sms: 'SMS',
  obd: 'OBD',
  email: 'Email',
  whatsapp: 'WhatsApp',
};
/** The stored choice: 'all' on the form only ticks every channel (SPEC §4). */
export type NotificationChoice = Record<NotificationChannel, boolean>;

/** The kinds of input a form field can be; each has one validation rule below. */
export type EnquiryFieldType =
  | 'name'
  | 'phone'
  | 'email'
  | 'text'
  | 'message'
  | 'select'
  | 'radio'
  | 'amount'
  | 'year'
  | 'date'
  | 'registration'
  | 'checkbox'
  | 'channels';

export interface EnquiryField {
  /** The payload key (SPEC §3 / §7 field name). */
  readonly name: string;
  readonly label: string;
  readonly type: EnquiryFieldType;
  /** true, or the spec's own text to show when the field is left empty. */
  readonly required?: true | string;
  readonly options?: readonly ChoiceOption[];
  /** The select's blank first option. */
  readonly placeholder?: string;
  /** The options are a default: the page offers the vehicle's own, and the server checks them against the catalogue. */
  readonly fromCatalogue?: true;
  /** A checkbox that must be ticked when it is sent; the text to show when it is not. */
  readonly mustTick?: string;
  /** Carried from the page (navigation state), not typed by the visitor. */
  readonly hidden?: true;
}

export type ToastPosition = 'top-right' | 'top-center';

export interface EnquiryToasts {
  /** SPEC §8; also the server's 201 message. */
  readonly success: string;
  /** Shown on a non-OK answer; `{message}` stands for the server's message. */
  readonly failure: string;
  /** Shown when the request does not get an answer at all. */
  readonly networkError: string;
  readonly autoCloseMs: number;
  readonly successPosition?: ToastPosition;
  readonly failurePosition?: ToastPosition;
}

export interface EnquiryForm {
  readonly kind: EnquiryKind;
  /** SPEC §7 path the form posts its JSON to. */
  readonly path: string;
  readonly title: string;
  readonly fields: readonly EnquiryField[];
  /** SPEC §5: the text shown for any required field left empty (fields may name their own). */
  readonly requiredMessage?: string;
  readonly toasts: EnquiryToasts;
}

const GENERIC_FAILURE = 'Something went wrong. Please try again.';

const name = { name: 'name', label: 'Your Name', type: 'name', required: true } as const;
const message = { name: 'message', label: 'Message', type: 'message' } as const;
const agreeToTerms = 'Please agree to the terms and conditions';

function defineForm<const F extends EnquiryForm>(form: F): F {
  return form;
}

/** Finance enquiry (SPEC §5: a model must be chosen; contact keeps digits only). */
export const financeForm = defineForm({
  kind: 'finance',
  path: '/finance',
  title: 'Finance Enquiry',
  fields: [
    name,
    { name: 'email', label: 'Email Address', type: 'email' },
    { name: 'contact', label: 'Contact Number', type: 'phone', required: true },
    { name: 'loanAmount', label: 'Loan Amount', type: 'amount' },
    {
      name: 'model',
      label: 'Model',
      type: 'select',
      options: FINANCE_MODELS,
      placeholder: 'Select Model',
      required: 'Please select a model',
    },
    message,
    { name: 'agreed', label: 'I agree to the Terms & Conditions', type: 'checkbox' },
  ],
  toasts: {
    success: 'Finance Enquiry Submitted Successfully!',
    failure: 'Failed to submit. Please try again later.',
    networkError: 'Failed to submit. Please try again later.',
    autoCloseMs: TOAST_MS.default,
  },
});

export const contactForm = defineForm({
  kind: 'contact',
  path: '/contact',
  title: 'Contact Us',
  fields: [
    name,
    { name: 'email', label: 'Email Address', type: 'email', required: true },
    { name: 'contact', label: 'Contact Number', type: 'phone', required: true },
    {
      name: 'reason',
      label: 'Reason',
      type: 'select',
      options: CONTACT_REASONS,
      placeholder: 'Select Reason',
      required: true,
    },
    { ...message, required: true },
  ],
  toasts: {
    success: 'Contact request submitted successfully!',
    failure: 'Error: {message}',
    networkError: 'Network error. Please try again later.',
    autoCloseMs: TOAST_MS.default,
  },
});

/** Service booking: the spec has no client rules; the server still needs a name and a mobile. */
export const serviceForm = defineForm({
  kind: 'service',
  path: '/book-service',
  title: 'Book for Service',
  fields: [
    {
      name: 'model',
      label: 'Model',
      type: 'select',
      options: SERVICE_MODELS,
      placeholder: 'Select Model',
    },
    { name: 'enteredModel', label: 'Model (if not in the list)', type: 'text' },
    { name: 'yearOfPurchase', label: 'Year of Purchase', type: 'year' },
    { name: 'serviceType', label: 'Service Type', type: 'radio', options: SERVICE_TYPES },
    { name: 'registrationNumber', label: 'Registration Number', type: 'registration' },
    { name: 'bookingDate', label: 'Booking Date', type: 'date' },
    name,
    { name: 'email', label: 'Email Address', type: 'email' },
    { name: 'contactNumber', label: 'Contact Number', type: 'phone', required: true },
    message,
  ],
  toasts: {
    success: 'Booking saved successfully!',
    failure: 'An error occurred while submitting the form.',
    networkError: 'An error occurred while submitting the form.',
    autoCloseMs: TOAST_MS.default,
  },
});

const vehicleFields = <const R extends true | undefined>(required: R) =>
  [
    {
      name: 'model',
      label: 'Model',
      type: 'select',
      options: SERVICE_MODELS,
      placeholder: 'Select Model',
      required,
    },
    { name: 'yearOfPurchase', label: 'Year of Purchase', type: 'year', required },
    { name: 'registrationNumber', label: 'Registration Number', type: 'registration', required },
  ] as const;

/** AMC: everything but the message is required (SPEC §5). */
export const amcForm = defineForm({
  kind: 'amc',
  path: '/amc',
  title: 'AMC Enquiry',
  requiredMessage: 'All fields are required except message',
  fields: [
    ...vehicleFields(true),
    name,
    { name: 'email', label: 'Email Address', type: 'email', required: true },
    { name: 'contactNumber', label: 'Contact Number', type: 'phone', required: true },
    message,
  ],
  toasts: {
    success: 'Enquiry submitted successfully!',
    failure: 'Failed to submit enquiry',
    networkError: 'Internal Server Error',
    autoCloseMs: TOAST_MS.default,
  },
});

/** Extended warranty: name, e-mail and contact number are required (SPEC §5). */
export const warrantyForm = defineForm({
  kind: 'warranty',
  path: '/warranty',
  title: 'Extended Warranty Enquiry',
  requiredMessage: 'Please fill in all required fields',
  fields: [
    ...vehicleFields(undefined),
    name,
    { name: 'email', label: 'Email Address', type: 'email', required: true },
    { name: 'contactNumber', label: 'Contact Number', type: 'phone', required: true },
    message,
  ],
  toasts: {
    success: 'Form Submitted Successfully!',
    failure: 'Failed to submit form.',
    networkError: GENERIC_FAILURE,
    autoCloseMs: TOAST_MS.default,
  },
});

/** OPTAIN FORM: ticking 'Check all' ticks every channel (SPEC §4). */
export const optInForm = defineForm({
  kind: 'optin',
  path: '/opt-in',
  title: 'Opt-In Form',
  fields: [
    { name: 'registration', label: 'Registration Number', type: 'registration', required: true },
    name,
    { name: 'mobile', label: 'Mobile Number', type: 'phone', required: true },
    { name: 'notifications', label: 'Check all', type: 'channels' },
  ],
  toasts: {
    success: 'Opt-In Request Submitted Successfully!',
    failure: GENERIC_FAILURE,
    networkError: GENERIC_FAILURE,
    autoCloseMs: TOAST_MS.default,
  },
});

export const offerForm = defineForm({
  kind: 'offer',
  path: '/offer',
  title: 'Offer Enquiry',
  fields: [
    name,
    { name: 'email', label: 'Email Address', type: 'email', required: true },
    { name: 'contact', label: 'Contact Number', type: 'phone', required: true },
    {
      name: 'agree',
      label: 'I agree to the Terms & Conditions',
      type: 'checkbox',
      required: agreeToTerms,
      mustTick: agreeToTerms,
    },
  ],
  toasts: {
    success: 'Offer Enquiry Submitted Successfully!',
    failure: GENERIC_FAILURE,
    networkError: GENERIC_FAILURE,
    autoCloseMs: TOAST_MS.default,
  },
});

/**
 * PRODUCT ENQUIRY / test ride. The model comes from the bike page and the colours from its colour
 * list, so the server checks both (and the variant) against the catalogue. `agree` is optional in
 * the payload (SPEC §7 does not list it) but, when sent, must be ticked.
 */
export const productForm = defineForm({
  kind: 'product',
  path: '/api/postBooking',
  title: 'Product Enquiry',
  fields: [
    name,
    { name: 'emailId', label: 'Email Address', type: 'email', required: true },
    { name: 'mobileNo', label: 'Contact Number', type: 'phone', required: true },
    { name: 'model', label: 'Model', type: 'select', fromCatalogue: true, required: true },
    {
      name: 'color',
      label: 'Colour',
      type: 'select',
      options: ENQUIRY_COLOURS,
      placeholder: 'SELECT COLOUR',
      fromCatalogue: true,
      required: true,
    },
    { name: 'variant', label: 'Variant', type: 'text', hidden: true, fromCatalogue: true },
    message,
    {
      name: 'agree',
      label: 'I agree to the Terms & Conditions',
      type: 'checkbox',
      mustTick: agreeToTerms,
    },
  ],
  toasts: {
    success: 'Thanks for your enquiry. Our team will get back soon.',
    failure: GENERIC_FAILURE,
    networkError: GENERIC_FAILURE,
    autoCloseMs: TOAST_MS.productEnquiry,
    successPosition: 'top-right',
    failurePosition: 'top-center',
  },
});

/** Joy Club ENQUIRE NOW: the spec requires nothing; the server still needs a name and a mobile. */
export const joyClubForm = defineForm({
  kind: 'joyclub',
  path: '/api/joyClub',
  title: 'Enquire Now',
  fields: [
    {
      name: 'model',
      label: 'Model',
      type: 'select',
      options: JOY_CLUB_MODELS,
      placeholder: 'SELECT MODEL',
    },
    { name: 'purchaseYear', label: 'Year of Purchase', type: 'year' },
    { name: 'regNo', label: 'Registration Number', type: 'registration' },
    name,
    { name: 'email', label: 'Email Address', type: 'email' },
    { name: 'mobile', label: 'Contact Number', type: 'phone', required: true },
    message,
  ],
  toasts: {
    success: 'Form submitted successfully!',
    failure: 'Failed to submit form. Please try again.',
    networkError: GENERIC_FAILURE,
    autoCloseMs: TOAST_MS.joyClub,
  },
});

export const ENQUIRY_FORMS = {
  finance: financeForm,
  contact: contactForm,
  service: serviceForm,
  amc: amcForm,
  warranty: warrantyForm,
  optin: optInForm,
  offer: offerForm,
  product: productForm,
  joyclub: joyClubForm,
} as const satisfies Record<EnquiryKind, EnquiryForm>;

/** The toast for a failed submission; the contact form shows the server's own message (SPEC §8). */
export function failureToast(form: EnquiryForm, serverMessage = ''): string {
  return form.toasts.failure.replace('{message}', serverMessage);
}

// ---------------------------------------------------------------------------------------------
// Validation: one rule per field type, parameterised by the field's description.

interface ValueByType {
  name: string;
  phone: string;
  email: string;
  text: string;
  message: string;
  select: string;
  radio: string;
  amount: number;
  year: number;
  date: string;
  registration: string;
  checkbox: boolean;
  channels: NotificationChoice;
}

interface InputByType {
  name: string;
  phone: string;
  email: string;
  text: string;
  message: string;
  select: string;
  radio: string;
  amount: number | string;
  year: number | string;
  date: string;
  registration: string;
  checkbox: boolean;
  channels: Partial<Record<NotificationChannel | 'all', boolean>>;
}

type Fields<F extends EnquiryForm> = F['fields'][number];
/** Fields that always have a value after validation: required ones and the channel choice. */
type Present<Field> = Field extends { required: true | string } | { type: 'channels' }
  ? true
  : false;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What a form's schema produces: trimmed, normalised values; blank optional fields left out. */
export type EnquiryValues<F extends EnquiryForm> = Simplify<
  {
    [
      Field in Fields<F> as Present<Field> extends true ? Field['name'] : never
    ]: ValueByType[Field['type']];
  } & {
    [
      Field in Fields<F> as Present<Field> extends true ? never : Field['name']
    ]?: ValueByType[Field['type']];
  } & { [HONEYPOT_FIELD]?: string }
>;

/** What a form's schema accepts: every field may be missing, null or blank (then it is not given). */
export type EnquiryInput<F extends EnquiryForm> = Simplify<
  {
    [Field in Fields<F> as Field['name']]?: InputByType[Field['type']] | null;
  } & { [HONEYPOT_FIELD]?: string | null }
>;

export type EnquirySchema<F extends EnquiryForm> = z.ZodType<EnquiryValues<F>, EnquiryInput<F>>;

type Check<T> = (value: string, addIssue: (message: string) => void) => T | undefined;

const EMAIL_SHAPE = z.email();

/** "2025-01-31" when it is a real calendar day. */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The dealer's current calendar year (Asia/Kolkata). */
export function currentDealerYear(now: number = Date.now()): number {
  return Number(dealerDate(now).slice(0, 4));
}

const choiceCheck =
  (field: EnquiryField): Check<string> =>
  (value, addIssue) => {
    if (field.fromCatalogue) {
      if (value.length <= TEXT_MAX_LENGTH) return value;
      addIssue(`${field.label} must be at most ${TEXT_MAX_LENGTH} characters`);
      return undefined;
    }
    if (field.options?.some((option) => option.value === value)) return value;
    addIssue(`Please choose a ${field.label.toLowerCase()} from the list`);
    return undefined;
  };

const maxLength =
  (label: string, max: number): Check<string> =>
  (value, addIssue) => {
    if (value.length <= max) return value;
    addIssue(`${label} must be at most ${max} characters`);
    return undefined;
  };

/** The check for a non-blank, trimmed string value of each textual field type. */
const TEXT_CHECKS: Record<
  Exclude<EnquiryFieldType, 'amount' | 'year' | 'checkbox' | 'channels'>,
  (field: EnquiryField) => Check<string>
> = {
  name: () => (value, addIssue) => {
    if (value.length < NAME_MIN_LENGTH)
      addIssue(`Name must be at least ${NAME_MIN_LENGTH} characters`);
    else if (value.length > NAME_MAX_LENGTH)
      addIssue(`Name must be at most ${NAME_MAX_LENGTH} characters`);
    else return value;
    return undefined;
  },
  phone: () => (value, addIssue) => {
    const mobile = normaliseIndianMobile(value);
    if (isIndianMobile(mobile)) return mobile;
    addIssue('Please enter a valid 10-digit mobile number');
    return undefined;
  },
  email: () => (value, addIssue) => {
    if (value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.safeParse(value).success) return value;
    addIssue('Please enter a valid e-mail address');
    return undefined;
  },
  text: (field) => maxLength(field.label, TEXT_MAX_LENGTH),
  message: (field) => maxLength(field.label, MESSAGE_MAX_LENGTH),
  select: choiceCheck,
  radio: choiceCheck,
  registration: () => (value, addIssue) => {
    const registration = normaliseRegistrationNumber(value);
    if (isRegistrationNumber(registration)) return registration;
    addIssue('Please enter a valid registration number, like MH13AB1234');
    return undefined;
  },
  date: (field) => (value, addIssue) => {
    if (!isIsoDate(value)) {
      addIssue(`Please enter the ${field.label.toLowerCase()} as a date (YYYY-MM-DD)`);
      return undefined;
    }
    const today = dealerDate(Date.now());
    if (value >= today && value <= addDays(today, BOOKING_WINDOW_DAYS)) return value;
    addIssue(`${field.label} must be today or within the next ${BOOKING_WINDOW_DAYS} days`);
    return undefined;
  },
};

/** Whole numbers typed as numbers or as digits ("1,00,000" is fine: Indian grouping). */
const NUMBER_CHECKS: Record<'amount' | 'year', (field: EnquiryField) => Check<number>> = {
  amount: (field) => (value, addIssue) => {
    const digits = value.replace(/[\s,]/g, '');
    const amount = /^\d+$/.test(digits) ? Number(digits) : NaN;
    if (amount >= 1 && amount <= LOAN_AMOUNT_MAX) return amount;
    addIssue(`Please enter the ${field.label.toLowerCase()} in whole rupees, up to 1,00,00,000`);
    return undefined;
  },
  year: (field) => (value, addIssue) => {
    const year = /^\d{4}$/.test(value) ? Number(value) : NaN;
    const latest = currentDealerYear();
    if (year >= EARLIEST_PURCHASE_YEAR && year <= latest) return year;
    addIssue(`${field.label} must be a year from ${EARLIEST_PURCHASE_YEAR} to ${latest}`);
    return undefined;
  },
};

function requiredText(form: EnquiryForm, field: EnquiryField): string {
  if (typeof field.required === 'string') return field.required;
  if (form.requiredMessage) return form.requiredMessage;
  const label = field.label.toLowerCase();
  return field.type === 'select' || field.type === 'radio'
    ? `Please select a ${label}`
    : `Please enter your ${label.replace(/^your /, '')}`;
}

/**
 * Drops control characters nobody types (a NUL cannot even be stored by PostgreSQL) and trims;
 * single-line fields also fold runs of whitespace into one space. Messages keep their line breaks.
 */
function cleanText(raw: string, type: EnquiryFieldType): string {
  let text = '';
  for (const char of raw) {
    const code = char.codePointAt(0) as number;
    const lineBreakOrTab = code === 9 || code === 10 || code === 13;
    if (lineBreakOrTab || (code >= 32 && code !== 127)) text += char;
  }
  return (type === 'message' ? text : text.replace(/\s+/g, ' ')).trim();
}

/**
 * Shared by every value-like field: null, missing and blank mean "not given" (an error only when
 * the field is required); anything else is trimmed and handed to the field's check.
 */
function valueField<T>(
  base: z.ZodType<string | number>,
  form: EnquiryForm,
  field: EnquiryField,
  check: Check<T>,
) {
  return base.nullish().transform((raw, ctx) => {
    const text = raw === null || raw === undefined ? '' : cleanText(String(raw), field.type);
    const addIssue = (message: string) => ctx.addIssue({ code: 'custom', message, input: raw });
    if (text === '') {
      if (field.required) addIssue(requiredText(form, field));
      return field.required ? z.NEVER : undefined;
    }
    const value = check(text, addIssue);
    return value === undefined ? z.NEVER : value;
  });
}

function fieldSchema(form: EnquiryForm, field: EnquiryField): z.ZodType {
  const description = { description: field.label };
  switch (field.type) {
    case 'amount':
    case 'year':
      return valueField(
        z.union([z.number(), z.string()], { error: `${field.label} must be a number` }),
        form,
        field,
        NUMBER_CHECKS[field.type](field),
      ).meta(description);
    case 'checkbox':
      return z
        .boolean({ error: `${field.label} must be ticked or not` })
        .nullish()
        .transform((ticked, ctx) => {
          const addIssue = (message: string) => ctx.addIssue({ code: 'custom', message });
          if (ticked === null || ticked === undefined) {
            if (field.required) addIssue(requiredText(form, field));
            return field.required ? z.NEVER : undefined;
          }
          if (!ticked && field.mustTick) {
            addIssue(field.mustTick);
            return z.NEVER;
          }
          return ticked;
        })
        .meta(description);
    case 'channels': {
      const flag = z.boolean({ error: 'Each notification choice must be ticked or not' }).nullish();
      return z
        .object({
          all: flag,
          ...Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, flag])),
        })
        .nullish()
        .transform(
          (choice): NotificationChoice =>
            Object.fromEntries(
              NOTIFICATION_CHANNELS.map((channel) => [
                channel,
                Boolean(choice?.all) || Boolean((choice as Record<string, unknown>)?.[channel]),
              ]),
            ) as NotificationChoice,
        )
        .meta(description);
    }
    default: {
      const options = field.fromCatalogue ? undefined : field.options?.map((o) => o.value);
      return valueField(
        z.string({ error: `${field.label} must be text` }),
        form,
        field,
        TEXT_CHECKS[field.type](field),
      ).meta(
        options ? { description: `${field.label}: one of ${options.join(', ')}` } : description,
      );
    }
  }
}

/** Builds a form's request schema from its description. Unknown fields are stripped. */
export function enquirySchema<F extends EnquiryForm>(form: F): EnquirySchema<F> {
  const shape: Record<string, z.ZodType> = {
    [HONEYPOT_FIELD]: z
      .string({ error: 'Invalid value' })
      .nullish()
      .transform((value) => value ?? undefined),
  };
  for (const field of form.fields) shape[field.name] = fieldSchema(form, field);
  return z.object(shape, {
    error: 'Please send the form as a JSON object',
  }) as unknown as EnquirySchema<F>;
}

/** SPEC §7 request contracts, one per endpoint, for the forms and the server alike. */
export const financeEnquirySchema = enquirySchema(financeForm);
export const contactEnquirySchema = enquirySchema(contactForm);
export const serviceBookingSchema = enquirySchema(serviceForm);
export const amcEnquirySchema = enquirySchema(amcForm);
export const warrantyEnquirySchema = enquirySchema(warrantyForm);
export const optInSchema = enquirySchema(optInForm);
export const offerEnquirySchema = enquirySchema(offerForm);
export const productEnquirySchema = enquirySchema(productForm);
export const joyClubEnquirySchema = enquirySchema(joyClubForm);

export const ENQUIRY_SCHEMAS = {
  finance: financeEnquirySchema,
  contact: contactEnquirySchema,
  service: serviceBookingSchema,
  amc: amcEnquirySchema,
  warranty: warrantyEnquirySchema,
  optin: optInSchema,
  offer: offerEnquirySchema,
  product: productEnquirySchema,
  joyclub: joyClubEnquirySchema,
} as const;

export type FinanceEnquiry = EnquiryValues<typeof financeForm>;
export type ContactEnquiry = EnquiryValues<typeof contactForm>;
export type ServiceBooking = EnquiryValues<typeof serviceForm>;
export type AmcEnquiry = EnquiryValues<typeof amcForm>;
export type WarrantyEnquiry = EnquiryValues<typeof warrantyForm>;
export type OptIn = EnquiryValues<typeof optInForm>;
export type OfferEnquiry = EnquiryValues<typeof offerForm>;
export type ProductEnquiry = EnquiryValues<typeof productForm>;
export type JoyClubEnquiry = EnquiryValues<typeof joyClubForm>;

/** Every enquiry endpoint answers 201 with the form's success text. */
export const enquiryAcceptedSchema = z.object({ message: z.string() });
export type EnquiryAccepted = z.infer<typeof enquiryAcceptedSchema>;

/** SPEC-style text of the 429 a connection gets after too many enquiries. */
export const ENQUIRY_RATE_LIMIT_MESSAGE =
  'Too many enquiries from your connection. Please try again in a few minutes.';
