import {
  ArrowRightLeft,
  CalendarClock,
  MessageSquareText,
  PhoneOutgoing,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';
import type { LeadDetail, LeadEventType } from '../../../../shared/leads';
import { istText } from '../lib/lead-format';

const EVENT_ICONS: Record<LeadEventType, LucideIcon> = {
  status: ArrowRightLeft,
  assignment: UserRoundCheck,
  note: MessageSquareText,
  contact: PhoneOutgoing,
  follow_up: CalendarClock,
};

const EVENT_VERBS: Record<LeadEventType, string> = {
  status: 'Status',
  assignment: 'Assignment',
  note: 'Note',
  contact: 'Contact',
  follow_up: 'Follow-up',
};

/** The lead's history, newest first: who did what, and when (IST). */
export function LeadTimeline({ events }: { events: LeadDetail['timeline'] }) {
  if (events.length === 0) {
    return <p className="text-sm text-neutral-600">Nothing done on this lead yet.</p>;
  }
  return (
    <ol className="space-y-3 border-l-2 border-neutral-200 pl-4">
      {events.map((event) => {
        const Icon = EVENT_ICONS[event.type];
        return (
          <li key={event.id} className="relative text-sm">
            <span className="absolute top-0.5 -left-[1.65rem] grid size-5 place-items-center rounded-full bg-white ring-2 ring-neutral-200">
              <Icon aria-hidden="true" className="size-3 text-neutral-600" />
            </span>
            <p className="text-xs text-neutral-500">
              <span className="tabular-nums">{istText(event.createdAt)}</span> ·{' '}
              {event.actor === 'rotation' ? 'Automatic' : event.actor}
            </p>
            <p className="[overflow-wrap:anywhere] whitespace-pre-wrap text-ink">
              <span className="sr-only">{EVENT_VERBS[event.type]}: </span>
              {event.detail}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
