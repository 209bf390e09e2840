import { AlarmClock, Inbox, type LucideIcon, Timer, UserX } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIndianNumber } from '../../../../shared/format';
import type { LeadStats } from '../../../../shared/lead-stats';
import { formatMinutes } from '../../../lib/format-minutes';

interface Figure {
  /** The key of the figure's name. */
  labelKey: string;
  icon: LucideIcon;
  tint: string;
  value: (stats: LeadStats, t: TFunction<'adminLeadStats'>) => ReactNode;
}

const count = (n: number) => formatIndianNumber(n);

/** Today's workload at a glance; the median card shows today beside the last 7 days. */
const FIGURES: Figure[] = [
  {
    labelKey: 'newToday',
    icon: Inbox,
    tint: 'bg-sky-50 text-sky-700',
    value: (stats) => count(stats.newToday),
  },
  {
    labelKey: 'unassigned',
    icon: UserX,
    tint: 'bg-amber-50 text-amber-700',
    value: (stats) => count(stats.unassigned),
  },
  {
    labelKey: 'overdueFollowUps',
    icon: AlarmClock,
    tint: 'bg-red-50 text-brand',
    value: (stats) => count(stats.overdue),
  },
  {
    labelKey: 'medianFirstResponse',
    icon: Timer,
    tint: 'bg-emerald-50 text-emerald-700',
    value: ({ medianFirstResponse: median }, t) => (
      <span className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
        <span>
          {formatMinutes(median.today)}
          <span className="ml-1 text-sm font-medium text-neutral-600">{t('today')}</span>
        </span>
        <span className="text-xl">
          {formatMinutes(median.last7Days)}
          <span className="ml-1 text-sm font-medium text-neutral-600">{t('sevenDays')}</span>
        </span>
      </span>
    ),
  },
];

/** The row of lead-desk figures; shimmering placeholders until the first answer arrives. */
export function LeadFigures({ stats }: { stats: LeadStats | undefined }) {
  const { t } = useTranslation('adminLeadStats');
  return (
    <ul
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      aria-label={t('leadDeskToday')}
      aria-busy={!stats}
    >
      {FIGURES.map(({ labelKey, icon: Icon, tint, value }) => (
        <li
          key={labelKey}
          className="flex items-center gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
        >
          <span className={`grid size-12 shrink-0 place-items-center rounded-lg ${tint}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-medium text-neutral-600">{t(labelKey)}</span>
            {stats ? (
              <span className="block text-3xl leading-tight font-bold tabular-nums text-ink">
                {value(stats, t)}
              </span>
            ) : (
              <span
                aria-hidden="true"
                className="mt-1.5 block h-7 w-14 animate-pulse rounded bg-neutral-200"
              />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
