import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORT_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import type { EnquiryKind } from '../../../../shared/enquiry-forms';
import {
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEADS_PAGE_SIZE,
  OPEN_STATUS_FILTER,
  type LeadCounts,
  type LeadStatus,
} from '../../../../shared/leads';
import { DateRangeForm, type DateRange } from '../../../components/ui/date-range-form';
import { EmptyState } from '../../../components/ui/query-state';
import { ListboxSelect, type ListboxOption } from '../../../components/ui/listbox-select';
import { Pager } from '../../../components/ui/pager';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLeadCounts, useLeadPage, type LeadFilters, type LeadPage } from '../api/leads';
import { LeadAlertsToggle } from './lead-alerts-toggle';
import { LeadDetailPanel, type Assignee, type DeskUser } from './lead-detail';
import { LeadList } from './lead-list';
import { SearchInput } from '../../../components/ui/search-input';

/**
 * The desk's tabs: each a view of the leads (its name's key), with the count the server keeps for
 * it.
 */
const TABS = [
  { id: 'all', labelKey: 'tabAll', count: undefined },
  { id: 'mine', labelKey: 'tabMine', count: 'mine' },
  { id: 'unassigned', labelKey: 'unassigned', count: 'unassigned' },
  { id: 'today', labelKey: 'tabDueToday', count: 'dueToday' },
  { id: 'overdue', labelKey: 'tabOverdue', count: 'overdue' },
] as const satisfies readonly {
  id: string;
  labelKey: string;
  count: keyof LeadCounts | undefined;
}[];
type TabId = (typeof TABS)[number]['id'];

const TAB_FILTERS: Record<TabId, Partial<LeadFilters>> = {
  all: {},
  mine: { assignee: 'me', status: OPEN_STATUS_FILTER },
  unassigned: { assignee: 'none', status: OPEN_STATUS_FILTER },
  today: { due: 'today' },
  overdue: { due: 'overdue' },
};

const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/** The clock the list's "overdue" marks are read against; it moves on every minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The lead desk: tabs with counts, filters, the list and the open lead. The tab and the open lead
 * live in the address (?tab=, ?lead=), so a reload, the back button and the arrival toast's link
 * all land on the same view. From 1024 px the lead opens beside the list; below, in its place.
 */
export function LeadsDesk({
  user,
  kinds,
  statuses,
  assignees,
}: {
  user: DeskUser;
  /** The lead kinds the account may see. */
  kinds: readonly EnquiryKind[];
  /** The statuses of those kinds' flows. */
  statuses: readonly LeadStatus[];
  /** Everyone a lead can be given to (an owner's list); empty for staff. */
  assignees: Assignee[];
}) {
  const { t } = useTranslation('adminLeads');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabId = isTab(tabParam) ? tabParam : user.role === 'owner' ? 'all' : 'mine';
  const selectedId = Number(params.get('lead')) || undefined;
  const now = useMinuteClock();

  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const [assignee, setAssignee] = useState('');
  const [dates, setDates] = useState<DateRange>({ fromDate: '', toDate: '' });
  const [appliedDates, setAppliedDates] = useState(dates);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), REPORT_SEARCH_DEBOUNCE_MS);

  const filters: LeadFilters = {
    status,
    kind,
    assignee,
    due: '',
    search,
    from: appliedDates.fromDate,
    to: appliedDates.toDate,
    ...TAB_FILTERS[tab],
  };
  // A status chosen in the filter narrows a tab's "open" view to that status.
  if (status) filters.status = status;
  // Chosen here, not by the tab: an empty list then says the choice found nothing, not that
  // no lead has come in.
  const narrowed = Boolean(
    status || kind || assignee || search || appliedDates.fromDate || appliedDates.toDate,
  );
  const filterKey = JSON.stringify(filters);
  const [pageState, setPageState] = useState({ page: 1, key: filterKey });
  const page = pageState.key === filterKey ? pageState.page : 1;

  const counts = useLeadCounts();
  const list = useLeadPage(filters, page);
  const [shown, setShown] = useState<LeadPage | undefined>();
  if (list.data && shown !== list.data && !list.isError) setShown(list.data);
  const visible = list.data ?? shown;
  const leads = visible?.data ?? [];
  const total = visible?.totalRecords ?? 0;
  const more = visible?.moreThanTotal ?? false;

  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('lead', String(id));
    return `?${next.toString()}`;
  };
  const backParams = new URLSearchParams(params);
  backParams.delete('lead');
  const backHref = `?${backParams.toString()}`;
  const chooseTab = (id: TabId) => {
    const next = new URLSearchParams(params);
    next.set('tab', id);
    setParams(next);
  };

  const statusOptions: ListboxOption[] = [
    { value: '', label: t('anyStatus') },
    { value: OPEN_STATUS_FILTER, label: t('openStatus') },
    ...statuses.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] })),
  ];
  const kindOptions: ListboxOption[] = [
    { value: '', label: t('everyKind') },
    ...kinds.map((value) => ({ value, label: LEAD_KIND_LABELS[value].label })),
  ];
  const assigneeOptions: ListboxOption[] = [
    { value: '', label: t('anyone') },
    { value: 'me', label: t('me') },
    { value: 'none', label: t('unassigned') },
    ...assignees
      .filter((person) => person.userId !== user.userId)
      .map((person) => ({ value: person.userId, label: person.name || person.userId })),
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-label={t('views')}
          className="flex flex-wrap gap-1 rounded-lg bg-neutral-100 p-1"
        >
          {TABS.map((item) => {
            const count = item.count ? counts.data?.[item.count] : undefined;
            const selected = item.id === tab;
            return (
              <button
                key={item.id}
                type="button"
                aria-pressed={selected}
                onClick={() => chooseTab(item.id)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold transition-colors',
                  selected ? 'bg-white text-ink shadow-sm' : 'text-neutral-600 hover:text-ink',
                )}
              >
                {t(item.labelKey)}
                {count !== undefined && (
                  <span
                    data-count={item.id}
                    className={cn(
                      'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                      item.id === 'overdue' && count > 0
                        ? 'bg-red-600 text-white'
                        : 'bg-neutral-200 text-neutral-700',
                    )}
                  >
                    {count}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        <LeadAlertsToggle />
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={cn('min-w-0 space-y-3', selectedId !== undefined && 'hidden lg:block')}>
          <details className="rounded-lg border border-neutral-200 px-3 py-2">
            <summary className="cursor-pointer text-sm font-semibold">{t('filters')}</summary>
            <div className="mt-3 space-y-3">
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                <ListboxSelect
                  label={t('status')}
                  options={statusOptions}
                  value={status}
                  onChange={setStatus}
                />
                <ListboxSelect
                  label={t('kind')}
                  options={kindOptions}
                  value={kind}
                  onChange={setKind}
                />
                {TAB_FILTERS[tab].assignee === undefined && (
                  <ListboxSelect
                    label={t('assignee')}
                    options={assigneeOptions}
                    value={assignee}
                    onChange={setAssignee}
                  />
                )}
              </div>
              <DateRangeForm value={dates} onChange={setDates} onApply={setAppliedDates} />
            </div>
          </details>
          <SearchInput
            label={t('searchLeads')}
            hideLabel
            inputClassName="h-11"
            placeholder={t('searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />

          {list.isError && (
            <p role="alert" className="text-sm text-red-700">
              {list.error instanceof ApiError && list.error.fromServer
                ? list.error.message
                : t('loadLeadsFailed')}
            </p>
          )}
          <div aria-busy={list.isFetching} aria-live="polite" className="sr-only">
            {visible ? t(more ? 'leadCountMore' : 'leadCount', { count: total }) : ''}
          </div>
          {leads.length > 0 ? (
            <LeadList leads={leads} selectedId={selectedId} hrefOf={hrefOf} now={now} />
          ) : (
            !list.isError && (
              <EmptyState tone="panel">
                {list.isPending ? t('loading') : t(narrowed ? 'noMatchingLeads' : 'noLeads')}
              </EmptyState>
            )
          )}
          <Pager
            page={page}
            pageSize={LEADS_PAGE_SIZE}
            total={total}
            totalPages={Math.ceil(total / LEADS_PAGE_SIZE)}
            more={more}
            onPage={(next) => setPageState({ page: next, key: filterKey })}
          />
        </div>

        <div className={cn('min-w-0', selectedId === undefined && 'hidden lg:block')}>
          {selectedId !== undefined ? (
            <div className="rounded-lg border border-neutral-200 p-3 sm:p-4">
              <LeadDetailPanel
                key={selectedId}
                id={selectedId}
                user={user}
                assignees={assignees}
                now={now}
                hrefOf={hrefOf}
                backHref={backHref}
              />
            </div>
          ) : (
            <EmptyState tone="panel">{t('chooseLead')}</EmptyState>
          )}
        </div>
      </div>
    </div>
  );
}
