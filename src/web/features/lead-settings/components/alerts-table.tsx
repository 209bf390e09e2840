import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '../../../../shared/admin';
import {
  ALERTS_PAGE_SIZE,
  type AlertList,
  type AlertRow,
  type AlertStatus,
} from '../../../../shared/alerts';
import { istStampText } from '../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListboxSelect, type ListboxOption } from '../../../components/ui/listbox-select';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { ScrollTable, scrollTableClasses } from '../../../components/ui/scroll-table';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';
import { ApiError } from '../../../lib/api-client';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import {
  leadSettingsKeys,
  resendAlert,
  useAlertPage,
  type AlertStatusFilter,
} from '../api/lead-settings';

const LOAD_FAILED = 'Could not load the alerts. Please try again.';
const RESEND_FAILED = 'Could not send the alert again. Please try again.';

const STATUS: Record<AlertStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};
const STATUS_OPTIONS: ListboxOption[] = [
  { value: '', label: 'All' },
  ...Object.entries(STATUS).map(([value, { label }]) => ({ value, label })),
];
const KIND_LABELS: Record<AlertRow['kind'], string> = {
  lead_alert: 'New lead',
  digest: 'Morning digest',
};
const EMPTY: Record<AlertStatusFilter, string> = {
  '': 'No alerts yet.',
  pending: 'No pending alerts.',
  sent: 'No sent alerts yet.',
  failed: 'No failed alerts.',
};

const stamp = (iso: string | null) => (iso === null ? '' : istStampText(Date.parse(iso)));
const none = <span className="text-neutral-400">—</span>;

/** Where the lead desk opens one lead (the alert e-mail's link goes there too). */
const LEADS_HREF = `${paths.admin.dashboard.getHref()}/leads`;

const COLUMNS: Array<{
  label: string;
  cell: (row: AlertRow) => ReactNode;
  className: string;
}> = [
  {
    label: 'Created (IST)',
    cell: (row) => stamp(row.createdAt),
    className: 'min-w-24 tabular-nums',
  },
  { label: 'Kind', cell: (row) => KIND_LABELS[row.kind], className: 'whitespace-nowrap' },
  {
    label: 'Lead',
    cell: (row) =>
      row.leadId === null ? (
        ''
      ) : (
        <Link
          to={`${LEADS_HREF}?lead=${row.leadId}`}
          className="font-semibold text-brand hover:underline"
        >
          #{row.leadId}
        </Link>
      ),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    label: 'Status',
    cell: (row) => (
      <StatusBadge tone={STATUS[row.status].tone}>{STATUS[row.status].label}</StatusBadge>
    ),
    className: 'whitespace-nowrap',
  },
  { label: 'Attempts', cell: (row) => String(row.attempts), className: 'text-right tabular-nums' },
  {
    label: 'Last error',
    cell: (row) => row.lastError ?? '',
    className: 'min-w-48 max-w-80 [overflow-wrap:anywhere] text-neutral-700',
  },
  { label: 'Sent at', cell: (row) => stamp(row.sentAt), className: 'min-w-24 tabular-nums' },
];
const { th, td } = scrollTableClasses;

/**
 * The e-mail alerts the server has written, newest first, 20 a page: their state, tries and last
 * error. A pending or failed alert can be sent again, after a confirmation.
 */
export function AlertsTable() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AlertStatusFilter>('');
  // A new filter starts again at page 1.
  const [pageState, setPageState] = useState({ page: 1, status });
  const page = pageState.status === status ? pageState.page : 1;
  const alerts = useAlertPage(status, page);
  const [asking, setAsking] = useState<AlertRow | undefined>();

  const resend = useMutation({
    mutationFn: (row: AlertRow) => resendAlert(row.id),
    onSuccess: async (answer) => {
      adminToast.success(answer.message);
      setAsking(undefined);
      await queryClient.invalidateQueries({ queryKey: leadSettingsKeys.alerts });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      setAsking(undefined);
      adminToast.error(failureMessage(error, RESEND_FAILED, AUTH_MESSAGES.somethingWrong));
      // A refusal (sent meanwhile, gone) means the list is out of date.
      await queryClient.invalidateQueries({ queryKey: leadSettingsKeys.alerts });
    },
  });

  return (
    <div className="space-y-4">
      <ListboxSelect
        label="Status"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(value) => setStatus(value as AlertStatusFilter)}
        className="sm:max-w-60"
      />

      <QueryState
        query={alerts}
        errorText={
          alerts.error instanceof ApiError && alerts.error.fromServer
            ? alerts.error.message
            : LOAD_FAILED
        }
        empty={EMPTY[status]}
        emptyTone="panel"
        isEmpty={(list: AlertList) => list.data.length === 0}
        keepDataOnError
      >
        {(list) => (
          <div className="space-y-4">
            <ScrollTable label="E-mail alerts" busy={alerts.isFetching}>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column.label} scope="col" className={th}>
                      {column.label}
                    </th>
                  ))}
                  <th scope="col" className={th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((row) => (
                  <tr key={row.id} className="bg-white hover:bg-neutral-50">
                    {COLUMNS.map((column) => (
                      <td key={column.label} className={cn(td, column.className)}>
                        {column.cell(row) || none}
                      </td>
                    ))}
                    <td className={cn(td, 'whitespace-nowrap')}>
                      {/* Without mail settings no worker runs: there is nothing to send it again with. */}
                      {row.status !== 'sent' && list.configured && (
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={resend.isPending}
                          aria-label={`Send alert ${row.id} again`}
                          onClick={() => setAsking(row)}
                        >
                          Send again
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            <Pager
              page={page}
              pageSize={ALERTS_PAGE_SIZE}
              total={list.totalRecords}
              totalPages={Math.ceil(list.totalRecords / ALERTS_PAGE_SIZE)}
              onPage={(next) => setPageState({ page: next, status })}
            />
          </div>
        )}
      </QueryState>

      <ConfirmDialog
        open={asking !== undefined}
        title="Send this alert again?"
        message={
          asking &&
          `${KIND_LABELS[asking.kind]}${asking.leadId === null ? '' : ` #${asking.leadId}`}, ${STATUS[asking.status].label.toLowerCase()} after ${asking.attempts} ${asking.attempts === 1 ? 'try' : 'tries'}: the server tries it again now.`
        }
        confirmLabel="Send again"
        pendingLabel="Sending…"
        pending={resend.isPending}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && resend.mutate(asking)}
      />
    </div>
  );
}
