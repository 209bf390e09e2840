import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { toEnGbDate } from '../../../../shared/dates';
import { formatRupees } from '../../../../shared/format';
import type { OnRoadRulesVersion, RoadTaxSlab } from '../../../../shared/pricing';
import { StatusBadge } from '../../../components/ui/status-badge';

/** "Up to 99 cc", "100–299 cc", "300 cc and above": a band's engines, from its neighbour's limit. */
export function slabLabel(
  t: TFunction<'adminOnRoad'>,
  slabs: readonly RoadTaxSlab[],
  index: number,
): string {
  const slab = slabs[index];
  const previous = index > 0 ? slabs[index - 1]?.maxCc : null;
  if (!slab) return '';
  if (slab.maxCc === null) {
    return previous ? t('bandAndAbove', { from: previous + 1 }) : t('anyEngine');
  }
  return previous
    ? t('bandRange', { from: previous + 1, to: slab.maxCc })
    : t('bandUpTo', { max: slab.maxCc });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 px-4 py-2.5">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="text-right font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/** The rates the public pages price with today: every figure of the version in force. */
export function RatesSummary({ rules }: { rules: OnRoadRulesVersion }) {
  const { t } = useTranslation('adminOnRoad');
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
        <Trans
          t={t}
          i18nKey="inForceSince"
          values={{ date: toEnGbDate(rules.effectiveFrom) }}
          components={{ strong: <strong /> }}
        />
        {rules.demo && <StatusBadge tone="warning">{t('demoFigures')}</StatusBadge>}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <dl className="divide-y divide-neutral-100 rounded-lg border border-neutral-200 text-sm">
          {rules.roadTaxSlabs.map((slab, index) => (
            <Row
              key={slab.maxCc ?? 'rest'}
              label={t('roadTaxBand', { band: slabLabel(t, rules.roadTaxSlabs, index) })}
            >
              {slab.percent}%
            </Row>
          ))}
          <Row label={t('leastRoadTax')}>{formatRupees(rules.roadTaxMinimum)}</Row>
          <Row label={t('electricVehicles')}>
            {rules.evRoadTaxExempt ? t('noRoadTax') : t('roadTaxAsAbove')}
          </Row>
        </dl>
        <dl className="divide-y divide-neutral-100 rounded-lg border border-neutral-200 text-sm">
          <Row label={t('registrationFee')}>{formatRupees(rules.registrationFee)}</Row>
          <Row label={t('numberPlate')}>{formatRupees(rules.numberPlateFee)}</Row>
          {rules.optional.map((line) => (
            <Row key={line.key} label={t('optionalLine', { label: line.label })}>
              {formatRupees(line.amount)}
            </Row>
          ))}
          {rules.optional.length === 0 && <Row label={t('optionalLines')}>{t('none')}</Row>}
        </dl>
      </div>
    </div>
  );
}
