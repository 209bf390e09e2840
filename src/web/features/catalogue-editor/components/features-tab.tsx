import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_EDITOR_LIMITS } from '../../../../shared/catalogue-editor';
import { Field, inputClasses, TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { errorAt, useErrors, useModelForm } from '../lib/form-context';
import { FormPicture } from './picture-field';
import { RowList } from './row-buttons';
import { TranslationFields } from './translation-fields';

/** The model's features: a title, a short text and a picture each. */
export function FeaturesTab() {
  const { t } = useTranslation('adminCatalogue');
  const { control, register } = useModelForm();
  const errors = useErrors();
  const features = useFieldArray({ control, name: 'features', keyName: 'key' });
  return (
    <div className="space-y-4">
      <RowList
        what={t('rowFeature')}
        rows={features.fields}
        limit={CATALOGUE_EDITOR_LIMITS.features}
        onMove={features.move}
        onRemove={features.remove}
        onAdd={() =>
          features.append({
            title: '',
            titleMr: '',
            titleHi: '',
            text: '',
            textMr: '',
            textHi: '',
            image: '',
          })
        }
        renderRow={(index) => (
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="space-y-4">
              <TextField
                label={t('labelTitle')}
                autoComplete="off"
                maxLength={80}
                error={
                  errorAt(errors, `features.${index}.title`) ??
                  errorAt(errors, `features.${index}.id`)
                }
                {...register(`features.${index}.title`)}
              />
              <TranslationFields
                name={`features.${index}.title`}
                label={t('labelTitle')}
                maxLength={80}
              />
              <Field label={t('labelText')} error={errorAt(errors, `features.${index}.text`)}>
                {(aria) => (
                  <textarea
                    {...aria}
                    rows={3}
                    maxLength={1000}
                    className={cn(inputClasses, 'resize-y')}
                    {...register(`features.${index}.text`)}
                  />
                )}
              </Field>
              <TranslationFields
                name={`features.${index}.text`}
                label={t('labelText')}
                maxLength={1000}
                rows={3}
              />
            </div>
            <FormPicture name={`features.${index}.image`} label={t('labelFeaturePicture')} />
          </div>
        )}
      />
    </div>
  );
}
