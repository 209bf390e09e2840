import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block w-full rounded-md border border-neutral-300 min-h-11 bg-white px-3 py-2.5 text-sm text-ink shadow-sm placeholder:text-neutral-400 focus:border-focus focus:outline-none focus:ring-2 focus:ring-focus/30 disabled:bg-neutral-100 read-only:bg-neutral-50 read-only:text-neutral-600 aria-[invalid=true]:border-red-600';

export const labelClasses = 'block text-sm font-semibold text-neutral-800';

/** What a control needs to be announced with its error and hint: spread it onto the control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

/** Ties a control to its error (and hint) for assistive technology, by their ids. */
export function fieldControlProps(
  id: string,
  error: string | undefined,
  hint: ReactNode = undefined,
): FieldControlProps {
  const describedBy = [error && errorId(id), hint && hintId(id)].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  };
}

/** A group of controls (radios, boxes) points at its error; aria-invalid belongs on controls. */
export function groupDescribedBy(id: string, error: string | undefined) {
  return { 'aria-describedby': error ? errorId(id) : undefined } as const;
}

/** The star of a required field; hidden from screen readers, which hear the control's own state. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-brand">
      *
    </span>
  );
}

/** The error below a control, with the id its aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="text-sm text-red-700">
      {error}
    </p>
  );
}

function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={hintId(id)} className="text-xs text-neutral-500">
      {hint}
    </p>
  );
}

interface FieldProps {
  label: string;
  /** The control's id; its error and hint hang off it. Generated when not given. */
  id?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  /** Draws the required star beside the label (the label itself names the field exactly). */
  required?: boolean;
  className?: string | undefined;
  /** Draws the control, given the id and aria attributes that tie it to its label, error and hint. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error, announced to assistive technology. */
export function Field({ label, id, error, hint, required, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelElement = (
    <label htmlFor={controlId} className={labelClasses}>
      {label}
    </label>
  );
  return (
    <div className={cn('space-y-1.5', className)}>
      {required ? (
        <div className="flex items-baseline text-sm">
          {labelElement}
          <RequiredMark />
        </div>
      ) : (
        labelElement
      )}
      {children(fieldControlProps(controlId, error, hint))}
      <FieldHint id={controlId} hint={hint} />
      <FieldError id={controlId} error={error} />
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its error announced to assistive technology. */
export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  return (
    <Field label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className={inputClasses} {...props} />}
    </Field>
  );
}
