import { z } from 'zod';
import { REPORT_PAGE_SIZE } from './constants.js';

/** The enquiries columns a report column can read; created_date and created_time are derived. */
export type ReportSource =
  | 'name'
  | 'phone'
  | 'email'
  | 'model'
  | 'message'
  | 'registration_no'
  | 'year_of_purchase'
  | 'service_type'
  | 'booking_date'
  | 'entered_model'
  | 'loan_amount'
  | 'colour'
  | 'reason'
  | 'channels'
  | 'created_date'
  | 'created_time';

export interface ReportColumn {
  /** The row field name of SPEC §3, exactly as the API answers it. */
  key: string;
  label: string;
  source: ReportSource;
}

export interface ReportDescription {
  slug: string;
  title: string;
  /** The enquiries kind the report lists (booking = service bookings, EW = warranty, enquiry = product). */
  kind:
    | 'service'
    | 'amc'
    | 'warranty'
    | 'finance'
    | 'product'
    | 'offer'
    | 'joyclub'
    | 'contact'
    | 'optin';
  path: string;
  /** The request field holding the free-text search (the offer report's is searchTerm). */
  searchField: 'search' | 'searchTerm';
  emptyText: string;
  fileName: string;
  landscape: boolean;
  /** SPEC §5: newlines and commas in this report's text are replaced by spaces in exports. */
  flattenText: boolean;
  /** SPEC §9: the product enquiry export writes dates the en-GB way. */
  exportDateFormat: 'iso' | 'en-GB';
  columns: ReportColumn[];
}

const created: ReportColumn[] = [
  { key: 'created_date', label: 'Date', source: 'created_date' },
  { key: 'created_time', label: 'Time', source: 'created_time' },
];

/** SPEC §3: AMC and extended warranty rows have the same fields. */
const vehicleLeadColumns: ReportColumn[] = [
  { key: 'name', label: 'Name', source: 'name' },
  { key: 'contact_number', label: 'Contact', source: 'phone' },
  { key: 'email', label: 'Email', source: 'email' },
  { key: 'model', label: 'Model', source: 'model' },
  { key: 'registration_number', label: 'Registration', source: 'registration_no' },
  { key: 'year_of_purchase', label: 'Year', source: 'year_of_purchase' },
  { key: 'message', label: 'Message', source: 'message' },
  ...created,
];

const base = {
  searchField: 'search',
  landscape: false,
  flattenText: false,
  exportDateFormat: 'iso',
} as const;

/** Every report as data: one route factory serves them and one screen draws them. */
export const REPORTS = [
  {
    ...base,
    slug: 'booking-report',
    title: 'Booking Report',
    kind: 'service',
    path: '/api/bookingReports',
    emptyText: 'No booking data available',
    fileName: 'booking-report',
    landscape: true,
    flattenText: true,
    columns: [
      { key: 'bookingDate', label: 'Booking Date', source: 'booking_date' },
      { key: 'name', label: 'Name', source: 'name' },
      { key: 'contactNumber', label: 'Contact', source: 'phone' },
      { key: 'email', label: 'Email', source: 'email' },
      { key: 'model', label: 'Model', source: 'model' },
      { key: 'enteredModel', label: 'Entered Model', source: 'entered_model' },
      { key: 'registrationNumber', label: 'Registration', source: 'registration_no' },
      { key: 'serviceType', label: 'Service Type', source: 'service_type' },
      { key: 'yearOfPurchase', label: 'Year', source: 'year_of_purchase' },
      { key: 'message', label: 'Message', source: 'message' },
      ...created,
    ],
  },
  {
    ...base,
    slug: 'amc-report',
    title: 'AMC Report',
    kind: 'amc',
    path: '/api/amcReports',
    emptyText: 'No AMC data available',
    fileName: 'AMC_Report',
    landscape: true,
    columns: vehicleLeadColumns,
  },
  {
    ...base,
    slug: 'ew-report',
    title: 'EW Report',
    kind: 'warranty',
    path: '/api/ExtendedWarrantyReports',
    emptyText: 'No data available',
    fileName: 'EWReport',
    columns: vehicleLeadColumns,
  },
  {
    ...base,
    slug: 'finance-report',
    title: 'Finance Report',
    kind: 'finance',
    path: '/api/financeReports',
    emptyText: 'No finance data available',
    fileName: 'finance_report',
    landscape: true,
    columns: [
      { key: 'name', label: 'Name', source: 'name' },
      { key: 'contact', label: 'Contact', source: 'phone' },
      { key: 'email', label: 'Email', source: 'email' },
      { key: 'model', label: 'Model', source: 'model' },
      { key: 'loan_amount', label: 'Loan Amount', source: 'loan_amount' },
      { key: 'message', label: 'Message', source: 'message' },
      ...created,
    ],
  },
  {
    ...base,
    slug: 'enquiry-report',
    title: 'Enquiry Report',
    kind: 'product',
    path: '/api/enquiryReports',
    emptyText: 'No enquiry data available',
    fileName: 'Product_Enquiry_Report',
    exportDateFormat: 'en-GB',
    columns: [
      { key: 'name', label: 'Name', source: 'name' },
      { key: 'mobile_no', label: 'Mobile', source: 'phone' },
      { key: 'email_id', label: 'Email', source: 'email' },
      { key: 'model', label: 'Model', source: 'model' },
      { key: 'color', label: 'Colour', source: 'colour' },
      { key: 'message', label: 'Message', source: 'message' },
      ...created,
    ],
  },
  {
    ...base,
    slug: 'offer-report',
    title: 'Offer Report',
    kind: 'offer',
    path: '/api/offerReports',
    searchField: 'searchTerm',
    emptyText: 'No offer data available',
    fileName: 'Offer_Report',
    columns: [
      { key: 'name', label: 'Name', source: 'name' },
      { key: 'contact', label: 'Contact', source: 'phone' },
      { key: 'email', label: 'Email', source: 'email' },
      ...created,
    ],
  },
  {
    ...base,
    slug: 'joy-club-report',
    title: 'Joy Club Report',
    kind: 'joyclub',
    path: '/api/getJoyClub',
    emptyText: 'No records found',
    fileName: 'Joy_Club_Report',
    columns: [
      { key: 'name', label: 'Name', source: 'name' },
      { key: 'mobile_no', label: 'Mobile', source: 'phone' },
      { key: 'email_id', label: 'Email', source: 'email' },
      { key: 'model', label: 'Model', source: 'model' },
      { key: 'registration_no', label: 'Registration', source: 'registration_no' },
      { key: 'message', label: 'Message', source: 'message' },
      ...created,
    ],
  },
  // The spec has no report for these two, but contact and opt-in leads are stored and must be seen.
  {
    ...base,
    slug: 'contact-report',
    title: 'Contact Report',
    kind: 'contact',
    path: '/api/contactReports',
    emptyText: 'No contact requests available',
    fileName: 'Contact_Report',
    columns: [
      { key: 'name', label: 'Name', source: 'name' },
      { key: 'contact', label: 'Contact', source: 'phone' },
      { key: 'email', label: 'Email', source: 'email' },
      { key: 'reason', label: 'Reason', source: 'reason' },
      { key: 'message', label: 'Message', source: 'message' },
      ...created,
    ],
  },
  {
    ...base,
    slug: 'opt-in-report',
    title: 'Opt-in Report',
    kind: 'optin',
    path: '/api/optInReports',
    emptyText: 'No opt-in requests available',
    fileName: 'Opt_In_Report',
    columns: [
      { key: 'name', label: 'Name', source: 'name' },
      { key: 'mobile', label: 'Mobile', source: 'phone' },
      { key: 'registration', label: 'Registration', source: 'registration_no' },
      { key: 'channels', label: 'Channels', source: 'channels' },
      ...created,
    ],
  },
] as const satisfies readonly ReportDescription[];

export type ReportSlug = (typeof REPORTS)[number]['slug'];

const dateField = z
  .union([z.literal(''), z.iso.date('Please give the date as YYYY-MM-DD')])
  .optional();

export const SEARCH_MAX_LENGTH = 100;

/**
 * A report's free-text search. Nobody types a control character (NUL, escape, C1) or half of a
 * surrogate pair into a search box, yet a NUL broke the full-text index and PostgreSQL, failing
 * the report and cutting its CSV and PDF short; they are removed (line breaks and tabs become
 * spaces, as pasted text means them) before the term is trimmed and measured.
 */
export const searchTermSchema = z
  .string()
  .transform((term) =>
    term
      .replace(/[\t\n\v\f\r]+/g, ' ')
      .replace(/\p{Cc}|\p{Cs}/gu, '')
      .trim(),
  )
  .pipe(
    z.string().max(SEARCH_MAX_LENGTH, `Please search for at most ${SEARCH_MAX_LENGTH} characters`),
  )
  .optional();

/** The body every report call accepts; the search arrives as `search` or `searchTerm`. */
export const reportRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(REPORT_PAGE_SIZE),
  fromDate: dateField,
  toDate: dateField,
  search: searchTermSchema,
  searchTerm: searchTermSchema,
});

export const reportExportQuerySchema = z.object({
  fromDate: dateField,
  toDate: dateField,
  search: searchTermSchema,
});

export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ReportRow = Record<string, string | number | null>;

export interface ReportPage {
  data: ReportRow[];
  totalPages: number;
  totalRecords: number;
}

/**
 * SPEC §2 "Showing X to Y of Z entries"; "of more than Z" where the count stopped at Z (`more`:
 * a lead desk search).
 */
export function showingText(page: number, limit: number, total: number, more = false): string {
  if (total === 0) return 'Showing 0 to 0 of 0 entries';
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `Showing ${first} to ${last} of ${more ? 'more than ' : ''}${total} entries`;
}

/** DESIGN §6: a window of at most five page buttons around the current page. */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  if (totalPages <= 0) return [];
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
