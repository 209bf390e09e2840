import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TRANSLATION_LANGUAGES,
  type ModelDocumentInput,
} from '../../../../shared/catalogue-editor';
import { Field, inputClasses, TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useDevanagariType } from '../../../lib/use-devanagari-type';
import { errorAt, useErrors, useModelForm } from '../lib/form-context';

interface TranslationFieldsProps {
  /** The English field's path: `tagline`, `features.2.text`; the others add Mr and Hi. */
  name: FieldPath<ModelDocumentInput>;
  /** The English field's label (translated): "Tagline" gives "Tagline in Marathi". */
  label: string;
  maxLength: number;
  /** Rows of a text area; a one-line input without. */
  rows?: number;
}

/**
 * The Marathi and the Hindi of a catalogue text, beside its English: what the site's pages in
 * those languages show. Empty, they show the English.
 */
export function TranslationFields({ name, label, maxLength, rows }: TranslationFieldsProps) {
  const { t } = useTranslation('adminCatalogue');
  const { register } = useModelForm();
  const errors = useErrors();
  useDevanagariType();
  const hint = t('translationHint');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TRANSLATION_LANGUAGES.map(({ code, suffix, name: language }) => {
        const path = `${name}${suffix}` as FieldPath<ModelDocumentInput>;
        const fieldLabel = t('inLanguage', { label, language });
        return rows ? (
          <Field key={code} label={fieldLabel} hint={hint} error={errorAt(errors, path)}>
            {(aria) => (
              <textarea
                {...aria}
                lang={code}
                rows={rows}
                maxLength={maxLength}
                className={cn(inputClasses, 'resize-y')}
                {...register(path)}
              />
            )}
          </Field>
        ) : (
          <TextField
            key={code}
            label={fieldLabel}
            lang={code}
            autoComplete="off"
            maxLength={maxLength}
            hint={hint}
            error={errorAt(errors, path)}
            {...register(path)}
          />
        );
      })}
    </div>
  );
}
