import type { BikeView } from '../../../../shared/catalogue';
import { SPEC_GROUPS } from '../../../../shared/models';
import { Accordion } from '../../../components/ui/accordion';

/** SPEC §2 SPECIFICATIONS: one accordion section per spec group, the first open. */
export function SpecificationsPanel({ bike }: { bike: BikeView }) {
  const items = SPEC_GROUPS.map((group) => {
    const rows = Object.entries(bike[group.key]);
    return {
      id: group.key,
      title: group.title,
      content:
        rows.length === 0 ? (
          <p className="text-sm text-neutral-500">Not listed for this model.</p>
        ) : (
          <dl className="divide-y divide-neutral-100 text-sm">
            {rows.map(([label, value]) => (
              <div
                key={label}
                className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 py-3 sm:gap-6"
              >
                <dt className="text-neutral-500">{label}</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        ),
    };
  });
  return <Accordion items={items} className="mx-auto max-w-4xl" />;
}
