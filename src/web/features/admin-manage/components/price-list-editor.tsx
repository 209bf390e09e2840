import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The texts of the admin's manage screens (the adminManage namespace). */
export type ManageT = TFunction<'adminManage'>;

/**
 * What differs between Manage Price and Manage Accessories Price (STYLE §4: the two screens are
 * one mechanism described by data).
 */
export interface PriceListConfig<Row> {
  useRows: () => UseQueryResult<Row[]>;
  queryKey: QueryKey;
  /** Text columns before the price column; `className` can hide one on a phone. */
  columns: Array<{
    /** The key of its heading in adminManage. */
    headerKey: string;
    /** `rows` is the whole list, for a cell that describes a row by its neighbours. */
    cell: (row: Row, rows: readonly Row[], t: ManageT) => ReactNode;
    /** Replaces the default `whitespace-nowrap` of the body cells. */
    className?: string;
  }>;
  rowKey: (row: Row) => string | number;
  /** A row without a pencil (its price follows from other rows); every row has one by default. */
  canEdit?: (row: Row, rows: readonly Row[]) => boolean;
  /** What the count line counts, when that is not every row (rows under a heading row). */
  count?: (rows: readonly Row[]) => number;
  /** Names the row in the pencil's label ("Edit price of …") and the dialog. */
  rowName: (row: Row, t: ManageT) => string;
  price: (row: Row) => number;
  withPrice: (row: Row, price: number) => Row;
  searchText: (row: Row) => string;
  update: (row: Row, price: number) => Promise<unknown>;
  /** Keys in adminManage of the texts that name what the list holds ("No models found."). */
  texts: {
    empty: string;
    search: string;
    /** `{{total}}`. */
    count: string;
    /** `{{shown}}` of `{{total}}`. */
    filteredCount: string;
    /** `{{search}}`. */
    noMatch: string;
    tableLabel: string;
  };
  messages: {
    /** Undefined: the generic "Failed to fetch data". */
    loadFailed?: string;
    updated: string;
    updateFailed: string;
    missing: string;
  };
}

export function PriceListEditor<Row>({ config }: { config: PriceListConfig<Row> }) {
  const { t } = useTranslation('adminManage');
  const queryClient = useQueryClient();
  const rowsQuery = config.useRows();
  const rows = rowsQuery.data;
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Row | undefined>();
  const { messages, texts } = config;

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
    <QueryState query={rowsQuery} errorText={messages.loadFailed ?? t('loadFailed')}>
      {(loaded) => (
        <>
          {loaded.length === 0 ? (
            <EmptyState tone="panel">{t(texts.empty)}</EmptyState>
          ) : (
            // A price list is read along its rows: at most 672 px wide, so a price stays within a
            // glance of its name on a wide screen (at 900 px it sat 700 px from it).
            <div className="max-w-2xl space-y-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <SearchBox label={t(texts.search)} value={search} onChange={setSearch} />
                <p className="text-sm text-neutral-600" aria-live="polite">
                  {search
                    ? t(texts.filteredCount, {
                        shown: count(visible),
                        total: count(rows ?? []),
                        count: count(rows ?? []),
                      })
                    : // `count` picks "1 model" or "13 models".
                      t(texts.count, { total: count(rows ?? []), count: count(rows ?? []) })}
                </p>
              </div>
              {visible.length === 0 ? (
                <EmptyState tone="panel">{t(texts.noMatch, { search: search.trim() })}</EmptyState>
              ) : (
                <TableFrame label={t(texts.tableLabel)}>
                  <thead>
                    <tr>
                      {config.columns.map((column) => (
                        <th
                          key={column.headerKey}
                          scope="col"
                          className={cn(thClass, column.className)}
                        >
                          {t(column.headerKey)}
                        </th>
                      ))}
                      <th scope="col" className={thClassRight}>
                        {t('priceColumn')}
                      </th>
                      <th scope="col" className={`${thClassCenter} w-16`}>
                        {t('editColumn')}
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
                            key={column.headerKey}
                            className={cn(tdClass, column.className ?? 'whitespace-nowrap')}
                          >
                            {column.cell(row, rows ?? [], t)}
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
                              aria-label={t('editPriceOf', { name: config.rowName(row, t) })}
                              title={t('editPrice')}
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
            itemName={editing === undefined ? undefined : config.rowName(editing, t)}
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
