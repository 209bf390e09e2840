import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EVENTS_RETRY_MS, NEW_LEAD_EVENT, newLeadEventSchema } from '../../../../shared/events';
import { newLeadText } from '../../../../shared/leads';
import { readStoredFlag } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { getLeadCounts, getLeadPage, leadKeys, type LeadFilters } from '../api/leads';
import { chime, LEAD_ALERTS_KEY, notifyNewLead } from './lead-alerts';

/** How long the arrival toast stays: long enough to read from across the showroom. */
const ARRIVAL_TOAST_MS = 8000;
/** The longest wait before opening a stream again after the browser gave up on it. */
const MAX_RETRY_MS = 60_000;

/**
 * Fresh tab counts and lists on show after a lead arrives, fetched as background reads: a lead
 * arriving must not keep an unattended panel signed in.
 */
async function refreshDesk(queryClient: QueryClient) {
  const counts = getLeadCounts({ background: true }).then((data) =>
    queryClient.setQueryData(leadKeys.counts, data),
  );
  const lists = queryClient
    .getQueryCache()
    .findAll({ queryKey: leadKeys.lists, type: 'active' })
    .map(async (query) => {
      const [, , , filters, page] = query.queryKey as ReturnType<typeof leadKeys.list>;
      const data = await getLeadPage(filters as LeadFilters, page, { background: true });
      queryClient.setQueryData(query.queryKey, data);
    });
  // A failed refresh leaves what is shown; the next arrival or action reads again.
  await Promise.allSettled([counts, ...lists]);
}

/**
 * The panel's live feed (`GET /api/events`): each new lead the account may see shows a toast
 * ("New test-ride enquiry: <name>, <model>") that opens the lead, refreshes the desk's counts and
 * lists, and, when the staff member turned them on, chimes and raises a browser notification.
 * EventSource reconnects by itself with Last-Event-ID; when the browser gives up (the server was
 * down, or answered an error), a new stream opens with backoff from the last id seen, and the
 * account is read again so that an ended session takes the panel to the login page.
 */
export function useLiveLeads({
  enabled,
  openLead,
  onStreamRefused,
}: {
  enabled: boolean;
  /** Shows one lead on the desk (the toast's and the notification's click). */
  openLead: (id: number) => void;
  /** The browser gave up on the stream: the panel reads the account again. */
  onStreamRefused: () => void;
}) {
  const queryClient = useQueryClient();
  // The handlers read the latest callbacks without re-opening the stream.
  const callbacks = useRef({ openLead, onStreamRefused });
  useEffect(() => {
    callbacks.current = { openLead, onStreamRefused };
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastId: string | undefined;
    let retryMs = EVENTS_RETRY_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const onLead = (event: MessageEvent<string>) => {
      lastId = event.lastEventId || lastId;
      retryMs = EVENTS_RETRY_MS;
      const parsed = newLeadEventSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      const lead = parsed.data;
      const text = newLeadText(lead);
      const open = () => callbacks.current.openLead(lead.id);
      toast.info(text, {
        autoClose: ARRIVAL_TOAST_MS,
        toastId: `lead-${lead.id}`,
        onClick: open,
      });
      if (readStoredFlag(LEAD_ALERTS_KEY)) {
        chime();
        notifyNewLead(text, lead.id, open);
      }
      void refreshDesk(queryClient);
    };

    const connect = () => {
      const query = lastId ? `?lastEventId=${encodeURIComponent(lastId)}` : '';
      source = new EventSource(`/api/events${query}`, { withCredentials: true });
      source.addEventListener(NEW_LEAD_EVENT, onLead);
      source.addEventListener('open', () => {
        retryMs = EVENTS_RETRY_MS;
      });
      source.addEventListener('error', () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        source.close();
        // A 401 or 403 closes the stream for good: reading the account again lets the panel
        // follow (the login page, or the password screen).
        callbacks.current.onStreamRefused();
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [enabled, queryClient]);
}
