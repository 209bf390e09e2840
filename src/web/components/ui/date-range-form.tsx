import type { FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';
import { inputClasses } from './text-field';

export interface DateRange {
  fromDate: string;
  toDate: string;
}

/**
 * From Date and To Date with a SEARCH button: the range applies only when SEARCH is pressed. Each
 * end bounds the other, so the range cannot run backwards.
 */
export function DateRangeForm({
  value,
  onChange,
  onApply,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
  onApply: (range: DateRange) => void;
}) {
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(value);
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Date range">
      <DateField
        label="From Date"
        value={value.fromDate}
        max={value.toDate}
        onChange={(fromDate) => onChange({ ...value, fromDate })}
      />
      <DateField
        label="To Date"
        value={value.toDate}
        min={value.fromDate}
        onChange={(toDate) => onChange({ ...value, toDate })}
      />
      <button type="submit" className={buttonClasses('primary', 'md')}>
        SEARCH
      </button>
    </form>
  );
}

function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="space-y-1 text-sm font-semibold">
      <span className="block">{label}</span>
      <input
        type="date"
        className={cn(inputClasses, 'w-44')}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
