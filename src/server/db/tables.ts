import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EnquiryKind } from '../../shared/enquiries.js';
import type { LeadEventType, LeadStatus, LostReason } from '../../shared/leads.js';
import type { VehicleType } from '../../shared/models.js';
import type { Role } from '../../shared/roles.js';
import type { PictureFormat } from '../../shared/pictures.js';
import type { AuditAction } from '../../shared/staff.js';

/** Epoch milliseconds (UTC). Stored as BIGINT; read back as a number on both dialects. */
type Timestamp = ColumnType<number, number | undefined, number>;

/** The vehicle types come from the shared list the public API paths are keyed by. */
export type { VehicleType };

export interface DealersTable {
  id: Generated<number>;
  name: string;
  menu_name: string;
  address: string;
  /** The address in Marathi and Hindi, '' where not written (migration 0016). */
  address_mr: Generated<string>;
  address_hi: Generated<string>;
  menu_name_mr: Generated<string>;
  menu_name_hi: Generated<string>;
  sale_no: string;
  service_no: string;
  open_time: string;
  email: string;
  url: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface MediaTable {
  id: Generated<number>;
  hash: string;
  ext: string;
  content_type: string;
  bytes: Buffer;
  size: number;
  created_at: Timestamp;
}

export interface SlidesTable {
  id: Generated<number>;
  filepath: string;
  sort_order: number;
  /** Drawn over the picture by the page; null where the slide has none. */
  title: string | null;
  subtitle: string | null;
  /** The button's words and the site path it opens ("/finance"): both set, or neither. */
  cta_label: string | null;
  cta_href: string | null;
  /** Marathi and Hindi of the words, '' until written: those pages then show the English. */
  title_mr: Generated<string>;
  title_hi: Generated<string>;
  subtitle_mr: Generated<string>;
  subtitle_hi: Generated<string>;
  cta_label_mr: Generated<string>;
  cta_label_hi: Generated<string>;
}

export interface VehiclesTable {
  id: Generated<number>;
  type: VehicleType;
  name: string;
  bike_name: string;
  /** bike_name upper-cased without spaces: the key every public lookup matches on. */
  slug: string;
  name_img: string;
  bike_icon: string;
  image: string;
  engine: string;
  /** Engine capacity in whole cc, read by the road tax; 0 for an electric vehicle. */
  engine_cc: Generated<number>;
  /** The line under the name on the model's pages; '' when none. */
  tagline: Generated<string>;
  power: string;
  transmission: string;
  document: string;
  details: string;
  /** The tagline and overview in Marathi and Hindi; '' shows the English (migration 0015). */
  tagline_mr: Generated<string>;
  tagline_hi: Generated<string>;
  details_mr: Generated<string>;
  details_hi: Generated<string>;
  price: number;
  status: Generated<number>;
  /** 0 while a model made in the catalogue editor has never been published: nobody outside it sees it. */
  published: Generated<number>;
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VehicleSpecsTable {
  id: Generated<number>;
  vehicle_id: number;
  spec_group: string;
  label: string;
  value: string;
  sort_order: number;
}

export interface VariantsTable {
  id: Generated<number>;
  vehicle_id: number;
  name: string;
  price: number;
  sort_order: number;
  /** 1-year OD + 5-year TP cover in rupees; null until the dealer enters it (no on-road price). */
  insurance: Generated<number | null>;
}

export interface FeaturesTable {
  id: Generated<number>;
  vehicle_id: number;
  heading: string;
  image: string;
  description: string;
  /** The title and text in Marathi and Hindi; '' shows the English (migration 0015). */
  heading_mr: Generated<string>;
  heading_hi: Generated<string>;
  description_mr: Generated<string>;
  description_hi: Generated<string>;
  sort_order: number;
}

export interface AccessoriesTable {
  id: Generated<number>;
  vehicle_id: number;
  heading: string | null;
  image: string;
  description: string;
  part_no: string | null;
  price: number | null;
  sort_order: number;
}

export interface ColoursTable {
  id: Generated<number>;
  vehicle_id: number;
  name: string;
  hex: string;
  image: string;
  sort_order: number;
}

export interface Frames360Table {
  id: Generated<number>;
  vehicle_id: number;
  frame_no: number;
  image: string;
}

export interface OffersTable {
  id: Generated<number>;
  title: string;
  image: string;
  description: string;
  /** The title and description in Marathi and Hindi; '' shows the English (migration 0015). */
  title_mr: Generated<string>;
  title_hi: Generated<string>;
  description_mr: Generated<string>;
  description_hi: Generated<string>;
  created_at: Timestamp;
}

export interface GalleryTable {
  id: Generated<number>;
  image_path: string;
  created_at: Timestamp;
}

export interface AdminsTable {
  id: Generated<number>;
  user_id: string;
  password_hash: string;
  user_name: string;
  mobile_no: Generated<string>;
  email: Generated<string>;
  city: Generated<string>;
  status: Generated<number>;
  created_at: Timestamp;
  expire_at: number | null;
  /** Existing admins became owners when roles arrived; every new account names its role. */
  role: ColumnType<Role, Role, Role>;
  /** 1 after the owner created or reset the account, until its holder chooses a password. */
  must_change_password: Generated<number>;
  last_sign_in_at: number | null;
}

export interface SessionsTable {
  /** SHA-256 of the session id; the id itself is only ever in the visitor's cookie. */
  id_hash: string;
  admin_id: number;
  created_at: Timestamp;
  last_seen_at: number;
  ip: string;
  user_agent: string;
}

export type AttemptKind = 'login' | 'password_change';

export interface LoginAttemptsTable {
  id: Generated<number>;
  kind: ColumnType<AttemptKind, AttemptKind | undefined, AttemptKind>;
  user_id: string;
  ip: string;
  /** 0 from the moment a try is let through until its password proves right. */
  succeeded: number;
  created_at: Timestamp;
}

/** One row per throttled key; a try locks its key's row while it counts and records itself. */
export interface AttemptLocksTable {
  key: string;
}

/** The kinds come from the one list the forms are described by (ENQUIRY_KINDS). */
export type { EnquiryKind };

export interface EnquiriesTable {
  id: Generated<number>;
  kind: EnquiryKind;
  name: string;
  email: string | null;
  phone: string;
  model: string | null;
  message: string | null;
  registration_no: string | null;
  year_of_purchase: number | null;
  service_type: string | null;
  booking_date: string | null;
  entered_model: string | null;
  loan_amount: number | null;
  colour: string | null;
  variant: string | null;
  reason: string | null;
  agreed: number | null;
  /** JSON object of opt-in channel flags. */
  channels: string | null;
  ip: string | null;
  created_at: Timestamp;
  /** The first of identical submissions sent within minutes; null for an original lead. */
  repeat_of: number | null;
  /** Where the lead stands on the desk (LEAD_FLOWS); every lead starts as 'new'. */
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  assignee_id: number | null;
  next_follow_up_at: number | null;
  /** Opening-hours minutes from arrival to the first staff activity; set once. */
  first_response_minutes: number | null;
  lost_reason: LostReason | null;
  /** The on-road total quoted when a test ride was asked for; null when none could be computed. */
  on_road_price: Generated<number | null>;
  /**
   * A digest of the visitor's fields as the repeat check compares them (enquiries/service.ts);
   * null for rows stored before it existed.
   */
  fingerprint: Generated<string | null>;
}

/** One address's enquiry count in its current window, shared by the instances on PostgreSQL. */
export interface EnquiryRateLimitsTable {
  key: string;
  count: number;
  window_start: number;
}

/**
 * The audit trail: one row per admin write, appended in the write's own transaction. Triggers
 * refuse every UPDATE and DELETE, so no route (nor a mistaken query) can rewrite it.
 */
export interface AuditEventsTable {
  id: Generated<number>;
  created_at: Timestamp;
  /** The acting account; null for a refused sign-in of an unknown user id. */
  actor_id: number | null;
  /** The user id as typed or held at the time (kept when the account later changes). */
  actor_user_id: string;
  action: AuditAction;
  /** What was changed, e.g. "Shine", "offer 12", "staff ravi". */
  target: string;
  /** A before → after summary, e.g. "price 78,000 → 79,500". */
  summary: string;
  ip: string;
}

export type OutboxKind = 'lead_alert' | 'digest';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** One e-mail to send: written with what it tells about, sent by the alerts worker. */
export interface OutboxTable {
  id: Generated<number>;
  created_at: Timestamp;
  kind: OutboxKind;
  lead_id: number | null;
  /** The mail's content as JSON. */
  payload: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** Not sent before this time (epoch ms): the backoff after a failure. */
  next_attempt_at: number;
  /** A sender holds the row until then; past it, another may claim it. */
  claimed_until: number | null;
  last_error: string | null;
  sent_at: number | null;
  /** The IST day a digest covers; unique, so one digest a day across instances. */
  digest_day: string | null;
}

/** A lead's timeline: one row per status change, assignment, note, contact or follow-up; append-only. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  created_at: Timestamp;
  /** The acting account; null when the rotation assigned the lead. */
  actor_id: number | null;
  actor_user_id: string;
  type: LeadEventType;
  detail: string;
}

/**
 * Each account's last turn in the rotation (a counter taken under the rotation's lock, not a lead
 * id: ids are drawn before the lock, so they do not follow the order the turns were taken in).
 */
export interface LeadRotationTable {
  admin_id: number;
  last_turn: number;
}

/** Leads of each kind, repeats left out, kept by triggers on enquiries (migration 0011). */
export interface LeadTotalsTable {
  kind: EnquiryKind;
  /** bigint: PostgreSQL answers it as a string. */
  total: number | string;
}

/** Leads of a kind stored on an Asia/Kolkata day (migration 0026). */
export interface LeadDayTotalsTable {
  kind: EnquiryKind;
  /** Days since 1970-01-01 in Asia/Kolkata. */
  day: number;
  /** bigint: PostgreSQL answers it as a string. */
  total: number | string;
}

/** Leads of each kind in each status, repeats left out, kept by triggers (migration 0024). */
export interface LeadStatusTotalsTable {
  kind: EnquiryKind;
  status: LeadStatus;
  /** bigint: PostgreSQL answers it as a string. */
  total: number | string;
}

/**
 * PostgreSQL only: what a search reads, one row per enquiry, kept by triggers on enquiries
 * (migration 0023). SQLite searches its per-kind FTS5 tables instead.
 */
export interface LeadSearchTable {
  kind: EnquiryKind;
  id: number;
  /** bigint: read through `count` and comparisons only. */
  created_at: number;
  /** The enquiry is a lead, not a repeat of one. */
  is_lead: boolean;
  /** Name, phone, e-mail, model and registration, lower-cased. */
  body: string;
}

/** PostgreSQL: a word of a lead's search text, one row a lead and word (migration 0029). */
export interface LeadSearchWordsTable {
  word: string;
  /** bigint: read through comparisons and ordering only. */
  created_at: number;
  id: number;
  kind: EnquiryKind;
}

/** PostgreSQL: every word the search text has held, each at least once (migration 0029). */
export interface LeadSearchVocabularyTable {
  word: string;
}

/** One dated version of the on-road rules; the latest effective_from not after today is in force. */
export interface OnRoadRulesTable {
  id: Generated<number>;
  /** A day in IST, YYYY-MM-DD. */
  effective_from: string;
  /** JSON of OnRoadRules without effectiveFrom and demo. */
  rules: string;
  demo: number;
  created_at: Timestamp;
  created_by: string;
}

/** A model's unpublished edits: the whole document, applied to the live tables by Publish. */
export interface CatalogueDraftsTable {
  vehicle_id: number;
  /** JSON of ModelDocument (shared/catalogue-editor.ts). */
  document: string;
  /** lower(name) and the URL name's slug of the document, for clashes with other models. */
  name_key: string;
  slug: string;
  updated_at: number;
  updated_by: string;
}

/** One stored width of an uploaded picture; `src` is the path pages put in src. */
export interface MediaRenditionsTable {
  src: string;
  width: number;
  /** WebP for every browser; AVIF for those that take it (migration 0014). */
  format: ColumnType<PictureFormat, PictureFormat | undefined, never>;
  height: number;
  path: string;
}

export interface Database {
  dealers: DealersTable;
  settings: SettingsTable;
  media: MediaTable;
  slides: SlidesTable;
  vehicles: VehiclesTable;
  vehicle_specs: VehicleSpecsTable;
  variants: VariantsTable;
  features: FeaturesTable;
  accessories: AccessoriesTable;
  colours: ColoursTable;
  frames_360: Frames360Table;
  offers: OffersTable;
  gallery: GalleryTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  attempt_locks: AttemptLocksTable;
  enquiries: EnquiriesTable;
  enquiry_rate_limits: EnquiryRateLimitsTable;
  audit_events: AuditEventsTable;
  lead_events: LeadEventsTable;
  lead_rotation: LeadRotationTable;
  lead_totals: LeadTotalsTable;
  lead_status_totals: LeadStatusTotalsTable;
  lead_day_totals: LeadDayTotalsTable;
  lead_search: LeadSearchTable;
  lead_search_words: LeadSearchWordsTable;
  lead_search_vocabulary: LeadSearchVocabularyTable;
  outbox: OutboxTable;
  on_road_rules: OnRoadRulesTable;
  catalogue_drafts: CatalogueDraftsTable;
  media_renditions: MediaRenditionsTable;
}

export type Vehicle = Selectable<VehiclesTable>;
export type NewVehicle = Insertable<VehiclesTable>;
export type VehicleUpdate = Updateable<VehiclesTable>;
export type Admin = Selectable<AdminsTable>;
export type AuditEvent = Selectable<AuditEventsTable>;
export type NewAuditEvent = Insertable<AuditEventsTable>;
export type Enquiry = Selectable<EnquiriesTable>;
export type NewEnquiry = Insertable<EnquiriesTable>;
