import { z } from 'zod';
import { ENQUIRY_KINDS } from './enquiry-forms.js';

/**
 * Live lead events (`GET /api/events`, Server-Sent Events): one `lead` event per new lead the
 * staff member's role may see, its SSE `id:` the lead's id, so a reconnect sends `Last-Event-ID`
 * and gets what it missed from the database.
 */

/** The SSE event name of a new lead. */
export const NEW_LEAD_EVENT = 'lead';
/** A comment this often keeps proxies from closing a quiet stream. */
export const EVENTS_KEEP_ALIVE_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
export const EVENTS_RETRY_MS = 3000;

const lastEventIdMessage = 'The last event id must be a lead id (a whole number from 0)';
/** A lead id as a client echoes it back: the header or query text of a whole number. */
const lastEventIdSchema = z
  .string(lastEventIdMessage)
  .regex(/^\d{1,15}$/, lastEventIdMessage)
  .transform(Number);

/** `?lastEventId=`, for clients that cannot set the Last-Event-ID header. */
export const eventsQuerySchema = z.object({ lastEventId: lastEventIdSchema.optional() });
/**
 * The Last-Event-ID header a reconnecting EventSource sends; it wins over the query. Loose: the
 * validated headers replace the request's, which keep their other entries (the session cookie).
 */
export const eventsHeadersSchema = z.looseObject({ 'last-event-id': lastEventIdSchema.optional() });

/** The data of a `lead` event. */
export const newLeadEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ENQUIRY_KINDS),
  /** The form's title, e.g. "Finance Enquiry". */
  title: z.string(),
  name: z.string(),
  model: z.string().nullable(),
  /** ISO date-time (UTC). */
  createdAt: z.string(),
});
export type NewLeadEvent = z.infer<typeof newLeadEventSchema>;
