import { z } from 'zod';
import { mobileSchema, PASSWORD_LENGTH } from './admin.js';
import { reportRequestSchema, searchTermSchema } from './reports.js';
import { ROLES } from './roles.js';

/** Staff accounts and the audit trail: the calls' contracts and the texts both sides show. */
export const STAFF_MESSAGES = {
  forbidden: 'You do not have permission to do this.',
  passwordChangeRequired: 'Please choose your own password before going on.',
  created: 'Staff account created',
  updated: 'Staff account updated',
  userIdTaken: 'This user ID is already taken. Please choose another.',
  notFound: 'No staff account has this user ID.',
  lastOwner: 'There must always be at least one active owner.',
  notYourself: 'You cannot disable or change the role of your own account.',
  nothingToChange: 'Please choose what to change.',
} as const;

export const USER_ID_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

const userIdSchema = z
  .string()
  .trim()
  .regex(USER_ID_PATTERN, 'User ID: 3 to 32 letters, digits, dots, dashes or underscores');

const temporaryPasswordSchema = z
  .string()
  .min(PASSWORD_LENGTH.min, `The password must be at least ${PASSWORD_LENGTH.min} characters`)
  .max(PASSWORD_LENGTH.max, `The password must be at most ${PASSWORD_LENGTH.max} characters`);

/** POST /api/staff. Leave the password out (or empty) to have one generated and shown once. */
export const staffCreateSchema = z.object({
  userId: userIdSchema,
  userName: z.string().trim().min(2, 'Please enter a name of at least 2 characters').max(100),
  mobileNo: mobileSchema,
  email: z.union([z.literal(''), z.email('Please enter a valid e-mail address').max(254)]),
  role: z.enum(ROLES, 'Please choose a role'),
  password: z.union([z.literal(''), temporaryPasswordSchema]).optional(),
});

/** PATCH /api/staff/{userId}: any of a new role, enabling or disabling, a new temporary password. */
export const staffUpdateSchema = z
  .object({
    role: z.enum(ROLES, 'Please choose a role').optional(),
    active: z.boolean().optional(),
    resetPassword: z.literal(true).optional(),
  })
  .refine(
    (change) =>
      change.role !== undefined || change.active !== undefined || change.resetPassword === true,
    { message: STAFF_MESSAGES.nothingToChange },
  );

export const staffMemberSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  mobile_no: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(['Active', 'Disabled']),
  /** "DD/MM/YYYY HH:mm" in Asia/Kolkata, or "" when the account never signed in. */
  last_sign_in: z.string(),
  must_change_password: z.boolean(),
});

export const staffListSchema = z.object({ data: z.array(staffMemberSchema) });

/** The answer to a staff write; `password` is a generated temporary password, shown only here. */
export const staffWriteResponseSchema = z.object({
  message: z.string(),
  password: z.string().optional(),
});

export type StaffCreate = z.input<typeof staffCreateSchema>;
export type StaffUpdate = z.input<typeof staffUpdateSchema>;
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Every kind of change the audit trail records, with the label the Activity screen shows. */
export const AUDIT_ACTIONS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  'sign-out': 'Signed out',
  'password-change': 'Changed own password',
  'profile-update': 'Updated own profile',
  'price-update': 'Changed a price',
  'accessory-update': 'Changed an accessory price',
  'vehicle-status': 'Changed a vehicle status',
  'offer-create': 'Added an offer',
  'offer-delete': 'Deleted an offer',
  'gallery-upload': 'Added gallery images',
  'gallery-delete': 'Deleted a gallery image',
  'slide-create': 'Added a slide',
  'slide-update': 'Changed a slide',
  'slide-reorder': 'Reordered the slides',
  'slide-delete': 'Deleted a slide',
  'staff-create': 'Created a staff account',
  'staff-role': 'Changed a role',
  'staff-disable': 'Disabled an account',
  'staff-enable': 'Enabled an account',
  'staff-password-reset': 'Reset a password',
  'lead-status': 'Changed a lead status',
  'lead-assign': 'Assigned a lead',
  'lead-note': 'Added a note to a lead',
  'lead-contact': 'Logged a contact with a lead',
  'lead-follow-up': 'Set a lead follow-up',
  'alert-resend': 'Sent an e-mail alert again',
  'lead-settings': 'Changed the lead settings',
  'on-road-rules': 'Changed the on-road rates',
  'insurance-update': 'Changed a variant insurance',
  'model-create': 'Created a model',
  'model-update': 'Changed a model',
  'model-retire': 'Retired a model',
  'model-publish': 'Published a model',
  'model-delete': 'Deleted a model',
  'model-upload': 'Uploaded a model picture or brochure',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** GET /api/activity: the reports' paging, search and IST date range, plus a person and an action. */
export const activityRequestSchema = reportRequestSchema
  .pick({ page: true, limit: true, fromDate: true, toDate: true })
  .extend({
    search: searchTermSchema,
    userId: z.string().trim().max(64).optional(),
    action: z
      .union([z.literal(''), z.enum(AUDIT_ACTION_KEYS)], 'Please choose an action from the list')
      .optional(),
  });

export const activityExportQuerySchema = activityRequestSchema.omit({ page: true, limit: true });

/** One row of the audit trail as the Activity screen and its CSV show it. */
export const activityRowSchema = z.object({
  id: z.number().int(),
  created_date: z.string(),
  created_time: z.string(),
  user_id: z.string(),
  action: z.enum(AUDIT_ACTION_KEYS),
  action_label: z.string(),
  target: z.string(),
  summary: z.string(),
  ip: z.string(),
});

export const activityPageSchema = z.object({
  data: z.array(activityRowSchema),
  totalPages: z.number().int(),
  totalRecords: z.number().int(),
});

export type ActivityRequest = z.input<typeof activityRequestSchema>;
export type ActivityRow = z.infer<typeof activityRowSchema>;
