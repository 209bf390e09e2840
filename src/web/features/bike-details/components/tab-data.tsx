import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';

/** The tabs that load a list of their own, as their `bikeDetails` texts begin. */
export type ListTab = 'colours' | 'features' | 'accessories';

/** Loading, error and empty states of a tab's list, then the list itself. */
export function TabData<T>({
  query,
  tab,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** Whose messages: 'Failed to load the features.', 'No features are listed …'. */
  tab: ListTab;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('bikeDetails');
  return (
    <QueryState query={query} errorText={t(`${tab}LoadFailed`)} empty={t(`${tab}Empty`)}>
      {children}
    </QueryState>
  );
}
