import type { VehicleListPath } from '../../../../shared/catalogue';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Loading } from '../../../components/ui/spinner';
import { useModels } from '../api/get-models';
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
  const { data, isPending, isError, refetch } = useModels(kind);

  if (isPending) return <Loading />;
  if (isError) {
    return <ErrorMessage message={`Failed to load ${noun}.`} onRetry={() => void refetch()} />;
  }

  const models = limit === undefined ? data : data.slice(0, limit);
  if (models.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-600">
        No {noun} are listed right now. Please call us for the latest models.
      </p>
    );
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {models.map((model, index) => (
        <li key={model.id}>
          <ModelCard model={model} to={linkTo} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
