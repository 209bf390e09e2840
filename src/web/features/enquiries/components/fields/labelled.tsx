import type { ReactNode } from 'react';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldControlProps } from '../../../../components/ui/text-field';
import { useEnquiryTexts } from '../../lib/enquiry-texts';
import { isRequired, type FormValues } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';

/** Everything a control a visitor fills in needs: id, aria wiring and its binding to the form. */
export type BoundControlProps = FieldControlProps &
  UseFormRegisterReturn & { 'aria-required': true | undefined };

interface LabelledProps extends EnquiryInputProps {
  /** Draws the control; spread `control` onto it last. */
  children: (control: BoundControlProps) => ReactNode;
}

/** An enquiry control bound to its field, under the field's label with its star and its error. */
export function Labelled({ field, id, error, children }: LabelledProps) {
  const { register } = useFormContext<FormValues>();
  const texts = useEnquiryTexts();
  const required = isRequired(field);
  return (
    <Field label={texts.label(field)} id={id} error={error} required={required}>
      {(control) =>
        children({ ...control, 'aria-required': required || undefined, ...register(field.name) })
      }
    </Field>
  );
}
