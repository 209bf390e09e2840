import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ErrorMessage } from './error-message';
import { Loading } from './spinner';

const EMPTY_TONES = {
  /** On a public page. */
  page: 'rounded-xl px-6',
  /** Inside an admin screen's card. */
  panel: 'rounded-lg bg-neutral-50 px-4 text-sm',
} as const;
type EmptyTone = keyof typeof EMPTY_TONES;

/** The quiet box a list shows when it has nothing in it. */
export function EmptyState({ tone = 'page', children }: { tone?: EmptyTone; children: ReactNode }) {
  return (
    <p
      className={cn(
        'border border-dashed border-neutral-300 py-10 text-center text-neutral-600',
        EMPTY_TONES[tone],
      )}
    >
      {children}
    </p>
  );
}

/** What a state needs of a read: a useQuery result, or anything shaped like one. */
export interface QueryLike<T> {
  data: T | undefined;
  /** null (or undefined) while the read has not failed. */
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The spec's words for a failed read, shown with a Try again button. */
  errorText: string;
  /** What shows until the data is in: 'Loading...' unless the spec says otherwise. */
  loading?: ReactNode;
  /** Shown in an EmptyState when `isEmpty` says there is nothing to show (by default: no items). */
  empty?: ReactNode;
  emptyTone?: EmptyTone;
  isEmpty?: (data: T) => boolean;
  /**
   * A refresh that fails keeps what was shown, under the error, instead of replacing it: the
   * public pages keep what the visitor was reading, the admin lists show nothing they cannot trust.
   */
  keepDataOnError?: boolean;
  errorClassName?: string;
  children: (data: T) => ReactNode;
}

const noItems = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A read's loading, error and empty states (SPEC §8), then the content drawn from its data. Every
 * screen that shows a read says these the same way.
 */
export function QueryState<T>({
  query,
  errorText,
  loading = <Loading />,
  empty,
  emptyTone,
  isEmpty = noItems,
  keepDataOnError = false,
  errorClassName,
  children,
}: QueryStateProps<T>) {
  const { data, error } = query;
  const failure = error ? (
    <ErrorMessage
      message={errorText}
      onRetry={() => void query.refetch()}
      className={errorClassName}
    />
  ) : null;
  if (failure && (data === undefined || !keepDataOnError)) return failure;
  if (data === undefined) return <>{loading}</>;
  const content =
    empty !== undefined && isEmpty(data) ? (
      <EmptyState tone={emptyTone}>{empty}</EmptyState>
    ) : (
      children(data)
    );
  return (
    <>
      {failure}
      {content}
    </>
  );
}
