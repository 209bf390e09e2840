import { z } from 'zod';
import {
  ENQUIRY_FORMS,
  ENQUIRY_KINDS,
  NOTIFICATION_CHANNELS,
  type EnquiryField,
  type EnquiryForm,
  type EnquiryKind,
  type NotificationChannel,
} from './enquiry-forms.js';
import {
  cleanText,
  NUMBER_CHECKS,
  requiredText,
  TEXT_CHECKS,
  type Check,
} from './enquiry-rules.js';

/**
 * Turns a form description (enquiry-forms.ts) into its request schema, applying the field rules
 * (enquiry-rules.ts). The React form (zodResolver) and the server route use the same schema object
 * (one contract per endpoint).
 */

/**
 * A field people never see (hidden from view and from screen readers). Bots fill it in; the server
 * then answers as usual and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';

/** The stored choice: 'all' on the form only ticks every channel (SPEC §4). */
type NotificationChoice = Record<NotificationChannel, boolean>;

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

/** What each type accepts before validation: numbers may come as digits, channels as 'all'. */
type InputByType = Omit<ValueByType, 'amount' | 'year' | 'channels'> & {
  amount: number | string;
  year: number | string;
  channels: Partial<Record<NotificationChannel | 'all', boolean>>;
};

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
type EnquiryInput<F extends EnquiryForm> = Simplify<
  {
    [Field in Fields<F> as Field['name']]?: InputByType[Field['type']] | null;
  } & { [HONEYPOT_FIELD]?: string | null }
>;

type EnquirySchema<F extends EnquiryForm> = z.ZodType<EnquiryValues<F>, EnquiryInput<F>>;

/** A field left empty: an issue when it is required, otherwise simply not given. */
function notGiven(form: EnquiryForm, field: EnquiryField, addIssue: (message: string) => void) {
  if (!field.required) return undefined;
  addIssue(requiredText(form, field));
  return z.NEVER;
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
    if (text === '') return notGiven(form, field, addIssue);
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
          if (ticked === null || ticked === undefined) return notGiven(form, field, addIssue);
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
function enquirySchema<F extends EnquiryForm>(form: F): EnquirySchema<F> {
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

type EnquirySchemas = { readonly [K in EnquiryKind]: EnquirySchema<(typeof ENQUIRY_FORMS)[K]> };

/** SPEC §7 request contracts, one per endpoint, each built from the form of the same kind. */
export const ENQUIRY_SCHEMAS = Object.fromEntries(
  ENQUIRY_KINDS.map((kind) => [kind, enquirySchema(ENQUIRY_FORMS[kind])]),
  // Object.fromEntries forgets which key holds which form's schema; the map above pairs them.
) as unknown as EnquirySchemas;

/** Every enquiry endpoint answers 201 with the form's success text. */
export const enquiryAcceptedSchema = z.object({ message: z.string() });
export type EnquiryAccepted = z.infer<typeof enquiryAcceptedSchema>;

/** SPEC-style text of the 429 a connection gets after too many enquiries. */
export const ENQUIRY_RATE_LIMIT_MESSAGE =
  'Too many enquiries from your connection. Please try again in a few minutes.';
