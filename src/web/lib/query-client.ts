import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Catalogue data changes only when staff edit it; a minute of freshness avoids refetch storms.
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again; network errors and 5xx get two more tries.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status < 500) && failureCount < MAX_RETRIES,
    },
  },
});
