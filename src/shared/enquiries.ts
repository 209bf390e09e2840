/**
 * The enquiry forms' public face for the web, the server and the tests. The forms are described in
 * enquiry-forms.ts, what each field accepts in enquiry-rules.ts, and enquiry-schema.ts builds each
 * form's request schema from the two.
 */

export {
  amcForm,
  CONTACT_REASONS,
  contactForm,
  ENQUIRY_COLOURS,
  ENQUIRY_FORMS,
  ENQUIRY_KINDS,
  failureToast,
  FINANCE_MODELS,
  financeForm,
  JOY_CLUB_MODELS,
  joyClubForm,
  MESSAGE_ROWS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  offerForm,
  optInForm,
  productForm,
  SERVICE_MODELS,
  SERVICE_TYPES,
  serviceForm,
  warrantyForm,
  type ChoiceOption,
  type EnquiryField,
  type EnquiryFieldType,
  type EnquiryForm,
  type EnquiryKind,
  type NotificationChannel,
  type ToastPosition,
} from './enquiry-forms.js';
export {
  BOOKING_WINDOW_DAYS,
  bookingWindow,
  currentDealerYear,
  EARLIEST_PURCHASE_YEAR,
  EMAIL_MAX_LENGTH,
  LOAN_AMOUNT_MAX,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './enquiry-rules.js';
export {
  ENQUIRY_RATE_LIMIT_MESSAGE,
  ENQUIRY_SCHEMAS,
  enquiryAcceptedSchema,
  HONEYPOT_FIELD,
  type EnquiryAccepted,
  type EnquiryValues,
} from './enquiry-schema.js';
