import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '../../../../shared/admin';
import { formatRupees } from '../../../../shared/format';
import {
  insuranceUpdateSchema,
  PRICING_MESSAGES,
  type OnRoadSettings,
  type VariantInsuranceRow,
} from '../../../../shared/pricing';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { inputClasses } from '../../../components/ui/text-field';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { onRoadSettingsKey, refreshAfterSave, saveVariantInsurance } from '../api/on-road-settings';
import { ScrollTable, scrollTableClasses } from '../../../components/ui/scroll-table';

const { th, td } = scrollTableClasses;
/** A header over figures sits over them, on the right. */
const thRight = th.replace('text-left', 'text-right');

function InsuranceRow({ row }: { row: VariantInsuranceRow }) {
  const { t } = useTranslation('adminOnRoad');
  const queryClient = useQueryClient();
  const [value, setValue] = useState(row.insurance === null ? '' : String(row.insurance));
  const [error, setError] = useState<string>();
  const name = `${row.bikeName} ${row.variantName}`;
  const inputId = `insurance-${row.variantId}`;

  const save = useMutation({
    mutationFn: (insurance: number) => saveVariantInsurance(row.variantId, insurance),
    onSuccess: async (answer, insurance) => {
      adminToast.success(answer.message);
      queryClient.setQueryData<OnRoadSettings>(
        onRoadSettingsKey,
        (old) =>
          old && {
            ...old,
            insurance: old.insurance.map((item) =>
              item.variantId === row.variantId ? { ...item, insurance } : item,
            ),
          },
      );
      await refreshAfterSave(queryClient);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 401) return;
      const fieldError = failure instanceof ApiError ? failure.errors?.insurance : undefined;
      if (fieldError) setError(fieldError);
      else
        adminToast.error(
          failureMessage(failure, t('saveInsuranceFailed'), AUTH_MESSAGES.somethingWrong),
        );
    },
  });

  const submit = () => {
    // The shared rule coerces an empty box to 0, which would silently price the cover at nothing.
    const parsed =
      value.trim() === '' ? undefined : insuranceUpdateSchema.safeParse({ insurance: value });
    if (!parsed?.success) {
      setError(parsed?.error.issues[0]?.message ?? PRICING_MESSAGES.invalidAmount);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.insurance);
  };

  return (
    <tr className="border-t border-neutral-200 hover:bg-neutral-50">
      <td className={`${td} min-w-28`}>
        <span className="font-semibold">{row.bikeName}</span>
        {/* On a phone the variant and its price move under the model, keeping the box in view. */}
        <span className="block text-xs text-neutral-600 sm:hidden">
          {row.variantName} · {formatRupees(row.exShowroom)}
        </span>
      </td>
      <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>{row.variantName}</td>
      <td className={`${td} hidden text-right whitespace-nowrap tabular-nums sm:table-cell`}>
        {formatRupees(row.exShowroom)}
      </td>
      <td className={td}>
        <div className="flex items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('insuranceOf', { name })}
          </label>
          {/* The shared input class fills its box; the box sets the width. */}
          <div className="w-28 sm:w-32">
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={value}
              placeholder={t('notSet')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') submit();
              }}
              className={cn(inputClasses, 'py-2')}
            />
          </div>
          <Button
            size="sm"
            variant="secondary"
            disabled={save.isPending}
            aria-label={t('saveInsuranceOf', { name })}
            onClick={submit}
          >
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
        {row.insurance === null && (
          <p className="mt-1">
            <StatusBadge tone="warning">{t('notSet')}</StatusBadge>
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}

/**
 * Each variant's insurance (1-year own damage + 5-year third party), saved row by row. A variant
 * without one has no on-road price on the public pages until it is entered.
 */
export function InsuranceTable({ rows }: { rows: readonly VariantInsuranceRow[] }) {
  const { t } = useTranslation('adminOnRoad');
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-neutral-300 bg-neutral-50 px-4 py-10 text-center text-sm text-neutral-600">
        {t('noVariants')}
      </p>
    );
  }
  return (
    <ScrollTable label={t('insuranceTable')}>
      <thead>
        <tr>
          <th scope="col" className={th}>
            {t('columnModel')}
          </th>
          <th scope="col" className={`${th} hidden sm:table-cell`}>
            {t('columnVariant')}
          </th>
          <th scope="col" className={`${thRight} hidden sm:table-cell`}>
            {t('columnExShowroom')}
          </th>
          <th scope="col" className={th}>
            {t('columnInsurance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <InsuranceRow key={`${row.variantId}:${row.insurance ?? ''}`} row={row} />
        ))}
      </tbody>
    </ScrollTable>
  );
}
