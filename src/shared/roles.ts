import type { EnquiryKind } from './enquiry-forms.js';
import { ENQUIRY_KINDS } from './enquiry-forms.js';

/**
 * Roles and what each may see and do. The server enforces this table on every admin route (each
 * route declares the permission it needs); the panel reads the same table to hide what a role
 * cannot use. Plain values only: the browser's admin bundle carries this file.
 */

export const ROLES = ['owner', 'sales', 'service'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  sales: 'Sales',
  service: 'Service',
};

/**
 * What a route or a screen can need:
 * - `signed-in`: any active account (its own profile and password, sign-out, `/api/me`);
 * - `dashboard`: today's counts, of the leads the role may see;
 * - `sales-leads` / `service-leads`: the reports and exports of those lead kinds;
 * - `manage`: prices, accessories, vehicles, offers and gallery;
 * - `catalogue`: the catalogue editor (models and their parts) and the on-road rates;
 * - `staff`: staff accounts; `activity`: the audit trail.
 */
export const PERMISSIONS = [
  'signed-in',
  'dashboard',
  'sales-leads',
  'service-leads',
  'manage',
  'catalogue',
  'staff',
  'activity',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  sales: ['signed-in', 'dashboard', 'sales-leads', 'manage'],
  service: ['signed-in', 'dashboard', 'service-leads'],
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export type LeadPermission = 'sales-leads' | 'service-leads';

/** Which desk a lead kind belongs to: service bookings, AMC and extended warranty are the service desk's. */
export const LEAD_PERMISSION: Record<EnquiryKind, LeadPermission> = {
  finance: 'sales-leads',
  contact: 'sales-leads',
  offer: 'sales-leads',
  product: 'sales-leads',
  joyclub: 'sales-leads',
  optin: 'sales-leads',
  service: 'service-leads',
  amc: 'service-leads',
  warranty: 'service-leads',
};

/** The lead kinds a role may see, in ENQUIRY_KINDS order. */
export function leadKindsOf(role: Role): EnquiryKind[] {
  return ENQUIRY_KINDS.filter((kind) => can(role, LEAD_PERMISSION[kind]));
}
