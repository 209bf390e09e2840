import { Lock } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { inputClasses } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import type { FormValues } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';
import { Labelled } from './labelled';

/**
 * A value the page chose, shown read-only with a lock (SPEC §4: the finance model of the bike the
 * visitor came with); a choice shows its label, and the form still sends its value.
 */
export function LockedInput({ field, id, options, error }: EnquiryInputProps) {
  const { getValues } = useFormContext<FormValues>();
  const value = String(getValues(field.name) ?? '');
  const label = options.find((option) => option.value === value)?.label ?? value;
  return (
    <Labelled field={field} id={id} error={error} hint="Chosen for the model you picked.">
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
    </Labelled>
  );
}
