import { FileDown, FileText, Printer, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { REPORT_PAGE_SIZE, REPORT_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import {
  pageWindow,
  showingText,
  type ReportDescription,
  type ReportPage,
} from '../../../../shared/reports';
import { buttonClasses } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { exportHref, useReportPage, type ReportFilters } from '../api/get-report';
import { ReportTable } from './report-table';

/**
 * SPEC §2 report screen, drawn from a report description: date range with SEARCH, a debounced
 * server-side search, the table, "Showing X to Y of Z entries", paging, and CSV / PDF / Print of
 * every row that matches the current filters.
 */
export function ReportScreen({ report }: { report: ReportDescription }) {
  const [dates, setDates] = useState({ fromDate: '', toDate: '' });
  const [appliedDates, setAppliedDates] = useState(dates);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), REPORT_SEARCH_DEBOUNCE_MS);

  const filters: ReportFilters = { ...appliedDates, search };
  // Any change of filters goes back to page 1 (SPEC §4: SEARCH resets to page 1), also when a
  // search returns to an earlier term.
  const filterKey = JSON.stringify(filters);
  const [pageState, setPageState] = useState({ page: 1, key: filterKey });
  if (pageState.key !== filterKey) setPageState({ page: 1, key: filterKey });
  const page = pageState.key === filterKey ? pageState.page : 1;
  const goTo = (next: number) => setPageState({ page: next, key: filterKey });

  const { data, isPending, isFetching, isError, isPlaceholderData } = useReportPage(
    report,
    filters,
    page,
  );
  // A failed fetch leaves the table as it was, so remember the last page shown.
  const [shown, setShown] = useState<{ page: number; data: ReportPage } | undefined>(undefined);
  if (data && !isPlaceholderData && shown?.data !== data) setShown({ page, data });
  const visible = isError ? shown : data ? { page, data } : shown;
  const shownPage = visible?.page ?? page;
  const total = visible?.data.totalRecords ?? 0;
  const totalPages = visible?.data.totalPages ?? 0;
  const rows = visible?.data.data ?? [];
  const noRows = total === 0;

  const applyDates = (event: FormEvent) => {
    event.preventDefault();
    setAppliedDates(dates);
    setPageState({ page: 1, key: JSON.stringify({ ...dates, search }) });
  };

  return (
    <div className="space-y-4">
      <form
        onSubmit={applyDates}
        className="flex flex-wrap items-end gap-3"
        aria-label="Date range"
      >
        <DateField
          label="From Date"
          value={dates.fromDate}
          max={dates.toDate}
          onChange={(fromDate) => setDates({ ...dates, fromDate })}
        />
        <DateField
          label="To Date"
          value={dates.toDate}
          min={dates.fromDate}
          onChange={(toDate) => setDates({ ...dates, toDate })}
        />
        <button type="submit" className={buttonClasses('primary', 'md')}>
          SEARCH
        </button>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <ExportLink
            disabled={noRows}
            href={exportHref(report, filters, 'pdf')}
            icon={<FileText className="size-4" />}
          >
            PDF
          </ExportLink>
          <ExportLink
            disabled={noRows}
            href={exportHref(report, filters, 'csv')}
            icon={<FileDown className="size-4" />}
          >
            CSV
          </ExportLink>
          <ExportLink
            disabled={noRows}
            href={exportHref(report, filters, 'pdf', 'inline')}
            icon={<Printer className="size-4" />}
            newTab
          >
            Print
          </ExportLink>
        </div>
        <label className="relative block w-full sm:w-72">
          <span className="sr-only">Search</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
          />
          <input
            type="search"
            className={cn(inputClasses, 'pl-9')}
            placeholder="Search name, phone, e-mail, model…"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </label>
      </div>

      {isError && shown && (
        <p role="status" className="text-sm text-amber-700">
          Could not refresh the report. Showing the last results.
        </p>
      )}

      <ReportTable
        title={report.title}
        columns={report.columns}
        rows={rows}
        firstNumber={(shownPage - 1) * REPORT_PAGE_SIZE + 1}
        busy={isFetching}
        message={
          isPending && !visible ? 'Loading...' : rows.length === 0 ? report.emptyText : undefined
        }
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600" aria-live="polite">
          {showingText(shownPage, REPORT_PAGE_SIZE, total)}
        </p>
        <nav aria-label="Pages" className="flex flex-wrap gap-1">
          <PageButton disabled={shownPage <= 1} onClick={() => goTo(shownPage - 1)}>
            Previous
          </PageButton>
          {pageWindow(shownPage, totalPages).map((number) => (
            <PageButton
              key={number}
              current={number === shownPage}
              onClick={() => goTo(number)}
              label={`Page ${number}`}
            >
              {number}
            </PageButton>
          ))}
          <PageButton disabled={shownPage >= totalPages} onClick={() => goTo(shownPage + 1)}>
            Next
          </PageButton>
        </nav>
      </div>
    </div>
  );
}

/** A date of the range; the other end of the range bounds it, so the range cannot run backwards. */
function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="space-y-1 text-sm font-semibold">
      <span className="block">{label}</span>
      <input
        type="date"
        className={cn(inputClasses, 'w-44')}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

function ExportLink({
  href,
  disabled,
  icon,
  newTab,
  children,
}: {
  href: string;
  disabled: boolean;
  icon: React.ReactNode;
  newTab?: boolean;
  children: React.ReactNode;
}) {
  const className = buttonClasses('secondary', 'sm');
  if (disabled) {
    return (
      <button type="button" disabled className={className}>
        {icon}
        {children}
      </button>
    );
  }
  return (
    <a
      href={href}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : { download: '' })}
    >
      {icon}
      {children}
    </a>
  );
}

function PageButton({
  children,
  onClick,
  disabled,
  current,
  label,
}: {
  children: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      className={cn(
        'min-w-9 rounded-md border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40',
        current
          ? 'border-brand bg-brand text-white'
          : 'border-neutral-300 bg-white text-ink hover:border-brand hover:text-brand',
      )}
    >
      {children}
    </button>
  );
}
