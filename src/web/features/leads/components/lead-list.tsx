import { AlarmClock, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadListItem } from '../../../../shared/leads';
import { cn } from '../../../lib/cn';
import { followUpState, shortIstText, statusTone } from '../lib/lead-format';

export function LeadStatusPill({ status }: { status: LeadListItem['status'] }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        statusTone(status),
      )}
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}

export function FollowUpPill({
  lead,
  now,
}: {
  lead: Pick<LeadListItem, 'status' | 'nextFollowUpAt'>;
  now: number;
}) {
  const { t } = useTranslation('adminLeads');
  const state = followUpState(lead, now);
  if (!state || !lead.nextFollowUpAt) return null;
  const time = shortIstText(lead.nextFollowUpAt, now, t);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs font-semibold',
        state === 'overdue'
          ? 'text-red-700'
          : state === 'today'
            ? 'text-amber-700'
            : 'text-neutral-600',
      )}
    >
      <AlarmClock aria-hidden="true" className="size-3.5" />
      {state === 'overdue' ? t('overdueAt', { time }) : t('followUpAt', { time })}
    </span>
  );
}

/**
 * The desk's list: one row per lead, newest first, each a link that opens the lead beside it (or,
 * on a phone, in place of the list). The open lead is marked for screen readers too.
 */
export function LeadList({
  leads,
  selectedId,
  hrefOf,
  now,
}: {
  leads: LeadListItem[];
  selectedId: number | undefined;
  hrefOf: (id: number) => string;
  now: number;
}) {
  const { t } = useTranslation('adminLeads');
  return (
    <ul className="divide-y divide-neutral-200 overflow-hidden rounded-lg border border-neutral-200">
      {leads.map((lead) => {
        const selected = lead.id === selectedId;
        return (
          <li key={lead.id}>
            <Link
              to={hrefOf(lead.id)}
              aria-current={selected ? 'true' : undefined}
              data-lead-id={lead.id}
              className={cn(
                'block px-3 py-3 transition-colors focus-visible:outline-offset-[-3px] sm:px-4',
                selected ? 'bg-brand-soft' : 'bg-white hover:bg-neutral-50',
              )}
            >
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink">{lead.name}</span>
                  <span className="block truncate text-sm text-neutral-600">
                    {LEAD_KIND_LABELS[lead.kind].label}
                    {lead.model ? ` · ${lead.model}` : ''}
                  </span>
                </span>
                <LeadStatusPill status={lead.status} />
              </span>
              <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-500">
                <span className="tabular-nums">{shortIstText(lead.createdAt, now, t)}</span>
                <span className="inline-flex items-center gap-1">
                  <UserRound aria-hidden="true" className="size-3.5" />
                  {lead.assignee ? lead.assignee.name || lead.assignee.userId : t('unassigned')}
                </span>
                <FollowUpPill lead={lead} now={now} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
