import { FileDown, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_PAGE_SIZE, REPORT_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import type { ReportDescription, ReportPage } from '../../../../shared/reports';
import { DateRangeForm, type DateRange } from '../../../components/ui/date-range-form';
import { ExportLink } from '../../../components/ui/export-link';
import { Pager } from '../../../components/ui/pager';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { exportHref, useReportPage, type ReportFilters } from '../api/get-report';
import { ReportTable } from './report-table';
import { SearchInput } from '../../../components/ui/search-input';

/**
 * SPEC §2 report screen, drawn from a report description: date range with SEARCH, a debounced
 * server-side search, the table, "Showing X to Y of Z entries", paging, and CSV / PDF / Print of
 * every row that matches the current filters.
 */
export function ReportScreen({ report }: { report: ReportDescription }) {
  const { t } = useTranslation('adminReports');
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

  const applyDates = (range: DateRange) => {
    setAppliedDates(range);
    setPageState({ page: 1, key: JSON.stringify({ ...range, search }) });
  };

  return (
    <div className="space-y-4">
      <DateRangeForm value={dates} onChange={setDates} onApply={applyDates} />

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
            {t('print')}
          </ExportLink>
        </div>
        <SearchInput
          hideLabel
          className="w-full sm:w-72"
          placeholder={t('searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
        />
      </div>

      {isError && shown && (
        <p role="status" className="text-sm text-amber-700">
          {t('refreshFailed')}
        </p>
      )}

      <ReportTable
        title={report.title}
        columns={report.columns}
        rows={rows}
        firstNumber={(shownPage - 1) * REPORT_PAGE_SIZE + 1}
        busy={isFetching}
        message={
          isPending && !visible ? t('loading') : rows.length === 0 ? report.emptyText : undefined
        }
      />

      <Pager
        page={shownPage}
        pageSize={REPORT_PAGE_SIZE}
        total={total}
        totalPages={totalPages}
        onPage={goTo}
      />
    </div>
  );
}
