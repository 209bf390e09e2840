import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import {
  Controller,
  useFieldArray,
  useForm,
  type FieldPath,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '../../../../shared/admin';
import {
  onRoadRulesInputSchema,
  type OnRoadRulesInput,
  type OnRoadRulesVersion,
} from '../../../../shared/pricing';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { DateInput } from '../../../components/ui/date-input';
import { FieldError, TextField } from '../../../components/ui/text-field';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { ApiError } from '../../../lib/api-client';
import { refreshAfterSave, saveOnRoadRules } from '../api/on-road-settings';

type RulesForm = z.input<typeof onRoadRulesInputSchema>;

const MAX_SLABS = 6;
const MAX_OPTIONAL = 10;

/** The form starts from the rates in force, to take effect today unless another day is chosen. */
export function formValuesFrom(rules: OnRoadRulesVersion, today: string): RulesForm {
  return {
    effectiveFrom: today,
    roadTaxSlabs: rules.roadTaxSlabs.map((slab) => ({ ...slab })),
    roadTaxMinimum: rules.roadTaxMinimum,
    evRoadTaxExempt: rules.evRoadTaxExempt,
    registrationFee: rules.registrationFee,
    numberPlateFee: rules.numberPlateFee,
    optional: rules.optional.map((line) => ({ ...line })),
  };
}

/** An optional line's key, made from its label: staff name the line, the key follows. */
export const keyFromLabel = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/** The server's field errors ("roadTaxSlabs.1.percent": …) onto the fields; false when none. */
function showServerErrors(error: unknown, setError: UseFormSetError<RulesForm>): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  const named = Object.entries(error.errors).filter(([field]) => field !== '_');
  named.forEach(([field, message], index) =>
    setError(field as FieldPath<RulesForm>, { message }, { shouldFocus: index === 0 }),
  );
  return named.length > 0;
}

// The shared rules coerce a figure, and an empty box would coerce to 0: leave it missing instead,
// so a box left blank is an error beside it rather than a fee of nothing.
const blankAsMissing = { setValueAs: (value: unknown) => (value === '' ? undefined : value) };

/** An amount in whole rupees: the input every fee and line of the rules takes. */
const WHOLE_RUPEES = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

/** The fees of a registration, each a whole-rupee field of its own. */
const FEES = [
  { name: 'roadTaxMinimum', labelKey: 'leastRoadTaxRupees' },
  { name: 'registrationFee', labelKey: 'registrationFeeRupees' },
  { name: 'numberPlateFee', labelKey: 'numberPlateFeeRupees' },
] as const;

const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** A new version of the on-road rates, checked by the same schema as the server's. */
export function RulesForm({
  current,
  today,
}: {
  current: OnRoadRulesVersion;
  /** The dealer's day (YYYY-MM-DD, IST) the new version takes effect from by default. */
  today: string;
}) {
  const { t } = useTranslation('adminOnRoad');
  const queryClient = useQueryClient();
  const form = useForm<RulesForm, unknown, OnRoadRulesInput>({
    resolver: zodResolver(onRoadRulesInputSchema),
    defaultValues: formValuesFrom(current, today),
  });
  const slabs = useFieldArray({ control: form.control, name: 'roadTaxSlabs' });
  const optional = useFieldArray({ control: form.control, name: 'optional' });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: saveOnRoadRules,
    onSuccess: async (answer, values) => {
      adminToast.success(answer.message);
      form.reset(values);
      await refreshAfterSave(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      if (showServerErrors(error, form.setError)) return;
      adminToast.error(failureMessage(error, t('saveFailed'), AUTH_MESSAGES.somethingWrong));
    },
  });

  const slabsError = errors.roadTaxSlabs?.root?.message ?? errors.roadTaxSlabs?.message;
  const lastSlab = slabs.fields.length - 1;

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      className="max-w-3xl space-y-6"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <Controller
        control={form.control}
        name="effectiveFrom"
        render={({ field }) => (
          <DateInput
            label={t('effectiveFrom')}
            className="max-w-xs"
            hint={t('effectiveFromHint')}
            error={errors.effectiveFrom?.message}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
            ref={field.ref}
          />
        )}
      />

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-neutral-800">{t('roadTaxByCc')}</legend>
        <ul className="space-y-2">
          {slabs.fields.map((field, index) => {
            const slabErrors = errors.roadTaxSlabs?.[index];
            return (
              <li
                key={field.id}
                className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2 sm:gap-3"
              >
                {index === lastSlab ? (
                  <p className="pt-8 text-sm text-neutral-600">{t('largerEngines')}</p>
                ) : (
                  <TextField
                    label={t('upToCc')}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    error={slabErrors?.maxCc?.message}
                    {...form.register(`roadTaxSlabs.${index}.maxCc`, { setValueAs: numberOrNull })}
                  />
                )}
                <TextField
                  label={t('roadTaxPercent')}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step="0.01"
                  error={slabErrors?.percent?.message}
                  {...form.register(`roadTaxSlabs.${index}.percent`, blankAsMissing)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-7"
                  aria-label={t('removeBand', { number: index + 1 })}
                  disabled={index === lastSlab}
                  onClick={() => slabs.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
        <FieldError id="road-tax-slabs" error={slabsError} />
        <Button
          variant="secondary"
          size="sm"
          disabled={slabs.fields.length >= MAX_SLABS}
          // A new band goes before the open-ended last one, which must stay last.
          onClick={() => slabs.insert(lastSlab, { maxCc: null, percent: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('addBand')}
        </Button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        {FEES.map(({ name, labelKey }) => (
          <TextField
            key={name}
            label={t(labelKey)}
            {...WHOLE_RUPEES}
            error={errors[name]?.message}
            {...form.register(name, blankAsMissing)}
          />
        ))}
      </div>

      <CheckboxField
        id="ev-road-tax-exempt"
        label={t('evExempt')}
        error={errors.evRoadTaxExempt?.message}
        {...form.register('evRoadTaxExempt')}
      />

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-neutral-800">
          {t('optionalLinesLegend')}
        </legend>
        {optional.fields.length === 0 && (
          <p className="text-sm text-neutral-600">{t('noOptionalLines')}</p>
        )}
        <ul className="space-y-2">
          {optional.fields.map((field, index) => {
            const lineErrors = errors.optional?.[index];
            const labelField = form.register(`optional.${index}.label`, {
              onChange: (event: { target: { value: string } }) =>
                form.setValue(`optional.${index}.key`, keyFromLabel(event.target.value)),
            });
            return (
              <li
                key={field.id}
                className="grid grid-cols-[minmax(0,1fr)_7rem_auto] items-start gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:gap-3"
              >
                <TextField
                  label={t('label')}
                  error={lineErrors?.label?.message ?? lineErrors?.key?.message}
                  {...labelField}
                />
                <TextField
                  label={t('amount')}
                  {...WHOLE_RUPEES}
                  error={lineErrors?.amount?.message}
                  {...form.register(`optional.${index}.amount`, blankAsMissing)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-7"
                  aria-label={t('removeOptionalLine', { number: index + 1 })}
                  onClick={() => optional.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
        <Button
          variant="secondary"
          size="sm"
          disabled={optional.fields.length >= MAX_OPTIONAL}
          onClick={() => optional.append({ key: '', label: '', amount: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('addOptionalLine')}
        </Button>
      </fieldset>

      <div className="flex justify-end border-t border-neutral-200 pt-4">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t('saving') : t('saveNewRates')}
        </Button>
      </div>
    </form>
  );
}
