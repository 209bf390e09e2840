import {
  CalendarCheck,
  type LucideIcon,
  MessageSquareText,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardCounts } from '../../../../shared/manage';
import { ErrorMessage } from '../../../components/ui/error-message';
import { formatIndianNumber } from '../../../../shared/format';
import { useDashboardCounts } from '../api/get-dashboard-counts';

/** SPEC §2 Dashboard: the four cards, in order, and the count each shows (those the answer has). */
const CARDS: Array<{
  key: keyof DashboardCounts;
  labelKey: string;
  icon: LucideIcon;
  tint: string;
}> = [
  {
    key: 'bookings',
    labelKey: 'dashboardTodayBooking',
    icon: CalendarCheck,
    tint: 'bg-red-50 text-brand',
  },
  { key: 'amc', labelKey: 'dashboardTodayAmc', icon: Wrench, tint: 'bg-amber-50 text-amber-700' },
  {
    key: 'warranty',
    labelKey: 'dashboardTodayEw',
    icon: ShieldCheck,
    tint: 'bg-emerald-50 text-emerald-700',
  },
  {
    key: 'enquiry_report',
    labelKey: 'dashboardTodayEnquiry',
    icon: MessageSquareText,
    tint: 'bg-sky-50 text-sky-700',
  },
];

const cardClass =
  'flex items-center gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm';

/**
 * Today's counts (Asia/Kolkata day). `reportHref` links each card to the report that lists the
 * leads behind it, when the page provides one.
 */
export function DashboardCards({
  reportHref,
}: {
  reportHref?: Partial<Record<keyof DashboardCounts, string>>;
}) {
  const { t } = useTranslation('adminManage');
  const { data, error, isPending, isFetching, refetch } = useDashboardCounts();

  if (error) {
    return (
      <ErrorMessage
        message={t('loadFailed')}
        onRetry={() => void refetch()}
        className={isFetching ? 'opacity-60' : undefined}
      />
    );
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={isPending}>
      {/* An item of a list must stay a list item: the announcement is the text inside it. */}
      {isPending && (
        <li className="sr-only">
          <span role="status">{t('loading')}</span>
        </li>
      )}
      {/* The server leaves out the counts of lead kinds the account's role may not see. */}
      {CARDS.filter(({ key }) => isPending || data?.[key] !== undefined).map(
        ({ key, labelKey, icon: Icon, tint }) => {
          const href = reportHref?.[key];
          const body = (
            <>
              <span className={`grid size-12 shrink-0 place-items-center rounded-lg ${tint}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-neutral-600">{t(labelKey)}</span>
                {isPending ? (
                  <span
                    aria-hidden="true"
                    className="mt-1.5 block h-7 w-14 animate-pulse rounded bg-neutral-200"
                  />
                ) : (
                  <span className="block text-3xl leading-tight font-bold tabular-nums text-ink">
                    {formatIndianNumber(data?.[key] ?? 0)}
                  </span>
                )}
              </span>
            </>
          );
          return (
            <li key={key}>
              {href ? (
                <Link
                  to={href}
                  className={`${cardClass} transition hover:border-brand/40 hover:shadow-md`}
                >
                  {body}
                </Link>
              ) : (
                <div className={cardClass}>{body}</div>
              )}
            </li>
          );
        },
      )}
    </ul>
  );
}
