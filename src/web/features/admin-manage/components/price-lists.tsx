import { MANAGE_MESSAGES, type AccessoryRow, type PriceRow } from '../../../../shared/manage';
import { manageKeys } from '../api/admin-request';
import { updateAccessoryPrice, updatePrice, useAccessories, usePrices } from '../api/prices';
import { PriceListEditor, type PriceListConfig } from './price-list-editor';

const MODEL_PRICES: PriceListConfig<PriceRow> = {
  useRows: usePrices,
  queryKey: manageKeys.prices,
  columns: [
    { header: 'Model', cell: (row) => <span className="font-medium">{row.bike_name}</span> },
  ],
  rowKey: (row) => row.bike_name,
  rowName: (row) => row.bike_name,
  price: (row) => row.bike_price,
  withPrice: (row, price) => ({ ...row, bike_price: price }),
  searchText: (row) => row.bike_name,
  update: (row, price) => updatePrice(row.bike_name, price),
  noun: 'models',
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
      header: 'Model',
      cell: (row) => row.bike_name,
      className: 'hidden whitespace-nowrap sm:table-cell',
    },
    {
      header: 'Accessory',
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
      header: 'Part No.',
      cell: (row) => <span className="font-mono text-xs">{row.part_no}</span>,
      className: 'hidden whitespace-nowrap sm:table-cell',
    },
  ],
  rowKey: (row) => row.id,
  rowName: (row) => `${row.heading} (${row.part_no}) for ${row.bike_name}`,
  price: (row) => row.price,
  withPrice: (row, price) => ({ ...row, price }),
  searchText: (row) => `${row.bike_name} ${row.heading} ${row.part_no}`,
  update: (row, price) => updateAccessoryPrice(row.id, price),
  noun: 'accessories',
  messages: {
    // SPEC §8 Lists: the generic load failure.
    loadFailed: 'Failed to fetch data',
    updated: MANAGE_MESSAGES.accessoryPriceUpdated,
    updateFailed: MANAGE_MESSAGES.accessoryPriceFailed,
    missing: MANAGE_MESSAGES.accessoryPriceMissing,
  },
};

/** SPEC §2 Manage Price: models and their ex-showroom prices. */
export function ModelPriceList() {
  return <PriceListEditor config={MODEL_PRICES} />;
}

/** SPEC §2 Manage Accessories Price. */
export function AccessoryPriceList() {
  return <PriceListEditor config={ACCESSORY_PRICES} />;
}
