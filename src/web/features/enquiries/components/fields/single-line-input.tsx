import type { InputHTMLAttributes } from 'react';
import { inputClasses } from '../../../../components/ui/text-field';
import type { EnquiryInputProps } from './enquiry-input-props';
import { Labelled } from './labelled';

interface SingleLineInputProps extends EnquiryInputProps {
  attributes: InputHTMLAttributes<HTMLInputElement>;
  /** Rewrites what the visitor typed or pasted before the form holds it. */
  asTyped?: (typed: string) => string;
}

/** One labelled <input> bound to its field; the kinds of single-line input differ in attributes. */
export function SingleLineInput({ attributes, asTyped, ...props }: SingleLineInputProps) {
  return (
    <Labelled {...props}>
      {(control) => (
        <input
          className={inputClasses}
          {...attributes}
          {...control}
          onChange={(event) => {
            const value = asTyped ? asTyped(event.target.value) : event.target.value;
            if (value !== event.target.value) event.target.value = value;
            return control.onChange(event);
          }}
        />
      )}
    </Labelled>
  );
}
