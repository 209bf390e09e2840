import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MANAGE_MESSAGES,
  type VehicleAdminPath,
  type VehicleAdminRow,
} from '../../../../shared/manage';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { cn } from '../../../lib/cn';
import { isUnauthorized, manageKeys, markPublicDataStale } from '../api/admin-request';
import { setVehicleStatus, useAdminVehicles, vehicleName } from '../api/vehicles';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TableFrame, tdClass, thClass } from './admin-table';

/**
 * SPEC §9 vehicle types, in the selector's order, with the keys (adminManage) of the texts each
 * one needs.
 */
export const VEHICLE_TYPES: Array<{
  value: VehicleAdminPath;
  labelKey: string;
  loadFailedKey: string;
  emptyKey: string;
}> = [
  {
    value: 'bikes',
    labelKey: 'vehicleTypeBikes',
    loadFailedKey: 'bikesLoadFailed',
    emptyKey: 'bikesEmpty',
  },
  {
    value: 'scooters',
    labelKey: 'vehicleTypeScooters',
    loadFailedKey: 'scootersLoadFailed',
    emptyKey: 'scootersEmpty',
  },
  { value: 'ev', labelKey: 'vehicleTypeEv', loadFailedKey: 'evLoadFailed', emptyKey: 'evEmpty' },
];

/** The Bikes / Scooters / Ev radio group, drawn as a segmented control. */
export function VehicleTypePicker({
  value,
  onChange,
}: {
  value: VehicleAdminPath;
  onChange: (value: VehicleAdminPath) => void;
}) {
  const { t } = useTranslation('adminManage');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-neutral-800">{t('vehicleType')}</legend>
      <div className="inline-flex rounded-lg border border-neutral-300 bg-neutral-50 p-1">
        {VEHICLE_TYPES.map((type) => (
          <label
            key={type.value}
            className={cn(
              'cursor-pointer rounded-md px-4 py-1.5 text-sm font-semibold transition-colors has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-focus',
              value === type.value
                ? 'bg-brand text-white shadow-sm'
                : 'text-neutral-700 hover:bg-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={type.value}
              checked={value === type.value}
              onChange={() => onChange(type.value)}
              className="sr-only"
            />
            {t(type.labelKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function VehicleRow({
  type,
  row,
  serial,
}: {
  type: VehicleAdminPath;
  row: VehicleAdminRow;
  serial: number;
}) {
  const { t } = useTranslation('adminManage');
  const queryClient = useQueryClient();
  const name = vehicleName(row);
  // The state asked for, set in the same tick as the click: a controlled checkbox would otherwise
  // flick back until the mutation reports that it is pending. It holds while the row still has
  // the status it had when asked (until the saved status reaches the row, or the save fails):
  // cleared when the save settled, the row could hold the old status for one more render, and
  // the box flicked back for a moment.
  const [asked, setAsked] = useState<{ status: 0 | 1; from: number }>();
  const toggle = useMutation({
    mutationFn: (status: 0 | 1) => setVehicleStatus(type, row.id, status),
    onSuccess: async (answer, status) => {
      adminToast.success(
        answer.message ||
          (status === 1 ? MANAGE_MESSAGES.vehicleActivated : MANAGE_MESSAGES.vehicleDeactivated),
      );
      // SPEC §4: the row updates locally.
      queryClient.setQueryData<VehicleAdminRow[]>(manageKeys.vehicles(type), (old) =>
        old?.map((item) => (item.id === row.id ? { ...item, status } : item)),
      );
      await markPublicDataStale(queryClient);
    },
    onError: (error) => {
      // A failure falls back to the row's status.
      setAsked(undefined);
      if (isUnauthorized(error)) return;
      // SPEC §8: an exception that is not an answer from the server says "Something went wrong".
      adminToast.error(
        failureMessage(error, MANAGE_MESSAGES.vehicleStatusFailed, t('somethingWrong')),
      );
    },
  });
  const holding = asked !== undefined && row.status === asked.from;
  const busy = toggle.isPending || holding;
  const active = holding ? asked.status === 1 : row.status === 1;

  return (
    <tr className="border-t border-neutral-200 hover:bg-neutral-50">
      <td className={`${tdClass} w-16 text-neutral-500 tabular-nums`}>{serial}</td>
      <td className={`${tdClass} font-medium whitespace-nowrap`}>{name}</td>
      <td className={tdClass}>
        <span className="flex items-center gap-3">
          <input
            type="checkbox"
            aria-label={t('activeFor', { name })}
            checked={active}
            disabled={busy}
            onChange={(event) => {
              const status = event.target.checked ? 1 : 0;
              setAsked({ status, from: row.status });
              toggle.mutate(status);
            }}
            className="size-5 cursor-pointer accent-brand disabled:cursor-wait"
          />
          <span aria-hidden="true" className="hidden sm:inline">
            <StatusBadge active={active}>{active ? t('active') : t('inactive')}</StatusBadge>
          </span>
          {busy && <Spinner className="size-4 text-neutral-400" />}
        </span>
      </td>
    </tr>
  );
}

/** SPEC §2 Manage Vehicles: S No., Model Name and the Active checkbox of one vehicle type. */
export function VehicleStatusTable({ type }: { type: VehicleAdminPath }) {
  const { t } = useTranslation('adminManage');
  const vehicles = useAdminVehicles(type);
  const meta = VEHICLE_TYPES.find((item) => item.value === type) ?? VEHICLE_TYPES[0]!;

  return (
    <QueryState
      query={vehicles}
      errorText={t(meta.loadFailedKey)}
      empty={t(meta.emptyKey)}
      emptyTone="panel"
    >
      {(rows) => (
        <TableFrame label={t(meta.labelKey)}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t('serialNo')}
              </th>
              <th scope="col" className={thClass}>
                {t('modelNameColumn')}
              </th>
              <th scope="col" className={thClass}>
                {t('active')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <VehicleRow key={row.id} type={type} row={row} serial={index + 1} />
            ))}
          </tbody>
        </TableFrame>
      )}
    </QueryState>
  );
}
