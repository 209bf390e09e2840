import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultLeadStatsRange,
  LEAD_STATS_MESSAGES,
  leadStatsRangeError,
} from '../../../../shared/lead-stats';
import { DateRangeForm, type DateRange } from '../../../components/ui/date-range-form';
import { ErrorMessage } from '../../../components/ui/error-message';
import { ApiError } from '../../../lib/api-client';
import { useLeadStats, type LeadStatsRange } from '../api/get-lead-stats';
import { LeadFigures } from './lead-figures';

// The charting library is big and only this screen draws charts: it comes in a chunk of its own.
const LeadCharts = lazy(() => import('./lead-charts'));

/** The server's own words for a refused range, else the general failure text. */
function messageOf(error: Error, loadFailed: string): string {
  if (!(error instanceof ApiError) || !error.fromServer) return loadFailed;
  return error.errors?.from ?? error.errors?.to ?? error.message;
}

function ChartsLoading() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {[0, 1].map((n) => (
        <div
          key={n}
          className="h-64 animate-pulse rounded-xl border border-neutral-200 bg-neutral-100"
        />
      ))}
    </div>
  );
}

/**
 * The lead desk on the dashboard: today's figures, then a range of days (the last 30 to begin
 * with, applied on SEARCH) and its charts. Every figure covers the lead kinds the role may see.
 */
export function LeadStatsSection() {
  const { t } = useTranslation('adminLeadStats');
  const [applied, setApplied] = useState<LeadStatsRange>(() => defaultLeadStatsRange(Date.now()));
  const [dates, setDates] = useState<DateRange>({ fromDate: applied.from, toDate: applied.to });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useLeadStats(applied);

  const apply = ({ fromDate, toDate }: DateRange) => {
    if (!fromDate || !toDate) return setRangeError(LEAD_STATS_MESSAGES.date);
    const refused = leadStatsRangeError(fromDate, toDate);
    setRangeError(refused?.message ?? null);
    if (!refused) setApplied({ from: fromDate, to: toDate });
  };

  const total = data ? data.byKind.reduce((sum, row) => sum + row.count, 0) : 0;
  return (
    <div className="space-y-4">
      {(data || isPending) && <LeadFigures stats={data} />}
      <section aria-labelledby="lead-range-title" className="space-y-4 pt-2">
        <div>
          <h2 id="lead-range-title" className="text-lg font-bold tracking-tight">
            {t('leadsByDate')}
          </h2>
          <p className="text-sm text-neutral-600">{t('leadsByDateHint')}</p>
        </div>
        <DateRangeForm value={dates} onChange={setDates} onApply={apply} />
        {rangeError && (
          <p role="alert" className="text-sm text-red-700">
            {rangeError}
          </p>
        )}
        {error ? (
          <ErrorMessage
            message={messageOf(error, t('loadFailed'))}
            onRetry={() => void refetch()}
            className={isFetching ? 'opacity-60' : undefined}
          />
        ) : isPending ? (
          <>
            <p role="status" className="sr-only">
              {t('loading')}
            </p>
            <ChartsLoading />
          </>
        ) : total === 0 ? (
          <p className="rounded-xl border border-dashed border-neutral-300 bg-white px-4 py-10 text-center text-neutral-600">
            {LEAD_STATS_MESSAGES.empty}
          </p>
        ) : (
          <div
            aria-busy={isPlaceholderData}
            className={isPlaceholderData ? 'opacity-60' : undefined}
          >
            <Suspense fallback={<ChartsLoading />}>
              <LeadCharts stats={data} />
            </Suspense>
          </div>
        )}
      </section>
    </div>
  );
}
