import type { ReactNode } from 'react';
import { Field, type FieldControlProps } from '../../../../components/ui/text-field';
import { isRequired } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';

interface LabelledProps extends Pick<EnquiryInputProps, 'field' | 'id' | 'error'> {
  hint?: ReactNode;
  /** Draws the control; `required` is its aria-required, for the controls a visitor fills in. */
  children: (control: FieldControlProps, required: true | undefined) => ReactNode;
}

/** An enquiry control under the field's label, with the required star, its hint and its error. */
export function Labelled({ field, id, error, hint, children }: LabelledProps) {
  const required = isRequired(field);
  return (
    <Field label={field.label} id={id} error={error} hint={hint} required={required}>
      {(control) => children(control, required || undefined)}
    </Field>
  );
}
