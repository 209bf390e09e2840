import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

/** The spec's 'Loading...' state, announced politely to screen readers. */
export function Loading({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <p
      role="status"
      className={cn('flex items-center justify-center gap-3 py-10 text-neutral-600', className)}
    >
      <Spinner className="text-brand" />
      {label ?? t('loading')}
    </p>
  );
}
