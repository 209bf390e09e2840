import { useTranslation } from 'react-i18next';
import type { ModelSummary, VehicleListPath } from '../../../../shared/catalogue';
import { QueryState } from '../../../components/ui/query-state';
import { listMessages, useModels } from '../api/get-models';
import { ModelCard } from './model-card';

interface ModelGridProps {
  kind: VehicleListPath;
  /**
   * No longer read: the messages come from `kind`, in the page's language. Kept so that callers
   * still passing it compile; drop it there.
   */
  noun?: string;
  /** Show only the first n models (the Home strip shows 3, SPEC §9). */
  limit?: number;
  /** Make every card a link to this page. */
  linkTo?: string;
  /** Cards in the first row load eagerly (list pages); the Home strip is below the fold. */
  eagerCount?: number;
}

export function ModelGrid({ kind, limit, linkTo, eagerCount = 0 }: ModelGridProps) {
  const { t } = useTranslation('catalogue');
  const models = useModels(kind);
  const shown = (data: ModelSummary[]) => (limit === undefined ? data : data.slice(0, limit));

  return (
    <QueryState
      query={models}
      {...listMessages(t, kind)}
      isEmpty={(data) => shown(data).length === 0}
    >
      {(data) => (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown(data).map((model, index) => (
            <li key={model.id}>
              <ModelCard model={model} to={linkTo} eager={index < eagerCount} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
