import { useFormContext } from 'react-hook-form';
import { FieldGroup } from '../../../../components/ui/field-group';
import { useEnquiryTexts } from '../../lib/enquiry-texts';
import { isRequired, type FormValues } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';

/** Radios drawn as buttons in a row; the first one carries the field's id. */
export function RadioInput({ field, id, options, error }: EnquiryInputProps) {
  const { register } = useFormContext<FormValues>();
  const texts = useEnquiryTexts();
  return (
    <FieldGroup
      legend={texts.label(field)}
      id={id}
      error={error}
      required={isRequired(field)}
      className="space-y-2"
      legendClassName="mb-1.5"
    >
      <div className="flex flex-wrap gap-3">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-800 has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-dark"
          >
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              value={option.value}
              className="size-4 accent-brand"
              {...register(field.name)}
            />
            {texts.option(option)}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
