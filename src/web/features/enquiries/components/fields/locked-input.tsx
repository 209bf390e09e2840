import { Lock } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Field, inputClasses } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import { useEnquiryTexts } from '../../lib/enquiry-texts';
import { isRequired, type FormValues } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';

/**
 * A value the page chose, shown read-only with a lock (SPEC §4: the finance model of the bike the
 * visitor came with). It is not bound to the form: the form keeps the value the page gave it, and
 * a choice shows its label here.
 */
export function LockedInput({ field, id, options, error }: EnquiryInputProps) {
  const { getValues } = useFormContext<FormValues>();
  const texts = useEnquiryTexts();
  const value = String(getValues(field.name) ?? '');
  const option = options.find((choice) => choice.value === value);
  const label = option ? texts.option(option) : value;
  return (
    <Field
      label={texts.label(field)}
      id={id}
      error={error}
      hint={texts.t('lockedHint', { ns: 'forms' })}
      required={isRequired(field)}
    >
      {(control) => (
        <div className="relative">
          <input
            {...control}
            readOnly
            value={label}
            className={cn(inputClasses, 'pr-10 font-semibold')}
          />
          <Lock
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
          />
        </div>
      )}
    </Field>
  );
}
