import type { ModelStatus } from '../../../../shared/catalogue-editor';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';

const STATUS: Record<ModelStatus, { label: string; tone: StatusTone }> = {
  live: { label: 'Live', tone: 'success' },
  draft: { label: 'Draft', tone: 'warning' },
  retired: { label: 'Retired', tone: 'neutral' },
};

/** Live, Draft or Retired; a live model with a saved draft says it has unpublished changes. */
export function ModelStatusBadge({ status, hasDraft }: { status: ModelStatus; hasDraft: boolean }) {
  const { label, tone } = STATUS[status];
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusBadge tone={tone}>{label}</StatusBadge>
      {hasDraft && status !== 'draft' && (
        <span className="text-xs font-medium text-amber-800">Unpublished changes</span>
      )}
    </span>
  );
}
