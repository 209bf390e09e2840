import { Controller, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { MODEL_TYPES } from '../../../../shared/catalogue-editor';
import { NativeSelect } from '../../../components/ui/native-select';
import { Field, inputClasses, TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { errorAt, useErrors, useModelForm } from '../lib/form-context';
import { TYPE_LABELS } from '../lib/model-form';
import { TranslationFields } from './translation-fields';

/** Type, names, texts and the engine figures of the model. */
export function DetailsTab() {
  const { t } = useTranslation('adminCatalogue');
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
      <Field label={t('labelType')} error={errorAt(errors, 'type')}>
        {(aria) => (
          <NativeSelect {...aria} {...typeField}>
            {MODEL_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(TYPE_LABELS[value])}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <TextField
        label={t('labelModelName')}
        autoComplete="off"
        maxLength={80}
        error={errorAt(errors, 'name')}
        {...register('name')}
      />
      <TextField
        label={t('labelUrlName')}
        autoComplete="off"
        maxLength={40}
        error={errorAt(errors, 'bikeName')}
        hint={
          <Trans
            t={t}
            i18nKey="urlNameHint"
            values={{ address: `/view-details?bike=${encodeURIComponent(bikeName || '…')}` }}
            components={{ code: <code /> }}
          />
        }
        {...register('bikeName')}
      />
      <div className="space-y-4 md:col-span-2">
        <TextField
          label={t('labelTagline')}
          autoComplete="off"
          maxLength={120}
          error={errorAt(errors, 'tagline')}
          {...register('tagline')}
        />
        <TranslationFields name="tagline" label={t('labelTagline')} maxLength={120} />
      </div>
      <div className="space-y-4 md:col-span-2">
        <Field
          label={t('labelOverview')}
          error={errorAt(errors, 'overview')}
          hint={t('overviewHint')}
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
        <TranslationFields name="overview" label={t('labelOverview')} maxLength={4000} rows={4} />
      </div>
      <Controller
        control={control}
        name="engineCc"
        render={({ field, fieldState }) => (
          <Field
            label={t('labelEngineCc')}
            error={fieldState.error?.message}
            hint={isEv ? t('evEngineHint') : undefined}
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
        label={t('labelSortOrder')}
        type="number"
        inputMode="numeric"
        min={0}
        max={10000}
        hint={t('sortOrderHint')}
        error={errorAt(errors, 'sortOrder')}
        {...register('sortOrder', { setValueAs: (value: string) => Number(value || 0) })}
      />
      <TextField
        label={t('labelEngine')}
        autoComplete="off"
        maxLength={80}
        hint={isEv ? t('engineHintEv') : t('engineHint')}
        error={errorAt(errors, 'engine')}
        {...register('engine')}
      />
      <TextField
        label={t('labelPower')}
        autoComplete="off"
        maxLength={80}
        error={errorAt(errors, 'power')}
        {...register('power')}
      />
      <TextField
        label={t('labelTransmission')}
        autoComplete="off"
        maxLength={80}
        error={errorAt(errors, 'transmission')}
        {...register('transmission')}
      />
    </div>
  );
}
