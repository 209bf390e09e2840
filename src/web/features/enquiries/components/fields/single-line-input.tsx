import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { inputClasses } from '../../../../components/ui/text-field';
import type { FormValues } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';
import { Labelled } from './labelled';

interface SingleLineInputProps extends Omit<EnquiryInputProps, 'options'> {
  attributes: InputHTMLAttributes<HTMLInputElement>;
  /** Rewrites what the visitor typed or pasted before the form holds it. */
  asTyped?: (typed: string) => string;
}

/** One labelled <input> bound to its field of the form; the kinds differ only in attributes. */
export function SingleLineInput({ field, id, error, attributes, asTyped }: SingleLineInputProps) {
  const { register } = useFormContext<FormValues>();
  const registration = register(field.name);
  const onChange = asTyped
    ? (event: { target: HTMLInputElement; type?: string }) => {
        const value = asTyped(event.target.value);
        if (value !== event.target.value) event.target.value = value;
        return registration.onChange(event);
      }
    : registration.onChange;
  return (
    <Labelled field={field} id={id} error={error}>
      {(control, required) => (
        <input
          {...control}
          className={inputClasses}
          aria-required={required}
          {...attributes}
          {...registration}
          onChange={onChange}
        />
      )}
    </Labelled>
  );
}
