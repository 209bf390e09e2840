import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorJson } from './api-client';

/** The API answered 404: what was asked for does not exist, and asking again will not change it. */
export const isNotFound = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 404;

/**
 * Server side: a read answered 404 is an answer, not a hiccup. It stays in the page's state, so
 * the page draws "not found" rather than loading, and the browser takes over that same drawing.
 */
export const isNotFoundRead = (query: Query) =>
  query.state.status === 'error' && isNotFound(query.state.error);

/**
 * Browser side, before hydrating: turns the server's 404 answers back into ApiErrors, as the
 * page's own reads would have thrown them. Those reads are not asked again as the page mounts:
 * a fresh request would draw loading over the markup the browser is taking over.
 */
export function restoreNotFoundReads(state: DehydratedState, client: QueryClient): DehydratedState {
  for (const query of state.queries) {
    if (query.state.status !== 'error' || query.state.error === null) continue;
    query.state.error = ApiError.fromJson(query.state.error as unknown as ApiErrorJson);
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  return state;
}
