import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** An account's or a row's state as a small pill: green with a dot when active, grey otherwise. */
export function StatusBadge({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        active ? 'bg-emerald-50 text-emerald-700' : 'bg-neutral-100 text-neutral-600',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', active ? 'bg-emerald-500' : 'bg-neutral-400')}
      />
      {children}
    </span>
  );
}
