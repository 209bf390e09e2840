import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { inputClasses } from './text-field';

/**
 * A search box with its magnifier: the lists' text filter. The label is visible, or read only by
 * screen readers when the box stands alone (`hideLabel`).
 */
export function SearchInput({
  label = 'Search',
  hideLabel = false,
  placeholder,
  value,
  onChange,
  className,
  inputClassName,
}: {
  label?: string;
  hideLabel?: boolean;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <label className={cn('block', className)}>
      <span
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-neutral-700'}
      >
        {label}
      </span>
      <span className="relative block">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
        />
        <input
          type="search"
          className={cn(inputClasses, 'pl-9', inputClassName)}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </label>
  );
}
