import { MANAGE_MESSAGES, type AccessoryRow, type PriceRow } from '../../../../shared/manage';
import { manageKeys } from '../api/admin-request';
import {
  updateAccessoryPrice,
  updatePrice,
  updateVariantPrice,
  useAccessories,
  usePrices,
} from '../api/prices';
import { PriceListEditor, type PriceListConfig } from './price-list-editor';

const isVariant = (row: PriceRow) => row.variant_id !== undefined;
const variantsOf = (model: PriceRow, rows: readonly PriceRow[]) =>
  rows.filter((row) => isVariant(row) && row.bike_name === model.bike_name).length;

/**
 * Each model's row, then a row per variant. Staff price the variants; a model that has them shows
 * the lowest of their prices (what the public pages show as its price) and has no pencil of its own.
 */
const MODEL_PRICES: PriceListConfig<PriceRow> = {
  useRows: usePrices,
  queryKey: manageKeys.prices,
  // On a phone the variant's name moves into the model column, so the price stays in view.
  columns: [
    {
      headerKey: 'modelColumn',
      cell: (row, rows, t) => {
        if (isVariant(row)) {
          return (
            <span className="block pl-4 text-neutral-500">
              {row.bike_name}
              <span className="font-medium text-neutral-800 sm:hidden"> {row.variant_name}</span>
            </span>
          );
        }
        const variants = variantsOf(row, rows);
        return (
          <>
            <span className="font-semibold">{row.bike_name}</span>
            {variants > 0 && (
              <span className="block text-xs text-neutral-500">
                {t('lowestOfVariantPrices', { variants })}
              </span>
            )}
          </>
        );
      },
      className: 'min-w-32 whitespace-normal',
    },
    {
      headerKey: 'variantColumn',
      cell: (row) => row.variant_name && <span className="font-medium">{row.variant_name}</span>,
      className: 'hidden whitespace-nowrap sm:table-cell',
    },
  ],
  rowKey: (row) => (isVariant(row) ? `variant ${row.variant_id}` : `model ${row.bike_name}`),
  rowName: (row) => (isVariant(row) ? `${row.bike_name} ${row.variant_name}` : row.bike_name),
  canEdit: (row, rows) => isVariant(row) || variantsOf(row, rows) === 0,
  count: (rows) => new Set(rows.map((row) => row.bike_name)).size,
  price: (row) => row.bike_price,
  withPrice: (row, price) => ({ ...row, bike_price: price }),
  searchText: (row) => `${row.bike_name} ${row.variant_name ?? ''}`,
  update: (row, price) =>
    row.variant_id === undefined
      ? updatePrice(row.bike_name, price)
      : updateVariantPrice(row.bike_name, row.variant_id, price),
  texts: {
    empty: 'modelsEmpty',
    search: 'modelsSearch',
    count: 'modelsCount',
    filteredCount: 'modelsFilteredCount',
    noMatch: 'modelsNoMatch',
    tableLabel: 'modelsTableLabel',
  },
  messages: {
    loadFailed: MANAGE_MESSAGES.pricesLoadFailed,
    updated: MANAGE_MESSAGES.priceUpdated,
    updateFailed: MANAGE_MESSAGES.priceUpdateFailed,
    missing: MANAGE_MESSAGES.invalidPrice,
  },
};

const ACCESSORY_PRICES: PriceListConfig<AccessoryRow> = {
  useRows: useAccessories,
  queryKey: manageKeys.accessories,
  // On a phone the model and part number move under the accessory's name, so the price and
  // its pencil stay in view without scrolling sideways.
  columns: [
    {
      headerKey: 'modelColumn',
      cell: (row) => row.bike_name,
      className: 'hidden whitespace-nowrap sm:table-cell',
    },
    {
      headerKey: 'accessoryColumn',
      cell: (row) => (
        <>
          <span className="font-medium">{row.heading}</span>
          <span className="block text-xs text-neutral-500 sm:hidden">
            {row.bike_name} · <span className="whitespace-nowrap">{row.part_no}</span>
          </span>
        </>
      ),
      className: 'min-w-40 whitespace-normal',
    },
    {
      headerKey: 'partNoColumn',
      cell: (row) => <span className="font-mono text-xs">{row.part_no}</span>,
      className: 'hidden whitespace-nowrap sm:table-cell',
    },
  ],
  rowKey: (row) => row.id,
  rowName: (row, t) =>
    t('accessoryRowName', { heading: row.heading, partNo: row.part_no, model: row.bike_name }),
  price: (row) => row.price,
  withPrice: (row, price) => ({ ...row, price }),
  searchText: (row) => `${row.bike_name} ${row.heading} ${row.part_no}`,
  update: (row, price) => updateAccessoryPrice(row.id, price),
  texts: {
    empty: 'accessoriesEmpty',
    search: 'accessoriesSearch',
    count: 'accessoriesCount',
    filteredCount: 'accessoriesFilteredCount',
    noMatch: 'accessoriesNoMatch',
    tableLabel: 'accessoriesTableLabel',
  },
  // SPEC §8 Lists: no loadFailed, so the generic load failure.
  messages: {
    updated: MANAGE_MESSAGES.accessoryPriceUpdated,
    updateFailed: MANAGE_MESSAGES.accessoryPriceFailed,
    missing: MANAGE_MESSAGES.accessoryPriceMissing,
  },
};

/** SPEC §2 Manage Price: models, their variants and their ex-showroom prices. */
export function ModelPriceList() {
  return <PriceListEditor config={MODEL_PRICES} />;
}

/** SPEC §2 Manage Accessories Price. */
export function AccessoryPriceList() {
  return <PriceListEditor config={ACCESSORY_PRICES} />;
}
