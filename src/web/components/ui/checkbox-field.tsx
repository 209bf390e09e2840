import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, fieldControlProps, RequiredMark } from './text-field';

export const checkboxClasses =
  'size-5 shrink-0 rounded border-neutral-400 accent-brand focus-visible:outline-offset-2';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  /** The words after the box; they may hold a link, so they are not the whole <label> row. */
  label: ReactNode;
  error: string | undefined;
  /** Draws the required star after the label. */
  required?: boolean;
}

/** A box with its label to the right and its error below, announced to assistive technology. */
export function CheckboxField({ id, label, error, required, ...props }: CheckboxFieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className={cn(checkboxClasses, 'mt-0.5')}
          aria-required={required || undefined}
          {...fieldControlProps(id, error)}
          {...props}
        />
        <p className="text-sm text-neutral-800">
          <label htmlFor={id}>{label}</label>
          {required && <RequiredMark />}
        </p>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
