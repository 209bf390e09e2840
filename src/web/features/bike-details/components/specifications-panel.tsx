import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BikeView } from '../../../../shared/catalogue';
import { SPEC_GROUPS, type SpecGroupKey } from '../../../../shared/models';
import { Accordion } from '../../../components/ui/accordion';
import { AsWritten, SpecLabel } from '../../../lib/catalogue-text';

/**
 * The `bikeDetails` key of a spec group's title: engineDetails → specGroupEngineDetails. The
 * compare table has its own copy (features do not import each other); SPEC_GROUPS holds English.
 */
const specGroupTitleKey = (key: SpecGroupKey) =>
  `specGroup${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** SPEC §2 SPECIFICATIONS: one accordion section per spec group, the first open. */
export const SpecificationsPanel = memo(function SpecificationsPanel({ bike }: { bike: BikeView }) {
  const { t } = useTranslation('bikeDetails');
  const items = SPEC_GROUPS.map((group) => {
    const rows = Object.entries(bike[group.key]);
    return {
      id: group.key,
      title: t(specGroupTitleKey(group.key)),
      content:
        rows.length === 0 ? (
          <p className="text-sm text-neutral-500">{t('notListed')}</p>
        ) : (
          <dl className="divide-y divide-neutral-100 text-sm">
            {rows.map(([label, value]) => (
              <div
                key={label}
                className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 py-3 sm:gap-6"
              >
                <dt className="text-neutral-500">
                  <SpecLabel label={label} />
                </dt>
                <dd className="font-semibold text-ink">
                  <AsWritten text={value} />
                </dd>
              </div>
            ))}
          </dl>
        ),
    };
  });
  return <Accordion items={items} className="mx-auto max-w-4xl" />;
});
