import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { normaliseBikeName } from '../../../shared/catalogue.js';
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
import type { DatabaseHandle } from '../../db/database.js';
import type { NewEnquiry } from '../../db/tables.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './repository.js';

/** The same phone sending the same kind of enquiry within this window is stored once. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** The columns an enquiry's own fields fill; kind, ip and created_at come from the request. */
export type EnquiryRow = Omit<NewEnquiry, 'id' | 'kind' | 'ip' | 'created_at'>;
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
  return new AppError('BAD_REQUEST', 'Please check the highlighted fields.', errors);
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * A product enquiry names a catalogue vehicle, one of its colours (or a standard one, SPEC §9)
 * and, optionally, one of its variants; the stored names are the catalogue's spelling.
 */
async function verifyProductChoice(database: DatabaseHandle, row: EnquiryRow) {
  const vehicle = await repo.findVehicleChoices(database.db, normaliseBikeName(String(row.model)));
  if (!vehicle) throw invalid({ model: 'Please choose a model from our range' });
  const colours = [...vehicle.colours, ...ENQUIRY_COLOURS.map((c) => c.value)];
  const colour = colours.find((name) => sameText(name, String(row.colour)));
  if (!colour)
    throw invalid({ color: `Please choose one of the colours of the ${vehicle.bikeName}` });
  const variant =
    row.variant === null ? null : vehicle.variants.find((v) => sameText(v, String(row.variant)));
  if (variant === undefined) {
    throw invalid({ variant: `Please choose one of the variants of the ${vehicle.bikeName}` });
  }
  return { ...row, model: vehicle.bikeName, colour, variant };
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

export type EnquiryOutcome = 'stored' | 'duplicate' | 'honeypot';

export interface EnquiryContext {
  ip: string;
  now: number;
  log: FastifyBaseLogger;
}

/**
 * Records one validated enquiry. Side effects: inserts at most one `enquiries` row (none when the
 * honeypot is filled or the same phone sent this kind within 10 minutes) and logs what it skipped.
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
  let row = target.toRow(values);
  if (target.verify) row = await target.verify(database, row);
  const stored = await repo.insertUnlessRecent(
    database,
    { ...row, kind: target.kind, ip: context.ip, created_at: context.now },
    context.now - DUPLICATE_WINDOW_MS,
  );
  if (!stored)
    context.log.info({ kind: target.kind }, 'repeat enquiry within 10 minutes; not stored again');
  return stored ? 'stored' : 'duplicate';
}
