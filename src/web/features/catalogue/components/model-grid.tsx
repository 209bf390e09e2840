import type { ModelSummary, VehicleListPath } from '../../../../shared/catalogue';
import { QueryState } from '../../../components/ui/query-state';
import { noModelsText, useModels } from '../api/get-models';
import { ModelCard } from './model-card';

interface ModelGridProps {
  kind: VehicleListPath;
  /** Plural noun for messages: 'motorcycles', 'scooters', 'electric vehicles'. */
  noun: string;
  /** Show only the first n models (the Home strip shows 3, SPEC §9). */
  limit?: number;
  /** Make every card a link to this page. */
  linkTo?: string;
  /** Cards in the first row load eagerly (list pages); the Home strip is below the fold. */
  eagerCount?: number;
}

export function ModelGrid({ kind, noun, limit, linkTo, eagerCount = 0 }: ModelGridProps) {
  const models = useModels(kind);
  const shown = (data: ModelSummary[]) => (limit === undefined ? data : data.slice(0, limit));

  return (
    <QueryState
      query={models}
      errorText={`Failed to load ${noun}.`}
      empty={noModelsText(noun)}
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
