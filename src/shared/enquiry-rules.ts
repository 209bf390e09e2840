import { z } from 'zod';
import type { EnquiryField, EnquiryFieldType, EnquiryForm } from './enquiry-forms.js';
import { dealerDate } from './format.js';
import {
  isIndianMobile,
  isRegistrationNumber,
  normaliseIndianMobile,
  normaliseRegistrationNumber,
} from './normalise.js';

/**
 * What an enquiry field accepts: one check per field type, the bounds behind them (which the forms'
 * inputs also show, so the browser stops a visitor where the server would) and the texts for a
 * field left empty. enquiry-schema.ts wires these into each form's schema.
 */

const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 2000;
export const EARLIEST_PURCHASE_YEAR = 1980;
export const BOOKING_WINDOW_DAYS = 90;
/** Rupees; well above any two-wheeler loan, it only stops nonsense. */
export const LOAN_AMOUNT_MAX = 1_00_00_000;

/** A check of a non-blank, cleaned value: the value to keep, or undefined after adding an issue. */
export type Check<T> = (value: string, addIssue: (message: string) => void) => T | undefined;

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

/**
 * The days a service can be booked for, as YYYY-MM-DD: today in Asia/Kolkata and the next
 * BOOKING_WINDOW_DAYS. The date check and the date picker's min and max both read it.
 */
export function bookingWindow(now: number = Date.now()): { first: string; last: string } {
  const first = dealerDate(now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
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
export const TEXT_CHECKS: Record<
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
    const { first, last } = bookingWindow();
    if (value >= first && value <= last) return value;
    addIssue(`${field.label} must be today or within the next ${BOOKING_WINDOW_DAYS} days`);
    return undefined;
  },
};

/** Whole numbers typed as numbers or as digits ("1,00,000" is fine: Indian grouping). */
export const NUMBER_CHECKS: Record<'amount' | 'year', (field: EnquiryField) => Check<number>> = {
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

/** The text for a required field left empty: the field's own, the form's (SPEC §5), or a plain one. */
export function requiredText(form: EnquiryForm, field: EnquiryField): string {
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
export function cleanText(raw: string, type: EnquiryFieldType): string {
  let text = '';
  for (const char of raw) {
    const code = char.codePointAt(0) as number;
    const lineBreakOrTab = code === 9 || code === 10 || code === 13;
    if (lineBreakOrTab || (code >= 32 && code !== 127)) text += char;
  }
  return (type === 'message' ? text : text.replace(/\s+/g, ' ')).trim();
}
