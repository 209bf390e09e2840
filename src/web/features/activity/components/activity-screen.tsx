import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_PAGE_SIZE, REPORT_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import { AUDIT_ACTIONS, type ActivityRow } from '../../../../shared/staff';
import { DateRangeForm, type DateRange } from '../../../components/ui/date-range-form';
import { ExportLink } from '../../../components/ui/export-link';
import { ListboxSelect, type ListboxOption } from '../../../components/ui/listbox-select';
import { Pager } from '../../../components/ui/pager';
import { ScrollTable, scrollTableClasses } from '../../../components/ui/scroll-table';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  activityExportHref,
  useActivityPage,
  type ActivityFilters,
  type ActivityPage,
} from '../api/activity';
import { SearchInput } from '../../../components/ui/search-input';
import { toEnGbDate } from '../../../../shared/dates';

/** The audit actions to filter on (the server's names for them). */
const ACTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

interface Column {
  /** The key of the column's header. */
  labelKey: string;
  cell: (row: ActivityRow) => string;
  className: string;
}

const COLUMNS: Column[] = [
  {
    labelKey: 'columnDate',
    cell: (row) => toEnGbDate(row.created_date),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    labelKey: 'columnTime',
    cell: (row) => row.created_time,
    className: 'whitespace-nowrap tabular-nums',
  },
  { labelKey: 'columnUser', cell: (row) => row.user_id, className: 'whitespace-nowrap' },
  { labelKey: 'columnAction', cell: (row) => row.action_label, className: 'min-w-36' },
  {
    labelKey: 'columnTarget',
    cell: (row) => row.target,
    className: 'min-w-28 [overflow-wrap:anywhere]',
  },
  {
    labelKey: 'columnChange',
    cell: (row) => row.summary,
    className: 'min-w-48 [overflow-wrap:anywhere]',
  },
  {
    labelKey: 'columnAddress',
    cell: (row) => row.ip,
    className: 'whitespace-nowrap tabular-nums',
  },
];
const { th, td } = scrollTableClasses;

/**
 * The audit trail: who did what and when, newest first, paged by the server. Dates are the
 * dealership's (Asia/Kolkata); the person and action filters apply at once, the date range on SEARCH,
 * the search text when typing stops. CSV holds every row the filters match.
 */
export function ActivityScreen({ people }: { people: readonly string[] }) {
  const { t } = useTranslation('adminActivity');
  const [dates, setDates] = useState<DateRange>({ fromDate: '', toDate: '' });
  const [appliedDates, setAppliedDates] = useState(dates);
  const [userId, setUserId] = useState('');
  const [action, setAction] = useState('');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), REPORT_SEARCH_DEBOUNCE_MS);

  const filters: ActivityFilters = { ...appliedDates, search, userId, action };
  // Any change of filters starts again at page 1.
  const filterKey = JSON.stringify(filters);
  const [pageState, setPageState] = useState({ page: 1, key: filterKey });
  const page = pageState.key === filterKey ? pageState.page : 1;

  const { data, error, isPending, isFetching, isError } = useActivityPage(filters, page);
  // A failed read keeps the last page shown, under the error.
  const [shown, setShown] = useState<ActivityPage | undefined>();
  if (data && shown !== data && !isError) setShown(data);
  const visible = data ?? shown;
  const rows = visible?.data ?? [];
  const total = visible?.totalRecords ?? 0;

  const peopleOptions: ListboxOption[] = [
    { value: '', label: t('everyone') },
    ...people.map((person) => ({ value: person, label: person })),
  ];
  const actionOptions: ListboxOption[] = [{ value: '', label: t('allActions') }, ...ACTIONS];

  return (
    <div className="space-y-4">
      <DateRangeForm value={dates} onChange={setDates} onApply={setAppliedDates} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <ListboxSelect
          label={t('person')}
          options={peopleOptions}
          value={userId}
          onChange={setUserId}
        />
        <ListboxSelect
          label={t('action')}
          options={actionOptions}
          value={action}
          onChange={setAction}
        />
        <SearchInput
          className="sm:col-span-2 lg:col-span-1"
          inputClassName="h-12"
          placeholder={t('searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
        />
      </div>
      <div className="flex justify-end">
        <ExportLink
          disabled={total === 0}
          href={activityExportHref(filters)}
          icon={<FileDown aria-hidden="true" className="size-4" />}
        >
          CSV
        </ExportLink>
      </div>

      {isError && (
        <p role="alert" className="text-sm text-red-700">
          {error instanceof ApiError && error.fromServer ? error.message : t('loadFailed')}
        </p>
      )}

      <ScrollTable label={t('tableLabel')} busy={isFetching}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.labelKey} scope="col" className={th}>
                {t(column.labelKey)}
              </th>
            ))}
          </tr>
        </thead>
        {rows.length > 0 && (
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="bg-white hover:bg-neutral-50">
                {COLUMNS.map((column) => (
                  <td key={column.labelKey} className={cn(td, column.className)}>
                    {column.cell(row) || <span className="text-neutral-400">—</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
      </ScrollTable>
      {rows.length === 0 && !isError && (
        <p className="py-6 text-center text-sm text-neutral-600">
          {isPending ? t('loading') : t('noActivity')}
        </p>
      )}

      <Pager
        page={page}
        pageSize={REPORT_PAGE_SIZE}
        total={total}
        totalPages={visible?.totalPages ?? 0}
        onPage={(next) => setPageState({ page: next, key: filterKey })}
      />
    </div>
  );
}
