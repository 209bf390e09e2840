import { Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_EDITOR_LIMITS } from '../../../../shared/catalogue-editor';
import { SPEC_GROUPS } from '../../../../shared/models';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorAt, useErrors, useModelForm } from '../lib/form-context';
import { RowButtons } from './row-buttons';

/**
 * The specification rows in the six groups the model page shows. The rows are one list in the
 * document; each group shows its own, and moving a row swaps it with its neighbour in the group.
 */
export function SpecsTab() {
  const { t } = useTranslation('adminCatalogue');
  const { control, register } = useModelForm();
  const errors = useErrors();
  const specs = useFieldArray({ control, name: 'specs', keyName: 'key' });
  const rows = useWatch({ control, name: 'specs' });
  const groups = rows?.map((row) => row.group) ?? [];
  const full = specs.fields.length >= CATALOGUE_EDITOR_LIMITS.specs;
  return (
    <div className="space-y-6">
      {SPEC_GROUPS.map((group) => {
        const indexes = specs.fields.map((_, i) => i).filter((i) => groups[i] === group.key);
        const headingId = `spec-group-${group.key}`;
        return (
          <section
            key={group.key}
            aria-labelledby={headingId}
            className="rounded-lg border border-neutral-200 p-4"
          >
            <h3 id={headingId} className="mb-3 text-base font-bold">
              {group.title}
            </h3>
            {indexes.length === 0 ? (
              <p className="mb-3 text-sm text-neutral-500">{t('noSpecRows')}</p>
            ) : (
              <ol className="mb-3 space-y-3">
                {indexes.map((index, position) => (
                  <li
                    key={specs.fields[index]?.key}
                    className="flex flex-col gap-2 border-b border-neutral-100 pb-3 last:border-0 sm:flex-row sm:items-start"
                  >
                    <TextField
                      label={t('specRowLabel', { group: group.title, number: position + 1 })}
                      className="sm:flex-1"
                      autoComplete="off"
                      maxLength={80}
                      placeholder={t('specLabelPlaceholder')}
                      error={errorAt(errors, `specs.${index}.label`)}
                      {...register(`specs.${index}.label`)}
                    />
                    <TextField
                      label={t('specRowValue', { group: group.title, number: position + 1 })}
                      className="sm:flex-1"
                      autoComplete="off"
                      maxLength={200}
                      placeholder={t('specValuePlaceholder')}
                      error={
                        errorAt(errors, `specs.${index}.value`) ??
                        errorAt(errors, `specs.${index}.group`)
                      }
                      {...register(`specs.${index}.value`)}
                    />
                    <div className="sm:pt-7">
                      <RowButtons
                        what={t('specRow', { group: group.title })}
                        index={position}
                        count={indexes.length}
                        onMove={(from, to) => specs.swap(indexes[from]!, indexes[to]!)}
                        onRemove={() => specs.remove(index)}
                      />
                    </div>
                  </li>
                ))}
              </ol>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={full}
              onClick={() => specs.append({ group: group.key, label: '', value: '' })}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('addSpecRow', { group: group.title })}
            </Button>
          </section>
        );
      })}
    </div>
  );
}
