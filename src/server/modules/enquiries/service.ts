import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  amcForm,
  contactForm,
  ENQUIRY_COLOURS,
  ENQUIRY_SCHEMAS,
  financeForm,
  HONEYPOT_FIELD,
  joyClubForm,
  offerForm,
  optInForm,
  productForm,
  serviceForm,
  warrantyForm,
  type EnquiryForm,
  type EnquiryKind,
  type EnquiryValues,
} from '../../../shared/enquiries.js';
import {
  CHECK_FIELDS_MESSAGE,
  UNAVAILABLE_MODEL_MESSAGE,
  UNKNOWN_MODEL_MESSAGE,
} from '../../../shared/message-codes.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { NewEnquiry } from '../../db/tables.js';
import { AppError } from '../../lib/errors.js';
import * as catalogue from '../catalogue/service.js';
import { quoteForVehicle } from '../pricing/service.js';
import { storeLead } from './on-stored.js';

/**
 * An enquiry identical to one stored this recently (a double click, a resend) is stored as a
 * repeat of the first and left out of reports and counts (DESIGN §3).
 */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/** The columns an enquiry's own fields fill; kind, ip, created_at, repeat_of and fingerprint come from storing it. */
export type EnquiryRow = Omit<
  NewEnquiry,
  'id' | 'kind' | 'ip' | 'created_at' | 'repeat_of' | 'fingerprint'
>;
type EnquiryColumn = keyof EnquiryRow;
type Values = Record<string, unknown>;

/** One enquiry endpoint: the route factory serves each of these the same way. */
export interface EnquiryEndpoint {
  kind: EnquiryKind;
  path: string;
  title: string;
  /** The 201 message: the form's success toast (SPEC §8). */
  successMessage: string;
  schema: z.ZodType<Values>;
  toRow(values: Values): EnquiryRow;
  /** Checks against stored data the schema cannot see; throws a 400 AppError. */
  verify?(database: DatabaseHandle, row: EnquiryRow): Promise<EnquiryRow>;
}

/** Which column stores each payload field (DESIGN §3: one table, kind-specific columns). */
type ColumnMap<F extends EnquiryForm> = {
  [Field in Exclude<keyof EnquiryValues<F>, typeof HONEYPOT_FIELD>]-?: EnquiryColumn;
};

/** Booleans are stored as 1/0, the opt-in choice as JSON, a value not given as NULL. */
function toColumnValue(value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number;
}

function endpoint<F extends EnquiryForm>(
  form: F,
  columns: ColumnMap<F>,
  verify?: EnquiryEndpoint['verify'],
): EnquiryEndpoint {
  const entries = Object.entries(columns) as [string, EnquiryColumn][];
  return {
    kind: form.kind,
    path: form.path,
    title: form.title,
    successMessage: form.toasts.success,
    // The very schema object the form's zodResolver uses (STYLE: one contract per endpoint).
    schema: ENQUIRY_SCHEMAS[form.kind] as unknown as z.ZodType<Values>,
    toRow: (values) =>
      Object.fromEntries(
        entries.map(([field, column]) => [column, toColumnValue(values[field])]),
      ) as EnquiryRow,
    ...(verify ? { verify } : {}),
  };
}

function invalid(errors: Record<string, string>): AppError {
  return new AppError('BAD_REQUEST', CHECK_FIELDS_MESSAGE, errors);
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

// Shared with the site, which shows each message by its code (shared/message-codes.ts).
export { UNAVAILABLE_MODEL_MESSAGE, UNKNOWN_MODEL_MESSAGE };

/**
 * A product enquiry names an active catalogue vehicle, one of its colours (or a standard one,
 * SPEC §9) and, optionally, one of its variants; the stored names are the catalogue's spelling.
 */
async function verifyProductChoice(database: DatabaseHandle, row: EnquiryRow) {
  const lookup = await catalogue.lookUpVehicle(database.db, String(row.model));
  if (lookup.found === 'unknown') throw invalid({ model: UNKNOWN_MODEL_MESSAGE });
  if (lookup.found === 'inactive') throw invalid({ model: UNAVAILABLE_MODEL_MESSAGE });
  const bikeName = lookup.vehicle.bike_name;
  const choices = await catalogue.listVehicleChoices(database.db, lookup.vehicle.id);
  const colours = [...choices.colours, ...ENQUIRY_COLOURS.map((c) => c.value)];
  const colour = colours.find((name) => sameText(name, String(row.colour)));
  if (!colour) throw invalid({ color: `Please choose one of the colours of the ${bikeName}` });
  const variant =
    row.variant === null ? null : choices.variants.find((v) => sameText(v, String(row.variant)));
  if (variant === undefined) {
    throw invalid({ variant: `Please choose one of the variants of the ${bikeName}` });
  }
  return { ...row, model: bikeName, colour, variant };
}

const commonColumns = { name: 'name', email: 'email', message: 'message' } as const;

/** The nine SPEC §7 enquiry endpoints, each a form description plus its column mapping. */
export const ENQUIRY_ENDPOINTS: readonly EnquiryEndpoint[] = [
  endpoint(financeForm, {
    ...commonColumns,
    contact: 'phone',
    loanAmount: 'loan_amount',
    model: 'model',
    agreed: 'agreed',
  }),
  endpoint(contactForm, { ...commonColumns, contact: 'phone', reason: 'reason' }),
  endpoint(serviceForm, {
    ...commonColumns,
    contactNumber: 'phone',
    model: 'model',
    enteredModel: 'entered_model',
    yearOfPurchase: 'year_of_purchase',
    serviceType: 'service_type',
    registrationNumber: 'registration_no',
    bookingDate: 'booking_date',
  }),
  ...[amcForm, warrantyForm].map((form) =>
    endpoint(form, {
      ...commonColumns,
      contactNumber: 'phone',
      model: 'model',
      yearOfPurchase: 'year_of_purchase',
      registrationNumber: 'registration_no',
    }),
  ),
  endpoint(optInForm, {
    name: 'name',
    mobile: 'phone',
    registration: 'registration_no',
    notifications: 'channels',
  }),
  endpoint(offerForm, { name: 'name', email: 'email', contact: 'phone', agree: 'agreed' }),
  endpoint(
    productForm,
    {
      name: 'name',
      emailId: 'email',
      mobileNo: 'phone',
      model: 'model',
      color: 'colour',
      variant: 'variant',
      message: 'message',
      agree: 'agreed',
    },
    verifyProductChoice,
  ),
  endpoint(joyClubForm, {
    ...commonColumns,
    mobile: 'phone',
    model: 'model',
    regNo: 'registration_no',
    purchaseYear: 'year_of_purchase',
  }),
];

export type EnquiryOutcome = 'stored' | 'repeat' | 'honeypot';

export interface EnquiryContext {
  ip: string;
  now: number;
  log: FastifyBaseLogger;
}

/** A stored value as the repeat check sees it: whitespace and case do not make a new lead. */
function comparable(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value).replace(/\s+/g, '').toLowerCase();
}

/**
 * The visitor's fields as the repeat check compares them, as one digest: two enquiries of a kind
 * from one phone with the same fingerprint are the same enquiry (a double click, a resend).
 */
export function leadFingerprint(row: EnquiryRow): string {
  const fields = Object.entries(row).map(([column, value]) => [column, comparable(value)]);
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

/**
 * The on-road total of the model and variant a test ride asks about, as quoted at that moment,
 * for the desk to see what the visitor was shown. Null without a variant or insurance; any error
 * is logged and also gives null, so a lead is never lost to the price.
 */
async function quotedOnRoadPrice(
  database: DatabaseHandle,
  row: EnquiryRow,
  context: EnquiryContext,
): Promise<number | null> {
  if (typeof row.model !== 'string' || typeof row.variant !== 'string') return null;
  try {
    const lookup = await catalogue.lookUpVehicle(database.db, row.model);
    if (lookup.found !== 'active') return null;
    const quote = await quoteForVehicle(database.db, lookup.vehicle, context.now, row.variant);
    return quote?.total ?? null;
  } catch (error) {
    context.log.error(
      { err: error, model: row.model, variant: row.variant },
      'on-road price for a test-ride lead failed; the lead is stored without it',
    );
    return null;
  }
}

/**
 * Records one validated enquiry. Side effects: inserts one `enquiries` row (none when the
 * honeypot is filled), marked as a repeat when the same payload came within REPEAT_WINDOW_MS.
 */
export async function createEnquiry(
  database: DatabaseHandle,
  target: EnquiryEndpoint,
  values: Values,
  context: EnquiryContext,
): Promise<EnquiryOutcome> {
  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    context.log.info({ kind: target.kind }, 'enquiry honeypot filled in; nothing stored');
    return 'honeypot';
  }
  const given = target.toRow(values);
  const row = target.verify ? await target.verify(database, given) : given;
  // Kept out of `row`: the repeat check compares the visitor's fields, not today's price.
  const onRoadPrice =
    target.kind === 'product' ? await quotedOnRoadPrice(database, row, context) : null;
  const repeatOf = await storeLead(
    database,
    {
      ...row,
      kind: target.kind,
      ip: context.ip,
      created_at: context.now,
      on_road_price: onRoadPrice,
      fingerprint: leadFingerprint(row),
    },
    context.now - REPEAT_WINDOW_MS,
    context.log,
  );
  if (repeatOf !== null) {
    context.log.info({ kind: target.kind, repeatOf }, 'repeat enquiry stored, left out of reports');
    return 'repeat';
  }
  return 'stored';
}
