import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { TABLE_HEADING_TEXT } from '../../../components/ui/scroll-table';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';

const thBase = `whitespace-nowrap bg-neutral-50 px-3 py-3 ${TABLE_HEADING_TEXT}`;
/** Header cell classes; the alignment is part of the choice so no two classes fight. */
export const thClass = `${thBase} text-left`;
export const thClassRight = `${thBase} text-right`;
export const thClassCenter = `${thBase} text-center`;
/** Body cell spacing; colour and wrapping are left to each cell (the table sets the colour). */
export const tdClass = 'px-3 py-3 align-middle';

/**
 * A table that scrolls sideways inside its card on a phone instead of widening the page. The
 * region is focusable so keyboard users can scroll it too.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-neutral-200"
    >
      <table className="w-full border-collapse text-sm text-neutral-800">{children}</table>
    </div>
  );
}

/** A search box with a visually hidden label; filtering happens in the caller. */
export function SearchBox({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('relative w-full sm:max-w-xs', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={label}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, 'pl-9')}
      />
    </div>
  );
}

/** Case-insensitive "every word appears somewhere in the row". */
export function matchesSearch(haystack: string, query: string): boolean {
  const text = haystack.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
