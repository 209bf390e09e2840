import { z } from 'zod';

/**
 * The owner's lead settings: whether new leads are assigned round-robin, and whether the server
 * can e-mail lead alerts (read-only here: the mail settings are environment variables).
 */

export const LEAD_SETTINGS_MESSAGES = {
  autoAssignOn: 'New leads are now assigned automatically.',
  autoAssignOff: 'New leads now wait in Unassigned.',
  autoAssignRequired: 'Please say whether new leads are assigned automatically (true or false).',
} as const;

/** The environment variables that switch e-mail alerts on, all three together. */
export const ALERT_MAIL_VARIABLES = ['SMTP_URL', 'ALERT_EMAIL_FROM', 'ALERT_EMAIL_TO'] as const;

/** GET /api/lead-settings. The SMTP address is never sent: it may carry the mail password. */
export const leadSettingsSchema = z.object({
  autoAssign: z.boolean(),
  alerts: z.object({
    /** false while SMTP_URL, ALERT_EMAIL_FROM and ALERT_EMAIL_TO are unset: no alert is sent. */
    configured: z.boolean(),
    to: z.string().nullable(),
    from: z.string().nullable(),
  }),
});

/** PUT /api/lead-settings: the round-robin switch. */
export const leadSettingsUpdateSchema = z.object({
  autoAssign: z.boolean(LEAD_SETTINGS_MESSAGES.autoAssignRequired),
});

export const leadSettingsUpdateResponseSchema = z.object({ message: z.string() });

export type LeadSettings = z.infer<typeof leadSettingsSchema>;
export type LeadSettingsUpdate = z.infer<typeof leadSettingsUpdateSchema>;
