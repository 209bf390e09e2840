import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';

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
  return (
    <QueryState
      query={query}
      errorText={`Failed to load the ${noun}.`}
      empty={`No ${noun} are listed for this model yet. Please ask us at the showroom.`}
    >
      {children}
    </QueryState>
  );
}
