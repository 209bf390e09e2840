import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  success: { pill: 'bg-emerald-50 text-emerald-700', dot: 'bg-emerald-500' },
  neutral: { pill: 'bg-neutral-100 text-neutral-600', dot: 'bg-neutral-400' },
  warning: { pill: 'bg-amber-50 text-amber-800', dot: 'bg-amber-500' },
  danger: { pill: 'bg-red-50 text-red-700', dot: 'bg-red-500' },
} as const;
export type StatusTone = keyof typeof TONES;

/**
 * An account's or a row's state as a small pill with a dot: green when active, grey otherwise,
 * or the `tone` given (a state with more than two values, such as an alert's).
 */
export function StatusBadge({
  active = false,
  tone = active ? 'success' : 'neutral',
  children,
}: {
  active?: boolean;
  tone?: StatusTone;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone].pill,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', TONES[tone].dot)} />
      {children}
    </span>
  );
}
