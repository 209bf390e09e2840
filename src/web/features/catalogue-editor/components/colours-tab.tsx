import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_EDITOR_LIMITS } from '../../../../shared/catalogue-editor';
import { Field, inputClasses, TextField } from '../../../components/ui/text-field';
import { errorAt, useErrors, useModelForm } from '../lib/form-context';
import { FormPicture } from './picture-field';
import { RowList } from './row-buttons';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The colours a model comes in: a name, the swatch and one picture of the model in it. */
export function ColoursTab() {
  const { t } = useTranslation('adminCatalogue');
  const { control, register } = useModelForm();
  const errors = useErrors();
  const colours = useFieldArray({ control, name: 'colours', keyName: 'key' });
  return (
    <div className="space-y-4">
      <p className="text-sm text-neutral-600">{t('coloursIntro')}</p>
      <RowList
        what={t('rowColour')}
        rows={colours.fields}
        limit={CATALOGUE_EDITOR_LIMITS.colours}
        onMove={colours.move}
        onRemove={colours.remove}
        onAdd={() => colours.append({ name: '', hex: '#a8111d', image: '' })}
        renderRow={(index) => (
          <div className="grid gap-4 lg:grid-cols-[1fr_1fr]">
            <div className="space-y-4">
              <TextField
                label={t('labelColourName')}
                autoComplete="off"
                maxLength={60}
                error={
                  errorAt(errors, `colours.${index}.name`) ?? errorAt(errors, `colours.${index}.id`)
                }
                {...register(`colours.${index}.name`)}
              />
              <Controller
                control={control}
                name={`colours.${index}.hex`}
                render={({ field, fieldState }) => (
                  <Field
                    label={t('labelSwatch')}
                    error={fieldState.error?.message}
                    hint={t('swatchHint')}
                  >
                    {(aria) => (
                      <div className="flex items-center gap-2">
                        <input
                          type="color"
                          aria-label={t('swatchPicker', { number: index + 1 })}
                          className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-neutral-300 bg-white p-1"
                          value={
                            HEX.test(field.value ?? '')
                              ? (field.value ?? '').toLowerCase()
                              : '#000000'
                          }
                          onChange={(event) => field.onChange(event.target.value)}
                        />
                        <input
                          {...aria}
                          ref={field.ref}
                          name={field.name}
                          autoComplete="off"
                          maxLength={7}
                          spellCheck={false}
                          className={inputClasses}
                          value={field.value ?? ''}
                          onBlur={field.onBlur}
                          onChange={(event) => field.onChange(event.target.value.trim())}
                        />
                      </div>
                    )}
                  </Field>
                )}
              />
            </div>
            <FormPicture name={`colours.${index}.image`} label={t('labelColourPicture')} />
          </div>
        )}
      />
    </div>
  );
}
