import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { toEnGbDate } from '../../../../shared/dates';
import { formatIndianNumber } from '../../../../shared/format';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../../../shared/leads';
import type { LeadStats } from '../../../../shared/lead-stats';
import { cn } from '../../../lib/cn';

type StatsT = TFunction<'adminLeadStats'>;

interface Row {
  label: string;
  count: number;
  /** A shorter label for the axis (a day as DD/MM); the table keeps `label`. */
  tick?: string;
}

/** One chart as data: what it is called, what its rows are, and which way its bars run. */
interface ChartSpec {
  title: string;
  /** The header of the row column in the table read out in place of the chart. */
  rowHeader: string;
  rows: Row[];
  /** Across (one row per bar, labels on the left) or up (one column per day). */
  direction: 'across' | 'up';
  colour: string;
  wide?: boolean;
  /** Said instead of an empty chart (only the model chart can be empty while others are not). */
  noRows?: string;
}

const shortDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

function chartsOf(stats: LeadStats, t: StatsT): ChartSpec[] {
  return [
    {
      title: t('funnelByStatus'),
      rowHeader: t('status'),
      rows: stats.byStatus.map((r) => ({ label: LEAD_STATUS_LABELS[r.status], count: r.count })),
      direction: 'across',
      colour: 'var(--color-brand)',
    },
    {
      title: t('leadsByKind'),
      rowHeader: t('kind'),
      rows: stats.byKind.map((r) => ({ label: LEAD_KIND_LABELS[r.kind].label, count: r.count })),
      direction: 'across',
      colour: '#0369a1',
    },
    {
      title: t('leadsPerDay'),
      rowHeader: t('day'),
      rows: stats.perDay.map((r) => ({
        label: toEnGbDate(r.date),
        tick: shortDay(r.date),
        count: r.count,
      })),
      direction: 'up',
      colour: '#0369a1',
      wide: true,
    },
    {
      title: t('leadsPerModel'),
      rowHeader: t('model'),
      rows: stats.perModel.map((r) => ({ label: r.model, count: r.count })),
      noRows: t('noModel'),
      direction: 'across',
      colour: '#047857',
    },
  ];
}

/** A sentence a screen reader (and anyone) can take in before the table: the total and the top. */
function summaryOf(rows: Row[], t: StatsT): string {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const top = rows.reduce<Row | undefined>(
    (best, row) => (row.count > (best?.count ?? 0) ? row : best),
    undefined,
  );
  const counted = { count: total, total: formatIndianNumber(total) };
  if (!top) return t('summary', counted);
  return t('summaryWithTop', {
    ...counted,
    top: top.label,
    topCount: formatIndianNumber(top.count),
  });
}

const ROW_HEIGHT = 30;
const axisTick = { fontSize: 12, fill: '#525252' };

function ChartFigure({ spec }: { spec: ChartSpec }) {
  const { t } = useTranslation('adminLeadStats');
  const { title, rows } = spec;
  return (
    <figure
      className={cn(
        'min-w-0 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5',
        spec.wide && 'lg:col-span-2',
      )}
    >
      <figcaption>
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-neutral-600">{summaryOf(rows, t)}</span>
      </figcaption>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-600">{spec.noRows}</p>
      ) : (
        <ChartPicture spec={spec} />
      )}
    </figure>
  );
}

function ChartPicture({ spec }: { spec: ChartSpec }) {
  const { t } = useTranslation('adminLeadStats');
  const { title, rowHeader, rows, direction, colour } = spec;
  const across = direction === 'across';
  const height = across ? Math.max(120, rows.length * ROW_HEIGHT + 30) : 240;
  const data = rows.map((row) => ({ ...row, tick: row.tick ?? row.label }));
  return (
    <>
      {/* The picture is for the eye; the table below says the same to a screen reader. */}
      <div aria-hidden="true" className="mt-3">
        <BarChart
          responsive
          accessibilityLayer={false}
          style={{ width: '100%', height }}
          data={data}
          layout={across ? 'vertical' : 'horizontal'}
          margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={!across} vertical={across} />
          {across ? (
            <>
              <XAxis type="number" allowDecimals={false} tick={axisTick} />
              <YAxis type="category" dataKey="tick" width={116} tick={axisTick} interval={0} />
            </>
          ) : (
            <>
              <XAxis dataKey="tick" tick={axisTick} minTickGap={12} />
              <YAxis allowDecimals={false} width={32} tick={axisTick} />
            </>
          )}
          <Tooltip cursor={{ fill: '#f5f5f5' }} formatter={(value) => [value, t('leads')]} />
          <Bar
            dataKey="count"
            fill={colour}
            radius={across ? [0, 4, 4, 0] : [3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            <th scope="col">{t('leads')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{formatIndianNumber(row.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * The range's charts: funnel by status (in the order leads move), by kind, per day and per model.
 * Loaded on its own by the dashboard, so the charting library stays out of every other screen.
 */
export default function LeadCharts({ stats }: { stats: LeadStats }) {
  const { t } = useTranslation('adminLeadStats');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {chartsOf(stats, t).map((spec) => (
        <ChartFigure key={spec.title} spec={spec} />
      ))}
    </div>
  );
}
