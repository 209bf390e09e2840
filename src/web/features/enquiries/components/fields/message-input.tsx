import { useFormContext } from 'react-hook-form';
import { MESSAGE_MAX_LENGTH, MESSAGE_ROWS } from '../../../../../shared/enquiries';
import { inputClasses } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import type { FormValues } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';
import { Labelled } from './labelled';

/** A message box of SPEC §9's four rows, keeping its line breaks. */
export function MessageInput({ field, id, error }: EnquiryInputProps) {
  const { register } = useFormContext<FormValues>();
  return (
    <Labelled field={field} id={id} error={error}>
      {(control, required) => (
        <textarea
          {...control}
          rows={MESSAGE_ROWS}
          maxLength={MESSAGE_MAX_LENGTH}
          className={cn(inputClasses, 'resize-y')}
          aria-required={required}
          {...register(field.name)}
        />
      )}
    </Labelled>
  );
}
