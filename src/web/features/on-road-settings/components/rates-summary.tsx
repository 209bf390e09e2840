import { toEnGbDate } from '../../../../shared/dates';
import { formatRupees } from '../../../../shared/format';
import type { OnRoadRulesVersion, RoadTaxSlab } from '../../../../shared/pricing';
import { StatusBadge } from '../../../components/ui/status-badge';

/** "Up to 99 cc", "100–299 cc", "300 cc and above": a band's engines, from its neighbour's limit. */
export function slabLabel(slabs: readonly RoadTaxSlab[], index: number): string {
  const slab = slabs[index];
  const previous = index > 0 ? slabs[index - 1]?.maxCc : null;
  if (!slab) return '';
  if (slab.maxCc === null) return previous ? `${previous + 1} cc and above` : 'Any engine';
  return previous ? `${previous + 1}–${slab.maxCc} cc` : `Up to ${slab.maxCc} cc`;
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
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
        In force since <strong>{toEnGbDate(rules.effectiveFrom)}</strong>
        {rules.demo && <StatusBadge tone="warning">Demo figures</StatusBadge>}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <dl className="divide-y divide-neutral-100 rounded-lg border border-neutral-200 text-sm">
          {rules.roadTaxSlabs.map((slab, index) => (
            <Row
              key={slab.maxCc ?? 'rest'}
              label={`Road tax, ${slabLabel(rules.roadTaxSlabs, index)}`}
            >
              {slab.percent}%
            </Row>
          ))}
          <Row label="Least road tax">{formatRupees(rules.roadTaxMinimum)}</Row>
          <Row label="Electric vehicles">
            {rules.evRoadTaxExempt ? 'No road tax' : 'Road tax as above'}
          </Row>
        </dl>
        <dl className="divide-y divide-neutral-100 rounded-lg border border-neutral-200 text-sm">
          <Row label="Registration fee">{formatRupees(rules.registrationFee)}</Row>
          <Row label="Number plate">{formatRupees(rules.numberPlateFee)}</Row>
          {rules.optional.map((line) => (
            <Row key={line.key} label={`Optional: ${line.label}`}>
              {formatRupees(line.amount)}
            </Row>
          ))}
          {rules.optional.length === 0 && <Row label="Optional lines">None</Row>}
        </dl>
      </div>
    </div>
  );
}
