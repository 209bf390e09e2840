import { useFormContext } from 'react-hook-form';
import { inputClasses } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import type { FormValues } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';
import { Labelled } from './labelled';

// CSS counts a <select> as :read-only, which would grey it out like a locked field.
const selectClasses = inputClasses
  .split(' ')
  .filter((name) => !name.startsWith('read-only:'))
  .join(' ');

/** A native select: its blank first option (the placeholder) stands for "not chosen". */
export function SelectInput({ field, id, options, error }: EnquiryInputProps) {
  const { register } = useFormContext<FormValues>();
  return (
    <Labelled field={field} id={id} error={error}>
      {(control, required) => (
        <select
          {...control}
          className={cn(selectClasses, 'pr-8')}
          aria-required={required}
          {...register(field.name)}
        >
          {field.placeholder !== undefined && <option value="">{field.placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}
