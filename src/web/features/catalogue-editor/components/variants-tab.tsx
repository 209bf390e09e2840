import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_EDITOR_LIMITS } from '../../../../shared/catalogue-editor';
import { TextField } from '../../../components/ui/text-field';
import { errorAt, useErrors, useModelForm } from '../lib/form-context';
import { ArrayError } from './array-error';
import { RowList } from './row-buttons';

/** The model's variants, in the order the site lists them; each keeps its id, so leads follow it. */
export function VariantsTab() {
  const { t } = useTranslation('adminCatalogue');
  const { control, register } = useModelForm();
  const errors = useErrors();
  // keyName: the rows' own `id` is the stored variant's, which the field array must not replace.
  const variants = useFieldArray({ control, name: 'variants', keyName: 'key' });
  return (
    <div className="space-y-4">
      <p className="text-sm text-neutral-600">{t('variantsIntro')}</p>
      <ArrayError message={errorAt(errors, 'variants')} />
      <RowList
        what={t('rowVariant')}
        rows={variants.fields}
        limit={CATALOGUE_EDITOR_LIMITS.variants}
        minimum={1}
        onMove={variants.move}
        onRemove={variants.remove}
        onAdd={() => variants.append({ name: '', price: '' })}
        renderRow={(index) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('labelVariantName')}
              autoComplete="off"
              maxLength={60}
              error={
                errorAt(errors, `variants.${index}.name`) ?? errorAt(errors, `variants.${index}.id`)
              }
              {...register(`variants.${index}.name`)}
            />
            <TextField
              label={t('labelExShowroomPrice')}
              inputMode="numeric"
              autoComplete="off"
              error={errorAt(errors, `variants.${index}.price`)}
              {...register(`variants.${index}.price`)}
            />
          </div>
        )}
      />
    </div>
  );
}
