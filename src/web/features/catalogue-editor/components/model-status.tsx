import { useTranslation } from 'react-i18next';
import type { ModelStatus } from '../../../../shared/catalogue-editor';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';

/** Each status's badge: the key of its name (adminCatalogue) and its tone. */
const STATUS: Record<ModelStatus, { labelKey: string; tone: StatusTone }> = {
  live: { labelKey: 'statusLive', tone: 'success' },
  draft: { labelKey: 'statusDraft', tone: 'warning' },
  retired: { labelKey: 'statusRetired', tone: 'neutral' },
};

/** Live, Draft or Retired; a live model with a saved draft says it has unpublished changes. */
export function ModelStatusBadge({ status, hasDraft }: { status: ModelStatus; hasDraft: boolean }) {
  const { t } = useTranslation('adminCatalogue');
  const { labelKey, tone } = STATUS[status];
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusBadge tone={tone}>{t(labelKey)}</StatusBadge>
      {hasDraft && status !== 'draft' && (
        <span className="text-xs font-medium text-amber-800">{t('unpublishedChanges')}</span>
      )}
    </span>
  );
}
