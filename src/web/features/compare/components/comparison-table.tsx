import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupees } from '../../../../shared/format';
import type { SpecGroupKey } from '../../../../shared/models';
// Types only: pricing.ts holds zod schemas, which must stay out of this page's chunk.
import type { CompareModel } from '../../../../shared/pricing';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { hrefWithBike } from '../../../lib/bike-param';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { AsWritten, SpecLabel } from '../../../lib/catalogue-text';
import { compareRows, rowCount, visibleRows } from '../lib/compare-rows';

const MISSING = '—';

/**
 * The `bikeDetails` key of a spec group's title, as the bike page's SPECIFICATIONS tab reads it
 * (engineDetails → specGroupEngineDetails): the groups are called the same on both pages.
 */
const specGroupTitleKey = (key: SpecGroupKey) =>
  `specGroup${key.charAt(0).toUpperCase()}${key.slice(1)}`;

// Model pictures are 3:2 from the seed; the box keeps that ratio whatever staff upload.
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 320;

// The label column stays put while the models scroll under it; its cells need a background of
// their own, or the scrolled values would show through.
const stickyCell =
  'sticky left-0 z-10 w-32 min-w-32 border-r border-neutral-200 sm:w-48 sm:min-w-48';
const modelCell = 'min-w-40 px-3 py-2.5 align-top';

function DifferenceSwitch({
  on,
  onToggle,
  describedBy,
}: {
  on: boolean;
  onToggle: () => void;
  describedBy: string;
}) {
  const { t } = useTranslation('compare');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-describedby={describedBy}
      onClick={onToggle}
      className="inline-flex items-center gap-3 rounded-full py-1 pr-1 text-sm font-semibold text-ink"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-block h-6 w-11 shrink-0 rounded-full transition-colors',
          on ? 'bg-brand' : 'bg-neutral-300',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
            on && 'translate-x-5',
          )}
        />
      </span>
      {t('showOnlyDifferences')}
    </button>
  );
}

/** Marks a differing row in words, so that it is not told by its colour alone. */
function DiffersBadge() {
  const { t } = useTranslation('compare');
  return (
    <span className="mt-1 block w-fit rounded bg-amber-200 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-amber-950 uppercase">
      {t('differs')}
    </span>
  );
}

/**
 * The models side by side: a column each (picture, name linking to its page, ex-showroom and
 * on-road price), then every specification row of the six groups across the columns, rows whose
 * values differ marked. "Show only differences" hides the rest.
 */
export function ComparisonTable({ models }: { models: readonly CompareModel[] }) {
  const { t } = useTranslation(['compare', 'bikeDetails', 'onRoad']);
  const town = t('town', { ns: 'onRoad' });
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const groups = useMemo(() => compareRows(models), [models]);
  const shown = visibleRows(groups, onlyDifferences);
  const [total, differing] = [rowCount(groups), rowCount(visibleRows(groups, true))];
  const summaryId = useId();
  const names = models.map((model) => model.bikeName);
  const columns = models.length + 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <DifferenceSwitch
          on={onlyDifferences}
          onToggle={() => setOnlyDifferences((on) => !on)}
          describedBy={summaryId}
        />
        <p id={summaryId} aria-live="polite" className="text-sm text-neutral-600">
          {onlyDifferences
            ? t('showingDiffering', { differing, total })
            : t('differingCount', { differing, total })}
        </p>
      </div>
      <ScrollTable
        label={t('tableLabel')}
        caption={t('tableCaption', { names: names.join(', ') })}
        className="text-sm"
      >
        <thead>
          <tr>
            <td className={cn(stickyCell, 'bg-white')} />
            {models.map((model) => (
              <th key={model.bikeName} scope="col" className={cn(modelCell, 'text-left')}>
                <ResponsivePicture
                  src={model.image}
                  // The column's picture is never drawn wider than max-w-60.
                  sizes="240px"
                  // Not the page's priority: on a phone they are below the fold (the pickers
                  // come first), and three pictures preloaded at high priority took the
                  // bandwidth of the stylesheet and the type (Lighthouse: LCP 1.7x its baseline).
                  alt=""
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  className="aspect-[3/2] w-full max-w-60 object-contain"
                />
                <Link
                  to={hrefWithBike(paths.viewDetails.getHref(), model.bikeName)}
                  className="mt-2 block text-base font-bold text-ink hover:text-brand hover:underline"
                >
                  {model.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={cn(stickyCell, 'bg-neutral-50 px-3 py-2.5 text-left')}>
              {t('exShowroomPrice')}
            </th>
            {models.map((model) => (
              <td key={model.bikeName} className={cn(modelCell, 'text-lg font-bold text-brand')}>
                {formatRupees(model.price)}
              </td>
            ))}
          </tr>
          <tr>
            <th
              scope="row"
              className={cn(stickyCell, 'border-b bg-neutral-50 px-3 py-2.5 text-left')}
            >
              {t('onRoadPrice')}
              <span className="block text-xs font-normal text-neutral-500">{town}</span>
            </th>
            {models.map((model) => (
              <td key={model.bikeName} className={cn(modelCell, 'border-b border-neutral-200')}>
                {model.onRoad ? (
                  <span className="text-lg font-bold text-ink">
                    {formatRupees(model.onRoad.total)}
                  </span>
                ) : (
                  <span className="text-neutral-600">{t('onRoadUnavailable')}</span>
                )}
              </td>
            ))}
          </tr>
        </tbody>
        {shown.map((group) => (
          <tbody key={group.key}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={columns}
                className="border-b border-neutral-200 bg-neutral-100 p-0 text-left"
              >
                {/* The title stays in view as the columns scroll: the spanning cell does not. */}
                <span className="sticky left-0 inline-block px-3 py-2 text-xs font-bold tracking-wider text-neutral-700 uppercase">
                  {t(specGroupTitleKey(group.key), { ns: 'bikeDetails' })}
                </span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.key} className={row.differs ? 'bg-amber-50' : undefined}>
                <th
                  scope="row"
                  className={cn(
                    stickyCell,
                    'border-b border-neutral-100 px-3 py-2.5 text-left font-medium text-neutral-600',
                    row.differs ? 'bg-amber-50' : 'bg-white',
                  )}
                >
                  <SpecLabel label={row.label} />
                  {row.differs && <DiffersBadge />}
                </th>
                {row.values.map((value, i) => (
                  <td
                    key={names[i]}
                    className={cn(modelCell, 'border-b border-neutral-100 font-semibold text-ink')}
                  >
                    {value !== null ? (
                      <AsWritten text={value} />
                    ) : (
                      <>
                        <span aria-hidden="true">{MISSING}</span>
                        <span className="sr-only">{t('notListed')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </ScrollTable>
      {shown.length === 0 && (
        <p className="rounded-xl border border-dashed border-neutral-300 px-6 py-8 text-center text-neutral-600">
          {t('sameSpecifications')}
        </p>
      )}
      <p className="text-xs text-neutral-500">{t('footnote', { town })}</p>
    </div>
  );
}
