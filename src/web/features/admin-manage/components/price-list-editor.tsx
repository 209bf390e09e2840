import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatRupees } from '../../../../shared/format';
import { EmptyState, QueryState } from '../../../components/ui/query-state';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { cn } from '../../../lib/cn';
import { isUnauthorized, markPublicDataStale } from '../api/admin-request';
import {
  matchesSearch,
  SearchBox,
  TableFrame,
  tdClass,
  thClass,
  thClassCenter,
  thClassRight,
} from './admin-table';
import { PriceDialog } from './price-dialog';

/**
 * What differs between Manage Price and Manage Accessories Price (STYLE §4: the two screens are
 * one mechanism described by data).
 */
export interface PriceListConfig<Row> {
  useRows: () => UseQueryResult<Row[]>;
  queryKey: QueryKey;
  /** Text columns before the price column; `className` can hide one on a phone. */
  columns: Array<{
    header: string;
    /** `rows` is the whole list, for a cell that describes a row by its neighbours. */
    cell: (row: Row, rows: readonly Row[]) => ReactNode;
    /** Replaces the default `whitespace-nowrap` of the body cells. */
    className?: string;
  }>;
  rowKey: (row: Row) => string | number;
  /** A row without a pencil (its price follows from other rows); every row has one by default. */
  canEdit?: (row: Row, rows: readonly Row[]) => boolean;
  /** What the count line counts, when that is not every row (rows under a heading row). */
  count?: (rows: readonly Row[]) => number;
  /** Names the row in the pencil's label ("Edit price of …") and the dialog. */
  rowName: (row: Row) => string;
  price: (row: Row) => number;
  withPrice: (row: Row, price: number) => Row;
  searchText: (row: Row) => string;
  update: (row: Row, price: number) => Promise<unknown>;
  noun: string;
  messages: {
    loadFailed: string;
    updated: string;
    updateFailed: string;
    missing: string;
  };
}

export function PriceListEditor<Row>({ config }: { config: PriceListConfig<Row> }) {
  const queryClient = useQueryClient();
  const rowsQuery = config.useRows();
  const rows = rowsQuery.data;
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Row | undefined>();
  const { messages } = config;

  const update = useMutation({
    mutationFn: ({ row, price }: { row: Row; price: number }) => config.update(row, price),
    onSuccess: async (_answer, { row, price }) => {
      adminToast.success(messages.updated);
      setEditing(undefined);
      // Show the new price at once; the refetch confirms it.
      queryClient.setQueryData<Row[]>(config.queryKey, (old) =>
        old?.map((item) =>
          config.rowKey(item) === config.rowKey(row) ? config.withPrice(item, price) : item,
        ),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: config.queryKey }),
        markPublicDataStale(queryClient),
      ]);
    },
    onError: (failure) => {
      if (isUnauthorized(failure)) return;
      adminToast.error(failureMessage(failure, messages.updateFailed, messages.updateFailed));
    },
  });

  const visible = rows?.filter((row) => matchesSearch(config.searchText(row), search)) ?? [];
  const count = (list: readonly Row[]) => config.count?.(list) ?? list.length;

  return (
    <QueryState query={rowsQuery} errorText={messages.loadFailed}>
      {(loaded) => (
        <>
          {loaded.length === 0 ? (
            <EmptyState tone="panel">No {config.noun} found.</EmptyState>
          ) : (
            <div className="space-y-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <SearchBox label={`Search ${config.noun}`} value={search} onChange={setSearch} />
                <p className="text-sm text-neutral-600" aria-live="polite">
                  {search
                    ? `${count(visible)} of ${count(rows ?? [])} ${config.noun}`
                    : `${count(rows ?? [])} ${config.noun}`}
                </p>
              </div>
              {visible.length === 0 ? (
                <EmptyState tone="panel">
                  No {config.noun} match “{search.trim()}”.
                </EmptyState>
              ) : (
                <TableFrame label={`Prices of ${config.noun}`}>
                  <thead>
                    <tr>
                      {config.columns.map((column) => (
                        <th
                          key={column.header}
                          scope="col"
                          className={cn(thClass, column.className)}
                        >
                          {column.header}
                        </th>
                      ))}
                      <th scope="col" className={thClassRight}>
                        Price
                      </th>
                      <th scope="col" className={`${thClassCenter} w-16`}>
                        Edit
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {visible.map((row) => (
                      <tr
                        key={config.rowKey(row)}
                        className="border-t border-neutral-200 hover:bg-neutral-50"
                      >
                        {config.columns.map((column) => (
                          <td
                            key={column.header}
                            className={cn(tdClass, column.className ?? 'whitespace-nowrap')}
                          >
                            {column.cell(row, rows ?? [])}
                          </td>
                        ))}
                        <td
                          className={`${tdClass} text-right font-semibold whitespace-nowrap tabular-nums`}
                        >
                          {formatRupees(config.price(row))}
                        </td>
                        <td className={`${tdClass} text-center`}>
                          {(config.canEdit?.(row, rows ?? []) ?? true) && (
                            <button
                              type="button"
                              aria-label={`Edit price of ${config.rowName(row)}`}
                              title="Edit price"
                              onClick={() => setEditing(row)}
                              className="rounded-md p-2 text-neutral-500 hover:bg-brand-soft hover:text-brand"
                            >
                              <Pencil aria-hidden="true" className="size-4" />
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </TableFrame>
              )}
            </div>
          )}
          <PriceDialog
            itemName={editing === undefined ? undefined : config.rowName(editing)}
            currentPrice={editing === undefined ? 0 : config.price(editing)}
            missingMessage={messages.missing}
            pending={update.isPending}
            onSubmit={(price) => editing !== undefined && update.mutate({ row: editing, price })}
            onClose={() => setEditing(undefined)}
          />
        </>
      )}
    </QueryState>
  );
}
