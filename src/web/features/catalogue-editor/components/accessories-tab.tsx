import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_EDITOR_LIMITS } from '../../../../shared/catalogue-editor';
import { Field, inputClasses, TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { errorAt, useErrors, useModelForm } from '../lib/form-context';
import { FormPicture } from './picture-field';
import { RowList } from './row-buttons';

/** Genuine accessories of the model: part number, name, price and picture. */
export function AccessoriesTab() {
  const { t } = useTranslation('adminCatalogue');
  const { control, register } = useModelForm();
  const errors = useErrors();
  const accessories = useFieldArray({ control, name: 'accessories', keyName: 'key' });
  return (
    <div className="space-y-4">
      <RowList
        what={t('rowAccessory')}
        rows={accessories.fields}
        limit={CATALOGUE_EDITOR_LIMITS.accessories}
        onMove={accessories.move}
        onRemove={accessories.remove}
        onAdd={() =>
          accessories.append({ partNo: '', name: '', description: '', price: '', image: '' })
        }
        renderRow={(index) => (
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('labelPartNo')}
                autoComplete="off"
                maxLength={40}
                error={errorAt(errors, `accessories.${index}.partNo`)}
                {...register(`accessories.${index}.partNo`)}
              />
              <TextField
                label={t('labelPrice')}
                inputMode="numeric"
                autoComplete="off"
                error={errorAt(errors, `accessories.${index}.price`)}
                {...register(`accessories.${index}.price`)}
              />
              <TextField
                label={t('labelAccessoryName')}
                className="sm:col-span-2"
                autoComplete="off"
                maxLength={80}
                error={
                  errorAt(errors, `accessories.${index}.name`) ??
                  errorAt(errors, `accessories.${index}.id`)
                }
                {...register(`accessories.${index}.name`)}
              />
              <Field
                label={t('labelDescription')}
                className="sm:col-span-2"
                error={errorAt(errors, `accessories.${index}.description`)}
              >
                {(aria) => (
                  <textarea
                    {...aria}
                    rows={2}
                    maxLength={1000}
                    className={cn(inputClasses, 'resize-y')}
                    {...register(`accessories.${index}.description`)}
                  />
                )}
              </Field>
            </div>
            <FormPicture name={`accessories.${index}.image`} label={t('labelAccessoryPicture')} />
          </div>
        )}
      />
    </div>
  );
}
