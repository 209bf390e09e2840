import {
  ArrowRightLeft,
  CalendarClock,
  MessageSquareText,
  PhoneOutgoing,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail, LeadEventType } from '../../../../shared/leads';
import { istText } from '../lib/lead-format';

const EVENT_ICONS: Record<LeadEventType, LucideIcon> = {
  status: ArrowRightLeft,
  assignment: UserRoundCheck,
  note: MessageSquareText,
  contact: PhoneOutgoing,
  follow_up: CalendarClock,
};

/** The key of each event type's name, said to screen readers before the event. */
const EVENT_VERBS: Record<LeadEventType, string> = {
  status: 'eventStatus',
  assignment: 'eventAssignment',
  note: 'eventNote',
  contact: 'eventContact',
  follow_up: 'eventFollowUp',
};

/** The lead's history, newest first: who did what, and when (IST). */
export function LeadTimeline({ events }: { events: LeadDetail['timeline'] }) {
  const { t } = useTranslation('adminLeads');
  if (events.length === 0) {
    return <p className="text-sm text-neutral-600">{t('noEvents')}</p>;
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
              {event.actor === 'rotation' ? t('automatic') : event.actor}
            </p>
            <p className="[overflow-wrap:anywhere] whitespace-pre-wrap text-ink">
              <span className="sr-only">
                {t('eventLabel', { event: t(EVENT_VERBS[event.type]) })}
              </span>
              {event.detail}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
