import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Loading } from '../../../components/ui/spinner';

/** Loading, error and empty states of a tab's list, then the list itself. */
export function TabData<T>({
  query,
  noun,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** Plural noun for messages: 'features', 'accessories', 'colours'. */
  noun: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError) {
    return (
      <ErrorMessage message={`Failed to load the ${noun}.`} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <Loading />;
  if (query.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-600">
        No {noun} are listed for this model yet. Please ask us at the showroom.
      </p>
    );
  }
  return children(query.data);
}
