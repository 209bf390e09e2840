import { z } from 'zod';

/**
 * E-mail alerts as the owner sees them: each alert is an outbox row that the server sends, retries
 * with backoff and finally marks failed; the owner lists them and sends one again.
 */

export const ALERT_KINDS = ['lead_alert', 'digest'] as const;
export const ALERT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const ALERTS_PAGE_SIZE = 20;

export const ALERT_MESSAGES = {
  notFound: 'No such alert.',
  alreadySent: 'This alert was sent already.',
  resent: 'The alert will be sent again now.',
} as const;

/** GET /api/alerts: an optional status filter and the page (20 alerts a page, newest first). */
export const alertListQuerySchema = z.object({
  status: z
    .union([z.literal(''), z.enum(ALERT_STATUSES)], 'Please choose pending, sent or failed')
    .optional(),
  page: z.coerce
    .number('The page must be a whole number from 1')
    .int('The page must be a whole number from 1')
    .min(1, 'The page must be a whole number from 1')
    .max(1_000_000, 'The page must be a whole number from 1')
    .default(1),
});

export const alertRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  leadId: z.number().int().nullable(),
  status: z.enum(ALERT_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO 8601 instants (UTC); the panel shows them in IST. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const alertListSchema = z.object({
  data: z.array(alertRowSchema),
  totalRecords: z.number().int(),
  /** false when SMTP_URL, ALERT_EMAIL_FROM and ALERT_EMAIL_TO are unset: alerts are off. */
  configured: z.boolean(),
});

export const alertIdParamsSchema = z.object({
  id: z.coerce.number('The alert id must be a whole number').int().positive(),
});

export const alertResendResponseSchema = z.object({ message: z.string() });

export type AlertListQuery = z.infer<typeof alertListQuerySchema>;
export type AlertRow = z.infer<typeof alertRowSchema>;
export type AlertList = z.infer<typeof alertListSchema>;
