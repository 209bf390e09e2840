import { Controller, useWatch } from 'react-hook-form';
import { MODEL_TYPES } from '../../../../shared/catalogue-editor';
import { Field, inputClasses, TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { errorAt, useErrors, useModelForm } from '../lib/form-context';
import { TYPE_LABELS } from '../lib/model-form';
import { TranslationFields } from './translation-fields';

/** Type, names, texts and the engine figures of the model. */
export function DetailsTab() {
  const { register, control, setValue, getValues } = useModelForm();
  const errors = useErrors();
  const type = useWatch({ control, name: 'type' });
  const bikeName = useWatch({ control, name: 'bikeName' });
  const isEv = type === 'ev';
  const typeField = register('type', {
    // An EV has no engine capacity: 0, as the server requires.
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === 'ev') setValue('engineCc', 0, { shouldDirty: true });
      // Leaving EV: an empty box to fill in rather than a 0 the server refuses.
      else if (getValues('engineCc') === 0) setValue('engineCc', Number.NaN, { shouldDirty: true });
    },
  });
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field label="Type" error={errorAt(errors, 'type')}>
        {(aria) => (
          <select {...aria} className={inputClasses} {...typeField}>
            {MODEL_TYPES.map((value) => (
              <option key={value} value={value}>
                {TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label="Model name"
        autoComplete="off"
        maxLength={80}
        error={errorAt(errors, 'name')}
        {...register('name')}
      />
      <TextField
        label="URL name"
        autoComplete="off"
        maxLength={40}
        error={errorAt(errors, 'bikeName')}
        hint={
          <>
            The page address: <code>/view-details?bike={encodeURIComponent(bikeName || '…')}</code>
          </>
        }
        {...register('bikeName')}
      />
      <div className="space-y-4 md:col-span-2">
        <TextField
          label="Tagline"
          autoComplete="off"
          maxLength={120}
          error={errorAt(errors, 'tagline')}
          {...register('tagline')}
        />
        <TranslationFields name="tagline" label="Tagline" maxLength={120} />
      </div>
      <div className="space-y-4 md:col-span-2">
        <Field
          label="Overview"
          error={errorAt(errors, 'overview')}
          hint="The text under Overview on the model's page."
        >
          {(aria) => (
            <textarea
              {...aria}
              rows={5}
              maxLength={4000}
              className={cn(inputClasses, 'resize-y')}
              {...register('overview')}
            />
          )}
        </Field>
        <TranslationFields name="overview" label="Overview" maxLength={4000} rows={4} />
      </div>
      <Controller
        control={control}
        name="engineCc"
        render={({ field, fieldState }) => (
          <Field
            label="Engine capacity (cc)"
            error={fieldState.error?.message}
            hint={isEv ? 'An electric vehicle has no engine: 0 cc.' : undefined}
          >
            {(aria) => (
              <input
                {...aria}
                ref={field.ref}
                name={field.name}
                type="number"
                inputMode="numeric"
                min={0}
                max={3000}
                disabled={isEv}
                className={inputClasses}
                value={
                  isEv
                    ? 0
                    : typeof field.value === 'number' && !Number.isNaN(field.value)
                      ? field.value
                      : ''
                }
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(
                    event.target.value === '' ? Number.NaN : Number(event.target.value),
                  )
                }
              />
            )}
          </Field>
        )}
      />
      <TextField
        label="List position"
        type="number"
        inputMode="numeric"
        min={0}
        max={10000}
        hint="Lower numbers come first in the model lists."
        error={errorAt(errors, 'sortOrder')}
        {...register('sortOrder', { setValueAs: (value: string) => Number(value || 0) })}
      />
      <TextField
        label="Engine"
        autoComplete="off"
        maxLength={80}
        hint={isEv ? 'E.g. the motor: 4.2 kW BLDC hub motor' : 'E.g. 4-stroke, SI engine'}
        error={errorAt(errors, 'engine')}
        {...register('engine')}
      />
      <TextField
        label="Power"
        autoComplete="off"
        maxLength={80}
        error={errorAt(errors, 'power')}
        {...register('power')}
      />
      <TextField
        label="Transmission"
        autoComplete="off"
        maxLength={80}
        error={errorAt(errors, 'transmission')}
        {...register('transmission')}
      />
    </div>
  );
}
