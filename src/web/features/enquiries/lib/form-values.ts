import {
  failureToast,
  HONEYPOT_FIELD,
  type EnquiryField,
  type EnquiryForm,
} from '../../../../shared/enquiries';
import { isIndianMobile, normaliseIndianMobile } from '../../../../shared/normalise';
import { ApiError } from '../../../lib/api-client';
import { NO_CHANNELS, type ChannelState } from './channels';

/** What the form holds while the visitor types: text as typed, ticks as booleans. */
export type FormValue = string | boolean | ChannelState;
export type FormValues = Record<string, FormValue>;

function emptyValue(field: EnquiryField): FormValue {
  if (field.type === 'checkbox') return false;
  if (field.type === 'channels') return NO_CHANNELS;
  return '';
}

/**
 * The values a form starts with, and returns to after a successful submission: every field blank
 * (boxes unticked) except what the page supplies, such as the model the visitor arrived with.
 */
export function initialValues(
  form: EnquiryForm,
  given: Readonly<Record<string, FormValue | undefined>> = {},
): FormValues {
  const values: FormValues = { [HONEYPOT_FIELD]: '' };
  for (const field of form.fields) values[field.name] = given[field.name] ?? emptyValue(field);
  return values;
}

/** What a contact number may hold while it is typed: what people write a mobile number with. */
const NOT_IN_A_PHONE_NUMBER = /[^\d+\s-]/g;

/**
 * A contact number as the visitor types or pastes it. Letters are dropped; '+', spaces and dashes
 * stay, so '+91 98220 11122' can be typed whole. Once the text is a mobile number it becomes its 10
 * digits (SPEC §9); until then nothing is cut, so no half-typed prefix turns into a wrong number.
 */
export function phoneAsTyped(typed: string): string {
  const kept = typed.replace(NOT_IN_A_PHONE_NUMBER, '');
  const mobile = normaliseIndianMobile(kept);
  return isIndianMobile(mobile) ? mobile : kept;
}

/** Whether the field must be filled in (or ticked) before the form is sent; drives the * marker. */
export function isRequired(field: EnquiryField): boolean {
  return Boolean(field.required || field.mustTick);
}

/**
 * SPEC §5 names a few messages of its own ('Please select a model', 'All fields are required
 * except message', …); when the schema rejects a field with one of them it is also shown as a toast.
 */
export function specMessage(
  form: EnquiryForm,
  errors: Readonly<Record<string, { message?: unknown } | undefined>>,
): string | undefined {
  const named = new Set<string>();
  if (form.requiredMessage) named.add(form.requiredMessage);
  for (const field of form.fields) {
    if (typeof field.required === 'string') named.add(field.required);
    if (field.mustTick) named.add(field.mustTick);
  }
  for (const field of form.fields) {
    const message = errors[field.name]?.message;
    if (typeof message === 'string' && named.has(message)) return message;
  }
  return undefined;
}

export interface FailedSubmission {
  /** The form's failure toast (SPEC §8), or its network-error toast when nothing answered. */
  toast: string;
  /** Server field errors to show on the visitor's fields, by field name. */
  fieldErrors: [string, string][];
}

/**
 * What to tell the visitor when a submission fails: an answer from the server (400, 429, 5xx)
 * gives the form's failure text (contact: 'Error: ' plus the server's message); no answer at all
 * gives the network-error text.
 */
export function describeFailure(form: EnquiryForm, error: unknown): FailedSubmission {
  if (!(error instanceof ApiError)) return { toast: form.toasts.networkError, fieldErrors: [] };
  const visible = new Set(form.fields.filter((f) => !f.hidden).map((f) => f.name));
  const fieldErrors = Object.entries(error.errors ?? {})
    // 'notifications.sms' belongs to the notifications boxes.
    .map(([path, message]): [string, string] => [path.split('.')[0] ?? path, message])
    .filter(([name]) => visible.has(name));
  return { toast: failureToast(form, error.message), fieldErrors };
}
