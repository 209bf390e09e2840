import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, groupDescribedBy, labelClasses, RequiredMark } from './text-field';

interface FieldGroupProps {
  legend: ReactNode;
  /** The id of the group's first control; the group's error hangs off it. */
  id: string;
  error: string | undefined;
  /** Draws the required star after the legend. */
  required?: boolean;
  className?: string;
  legendClassName?: string;
  children: ReactNode;
}

/** Radios or boxes under one legend, with the group's error announced when it is focused. */
export function FieldGroup({
  legend,
  id,
  error,
  required,
  className,
  legendClassName,
  children,
}: FieldGroupProps) {
  return (
    <fieldset {...groupDescribedBy(id, error)} className={className}>
      <legend className={cn(labelClasses, legendClassName)}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
