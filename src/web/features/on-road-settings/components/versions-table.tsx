import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { istStampText, toEnGbDate } from '../../../../shared/dates';
import type { OnRoadRulesVersion } from '../../../../shared/pricing';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ScrollTable, scrollTableClasses } from '../../../components/ui/scroll-table';

const { th, td } = scrollTableClasses;

function stateOf(
  t: TFunction<'adminOnRoad'>,
  version: OnRoadRulesVersion,
  currentId: number,
  today: string,
) {
  if (version.id === currentId) return <StatusBadge active>{t('stateInForce')}</StatusBadge>;
  if (version.effectiveFrom > today) {
    return <StatusBadge tone="warning">{t('stateScheduled')}</StatusBadge>;
  }
  return <StatusBadge>{t('stateEarlier')}</StatusBadge>;
}

/** Every saved version, the newest first: from when it counts, who saved it and when. */
export function VersionsTable({
  versions,
  currentId,
  today,
}: {
  versions: readonly OnRoadRulesVersion[];
  currentId: number;
  /** YYYY-MM-DD in IST: a version from a later day is scheduled. */
  today: string;
}) {
  const { t } = useTranslation('adminOnRoad');
  // As the server picks the version in force: by the day it counts from, then the later saved.
  const newestFirst = [...versions].sort(
    (a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || b.id - a.id,
  );
  return (
    <ScrollTable label={t('versionsTable')}>
      <thead>
        <tr>
          <th scope="col" className={th}>
            {t('columnEffectiveFrom')}
          </th>
          <th scope="col" className={th}>
            {t('columnState')}
          </th>
          <th scope="col" className={th}>
            {t('columnSavedBy')}
          </th>
          <th scope="col" className={th}>
            {t('columnSavedOn')}
          </th>
        </tr>
      </thead>
      <tbody>
        {newestFirst.map((version) => (
          <tr key={version.id} className="border-t border-neutral-200">
            <td className={`${td} font-semibold whitespace-nowrap`}>
              {toEnGbDate(version.effectiveFrom)}
            </td>
            <td className={`${td} whitespace-nowrap`}>
              <span className="flex flex-wrap gap-1.5">
                {stateOf(t, version, currentId, today)}
                {version.demo && <StatusBadge tone="warning">{t('demo')}</StatusBadge>}
              </span>
            </td>
            <td className={td}>{version.createdBy}</td>
            <td className={`${td} whitespace-nowrap`}>{istStampText(version.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
