import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

type SettingsT = TFunction<'adminLeadSettings'>;

/** Each status's badge (its name's key and tone) and the key of its word inside a sentence. */
const STATUS: Record<AlertStatus, { labelKey: string; stateKey: string; tone: StatusTone }> = {
  pending: { labelKey: 'statusPending', stateKey: 'statePending', tone: 'warning' },
  sent: { labelKey: 'statusSent', stateKey: 'stateSent', tone: 'success' },
  failed: { labelKey: 'statusFailed', stateKey: 'stateFailed', tone: 'danger' },
};
/** The keys of the kinds' names. */
const KIND_LABELS: Record<AlertRow['kind'], string> = {
  lead_alert: 'kindLeadAlert',
  digest: 'kindDigest',
};
/** The key of the text shown when no alert has the status chosen. */
const EMPTY: Record<AlertStatusFilter, string> = {
  '': 'emptyAll',
  pending: 'emptyPending',
  sent: 'emptySent',
  failed: 'emptyFailed',
};

const stamp = (iso: string | null) => (iso === null ? '' : istStampText(Date.parse(iso)));
const none = <span className="text-neutral-400">—</span>;

/** Where the lead desk opens one lead (the alert e-mail's link goes there too). */
const LEADS_HREF = `${paths.admin.dashboard.getHref()}/leads`;

const COLUMNS: Array<{
  /** The key of the column's header. */
  labelKey: string;
  cell: (row: AlertRow, t: SettingsT) => ReactNode;
  className: string;
}> = [
  {
    labelKey: 'columnCreated',
    cell: (row) => stamp(row.createdAt),
    className: 'min-w-24 tabular-nums',
  },
  {
    labelKey: 'columnKind',
    cell: (row, t) => t(KIND_LABELS[row.kind]),
    className: 'whitespace-nowrap',
  },
  {
    labelKey: 'columnLead',
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
    labelKey: 'columnStatus',
    cell: (row, t) => (
      <StatusBadge tone={STATUS[row.status].tone}>{t(STATUS[row.status].labelKey)}</StatusBadge>
    ),
    className: 'whitespace-nowrap',
  },
  {
    labelKey: 'columnAttempts',
    cell: (row) => String(row.attempts),
    className: 'text-right tabular-nums',
  },
  {
    labelKey: 'columnLastError',
    cell: (row) => row.lastError ?? '',
    className: 'min-w-48 max-w-80 [overflow-wrap:anywhere] text-neutral-700',
  },
  {
    labelKey: 'columnSentAt',
    cell: (row) => stamp(row.sentAt),
    className: 'min-w-24 tabular-nums',
  },
];
const { th, td } = scrollTableClasses;

/**
 * The e-mail alerts the server has written, newest first, 20 a page: their state, tries and last
 * error. A pending or failed alert can be sent again, after a confirmation.
 */
export function AlertsTable() {
  const { t } = useTranslation('adminLeadSettings');
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
      adminToast.error(failureMessage(error, t('resendFailed'), AUTH_MESSAGES.somethingWrong));
      // A refusal (sent meanwhile, gone) means the list is out of date.
      await queryClient.invalidateQueries({ queryKey: leadSettingsKeys.alerts });
    },
  });

  const statusOptions: ListboxOption[] = [
    { value: '', label: t('statusAll') },
    ...Object.entries(STATUS).map(([value, { labelKey }]) => ({ value, label: t(labelKey) })),
  ];
  const resendMessage = (row: AlertRow) => {
    const kind = t(KIND_LABELS[row.kind]);
    return t('resendMessage', {
      alert: row.leadId === null ? kind : t('alertOfLead', { kind, id: row.leadId }),
      state: t(STATUS[row.status].stateKey),
      count: row.attempts,
    });
  };

  return (
    <div className="space-y-4">
      <ListboxSelect
        label={t('status')}
        options={statusOptions}
        value={status}
        onChange={(value) => setStatus(value as AlertStatusFilter)}
        className="sm:max-w-60"
      />

      <QueryState
        query={alerts}
        errorText={
          alerts.error instanceof ApiError && alerts.error.fromServer
            ? alerts.error.message
            : t('loadAlertsFailed')
        }
        empty={t(EMPTY[status])}
        emptyTone="panel"
        isEmpty={(list: AlertList) => list.data.length === 0}
        keepDataOnError
      >
        {(list) => (
          <div className="space-y-4">
            <ScrollTable label={t('emailAlerts')} busy={alerts.isFetching}>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column.labelKey} scope="col" className={th}>
                      {t(column.labelKey)}
                    </th>
                  ))}
                  <th scope="col" className={th}>
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((row) => (
                  <tr key={row.id} className="bg-white hover:bg-neutral-50">
                    {COLUMNS.map((column) => (
                      <td key={column.labelKey} className={cn(td, column.className)}>
                        {column.cell(row, t) || none}
                      </td>
                    ))}
                    <td className={cn(td, 'whitespace-nowrap')}>
                      {/* Without mail settings no worker runs: there is nothing to send it again with. */}
                      {row.status !== 'sent' && list.configured && (
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={resend.isPending}
                          aria-label={t('sendAlertAgain', { id: row.id })}
                          onClick={() => setAsking(row)}
                        >
                          {t('sendAgain')}
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
        title={t('resendTitle')}
        message={asking && resendMessage(asking)}
        confirmLabel={t('sendAgain')}
        pendingLabel={t('sending')}
        pending={resend.isPending}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && resend.mutate(asking)}
      />
    </div>
  );
}
