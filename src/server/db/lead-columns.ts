import type { EnquiriesTable } from './tables.js';

/**
 * The columns a form's own fields are stored in, beyond the name, phone, e-mail, model and
 * message every lead has: the lead desk shows each one a lead carries.
 */
export const FORM_FIELD_COLUMNS = [
  'registration_no',
  'year_of_purchase',
  'service_type',
  'booking_date',
  'entered_model',
  'loan_amount',
  'colour',
  'variant',
  'reason',
  'channels',
  'on_road_price',
] as const satisfies readonly (keyof EnquiriesTable)[];

/**
 * Every column a lead is stored with (`store_leads` of migration 0022 writes these, from its own
 * copy, as the function was made): a lead with any other is refused before it is sent, rather
 * than stored without it.
 */
export const STORED_LEAD_COLUMNS: ReadonlySet<string> = new Set<keyof EnquiriesTable>([
  'kind',
  'name',
  'email',
  'phone',
  'model',
  'message',
  ...FORM_FIELD_COLUMNS,
  'agreed',
  'ip',
  'created_at',
  'fingerprint',
]);
