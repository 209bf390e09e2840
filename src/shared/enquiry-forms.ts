import { TOAST_MS } from './constants.js';

/**
 * The nine public enquiry forms (SPEC §2, §3, §5, §7, §8), each described as data: where it is sent,
 * its fields with labels, choices and rules, and the toasts it shows. enquiry-schema.ts turns a
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

/** SPEC §9: message boxes are 4 rows. */
export const MESSAGE_ROWS = 4;

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

const SERVICE_MODEL_LABELS = new Map(SERVICE_MODELS.map((option) => [option.value, option.label]));

/**
 * A lead's model as people say it: the service, AMC and warranty forms store the model's slug
 * ("honda-activa-6g"), which staff read as its name ("Honda Activa 6G"); other models are names.
 */
export function modelName(model: string): string {
  return SERVICE_MODEL_LABELS.get(model) ?? model;
}

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

/** The kinds of input a form field can be; each has one validation rule (enquiry-rules.ts). */
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

interface EnquiryToasts {
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
const email = { name: 'email', label: 'Email Address', type: 'email' } as const;
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
    email,
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
    { ...email, required: true },
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
    email,
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

/**
 * The AMC and extended warranty forms ask the same: the vehicle, then its owner. `required` says
 * whether the vehicle's details must be given; the owner's name, e-mail and number always must.
 */
const vehicleOwnerFields = <const R extends true | undefined>(required: R) =>
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
    name,
    { ...email, required: true },
    { name: 'contactNumber', label: 'Contact Number', type: 'phone', required: true },
    message,
  ] as const;

/** AMC: everything but the message is required (SPEC §5). */
export const amcForm = defineForm({
  kind: 'amc',
  path: '/amc',
  title: 'AMC Enquiry',
  requiredMessage: 'All fields are required except message',
  fields: vehicleOwnerFields(true),
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
  fields: vehicleOwnerFields(undefined),
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
    { ...email, required: true },
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
    email,
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
