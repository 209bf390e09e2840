import { z } from 'zod';
import { PERMISSIONS, ROLES } from './roles.js';

/** SPEC §5/§8 texts the admin access screens and API share. */
export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful! Redirecting...',
  invalidCredentials: 'Invalid credentials',
  somethingWrong: 'Something went wrong! Please try again.',
  unauthorized: 'Unauthorized. Please log in.',
  userNotFound: 'User not found',
  userNotFoundLogin: 'User not found. Please log in again.',
  passwordsDoNotMatch: 'New password and confirm password do not match',
  passwordUpdated: 'Password updated successfully',
  passwordUpdateFailed: 'Failed to update password',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Profile update failed',
  profileLoadFailed: 'Failed to load user profile. Please try again.',
  userDataLoadFailed: 'Failed to load user data. Please try again.',
  userIdMissing: 'User ID is missing. Please log in again.',
  currentPasswordWrong: 'The current password is incorrect',
  ownAccountOnly: 'You can only change your own account.',
  temporaryPasswordKept: 'Please choose a new password, not the temporary one you were given.',
} as const;

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

export const loginRequestSchema = z.object({
  userId: z.string().trim().min(1, 'Please enter your user ID').max(64),
  password: z.string().min(1, 'Please enter your password').max(PASSWORD_LENGTH.max),
});

/** SPEC §3 "Current user" plus the account fields of "Admin user"; never a password or hash. */
export const currentUserSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  email: z.string(),
  mobile_no: z.string(),
  city: z.string(),
  created_date: z.string(),
  expire_date: z.string(),
  Status: z.enum(['Active', 'Inactive']),
  role: z.enum(ROLES),
  /** What this account may see and do: the panel hides the rest. */
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Set after the owner created or reset the account: no screen opens until it is changed. */
  must_change_password: z.boolean(),
});

export const loginResponseSchema = z.object({
  message: z.string(),
  user: currentUserSchema.pick({ user_id: true, user_name: true }),
});

/** A 10-digit Indian mobile; spaces, dashes and a +91 / 0 prefix are dropped first. */
export const mobileSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Please enter a 10-digit mobile number'));

export const profileUpdateSchema = z.object({
  userName: z.string().trim().min(2, 'Please enter a name of at least 2 characters').max(100),
  email: z.union([z.literal(''), z.email('Please enter a valid e-mail address').max(254)]),
  mobileNo: z.union([z.literal(''), mobileSchema]),
});

export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().min(1, 'Please enter your current password').max(PASSWORD_LENGTH.max),
    newPassword: z
      .string()
      .min(
        PASSWORD_LENGTH.min,
        `The new password must be at least ${PASSWORD_LENGTH.min} characters`,
      )
      .max(
        PASSWORD_LENGTH.max,
        `The new password must be at most ${PASSWORD_LENGTH.max} characters`,
      ),
    confirmPassword: z.string().max(PASSWORD_LENGTH.max),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });

export const messageSchema = z.object({ message: z.string() });
/** A refused request: the message and, per field of the request, what is wrong with it. */
export const fieldErrorsSchema = messageSchema.extend({
  errors: z.record(z.string(), z.string()).optional(),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type CurrentUser = z.infer<typeof currentUserSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * A read the panel makes by itself (a live lead's new counts), not on a person's action: sent
 * with this header set to 1, it is answered without counting as activity, so an unattended panel
 * still signs out after the idle limit however many leads arrive.
 */
export const BACKGROUND_REFRESH_HEADER = 'x-background-refresh';
