import { ENQUIRY_FORMS, type EnquiryField, type EnquiryForm } from './enquiry-forms.js';
import {
  BOOKING_WINDOW_DAYS,
  EARLIEST_PURCHASE_YEAR,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  requiredText,
  TEXT_MAX_LENGTH,
} from './enquiry-rules.js';
import { ENQUIRY_RATE_LIMIT_MESSAGE } from './enquiry-schema.js';

/**
 * A stable code for each message the enquiry API and forms give a visitor. The API keeps answering
 * the specification's English text and adds its code (`code` beside `message`, `codes` beside
 * `errors`); the site looks the code up among its translations, so a visitor reads the message in
 * the page's language. Codes are camelCase (they are also translation keys) and never change once
 * given; a text without a code is shown as it stands.
 */

/** A product enquiry naming a model the catalogue does not have. */
export const UNKNOWN_MODEL_MESSAGE = 'Please choose a model from our range';
/** A product enquiry naming a model that is no longer sold. */
export const UNAVAILABLE_MODEL_MESSAGE =
  'This model is no longer available. Please choose another.';
/** The 400 answer's own message when fields are refused. */
export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';
/** The 500 answer's message. */
export const INTERNAL_ERROR_MESSAGE = 'Internal Server Error';

/** Texts that do not depend on a field. */
const FIXED_MESSAGES = {
  checkFields: CHECK_FIELDS_MESSAGE,
  internalError: INTERNAL_ERROR_MESSAGE,
  tooManyEnquiries: ENQUIRY_RATE_LIMIT_MESSAGE,
  unknownModel: UNKNOWN_MODEL_MESSAGE,
  unavailableModel: UNAVAILABLE_MODEL_MESSAGE,
  invalidValue: 'Invalid value',
  sendJsonObject: 'Please send the form as a JSON object',
  notificationChoice: 'Each notification choice must be ticked or not',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  invalidMobile: 'Please enter a valid 10-digit mobile number',
  invalidEmail: 'Please enter a valid e-mail address',
  invalidRegistration: 'Please enter a valid registration number, like MH13AB1234',
  // SPEC §5's own texts, named by the forms.
  selectModel: 'Please select a model',
  allFieldsRequired: ENQUIRY_FORMS.amc.requiredMessage,
  fillRequiredFields: ENQUIRY_FORMS.warranty.requiredMessage,
  agreeToTerms: 'Please agree to the terms and conditions',
} as const;

/** "Model (if not in the list)" → "ModelIfNotInTheList": a field's label as part of a code. */
export function labelCode(label: string): string {
  return label
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}

/** The texts a field's checks can give, each with its code (enquiry-rules.ts, enquiry-schema.ts). */
function fieldMessages(form: EnquiryForm, field: EnquiryField): [string, string][] {
  const { label } = field;
  const named = labelCode(label);
  const lower = label.toLowerCase();
  const messages: [string, string][] = [];
  if (field.required) messages.push([`required${named}`, requiredText(form, field)]);
  if (field.mustTick) messages.push([`mustTick${named}`, field.mustTick]);
  const tooLong = (max: number): [string, string] => [
    `tooLong${named}`,
    `${label} must be at most ${max} characters`,
  ];
  switch (field.type) {
    case 'amount':
      messages.push(
        [`notNumber${named}`, `${label} must be a number`],
        [`amountRange${named}`, `Please enter the ${lower} in whole rupees, up to 1,00,00,000`],
      );
      break;
    case 'year':
      // The range's end is the current year: matched by YEAR_RANGE below.
      messages.push([`notNumber${named}`, `${label} must be a number`]);
      break;
    case 'checkbox':
      messages.push([`notTickBox${named}`, `${label} must be ticked or not`]);
      break;
    case 'channels':
      break;
    default:
      messages.push([`notText${named}`, `${label} must be text`]);
  }
  if (field.type === 'select' || field.type === 'radio') {
    messages.push(
      field.fromCatalogue
        ? tooLong(TEXT_MAX_LENGTH)
        : [`chooseListed${named}`, `Please choose a ${lower} from the list`],
    );
  }
  if (field.type === 'text') messages.push(tooLong(TEXT_MAX_LENGTH));
  if (field.type === 'message') messages.push(tooLong(MESSAGE_MAX_LENGTH));
  if (field.type === 'date') {
    messages.push(
      [`dateFormat${named}`, `Please enter the ${lower} as a date (YYYY-MM-DD)`],
      [
        `dateWindow${named}`,
        `${label} must be today or within the next ${BOOKING_WINDOW_DAYS} days`,
      ],
    );
  }
  return messages;
}

function buildCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  const add = (code: string, text: string | undefined) => {
    // A text two fields share keeps its first code.
    if (text !== undefined && !codes.has(text)) codes.set(text, code);
  };
  for (const [code, text] of Object.entries(FIXED_MESSAGES)) add(code, text);
  for (const form of Object.values(ENQUIRY_FORMS)) {
    for (const field of form.fields) {
      for (const [code, text] of fieldMessages(form, field)) add(code, text);
    }
  }
  return codes;
}

/** Every message with a fixed text, English text → code. */
export const MESSAGE_CODES: ReadonlyMap<string, string> = buildCodes();

/** Messages with a part that varies (a year, a bike's name): the code and the values to fill in. */
const VARYING: readonly { pattern: RegExp; code: (match: RegExpMatchArray) => string }[] = [
  {
    // "Year of Purchase must be a year from 1980 to 2025"
    pattern: new RegExp(
      `^(?<label>.+) must be a year from ${EARLIEST_PURCHASE_YEAR} to (?<latest>\\d{4})$`,
    ),
    code: (match) => `yearRange${labelCode(match.groups!.label!)}`,
  },
  {
    pattern: /^Please choose one of the colours of the (?<bike>.+)$/,
    code: () => 'chooseBikeColour',
  },
  {
    pattern: /^Please choose one of the variants of the (?<bike>.+)$/,
    code: () => 'chooseBikeVariant',
  },
];

export interface MessageReading {
  code: string;
  /** The varying parts, to fill into the translation ({{latest}}, {{bike}}, {{earliest}}). */
  values: Record<string, string>;
}

/** The code of an English message and the parts of it that vary; undefined for an unknown text. */
export function readMessage(text: string): MessageReading | undefined {
  const fixed = MESSAGE_CODES.get(text);
  if (fixed) return { code: fixed, values: {} };
  for (const { pattern, code } of VARYING) {
    const match = text.match(pattern);
    if (match) {
      const { label: _label, ...values } = match.groups ?? {};
      return {
        code: code(match),
        values: { ...values, earliest: String(EARLIEST_PURCHASE_YEAR) } as Record<string, string>,
      };
    }
  }
  return undefined;
}

/** The stable code of an English message the API or a form gives, or undefined if it has none. */
export function messageCode(text: string): string | undefined {
  return readMessage(text)?.code;
}

/** The codes of a 400's field errors ({field: message} → {field: code}), for those that have one. */
export function messageCodes(errors: Readonly<Record<string, string>>): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const [field, text] of Object.entries(errors)) {
    const code = messageCode(text);
    if (code) codes[field] = code;
  }
  return codes;
}
