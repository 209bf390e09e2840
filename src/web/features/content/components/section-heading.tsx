import { cn } from '../../../lib/cn';

/** An h2 with the small eyebrow line above it, as on Home. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  className?: string;
}) {
  return (
    <div className={className}>
      {eyebrow && (
        <p className="text-xs font-bold tracking-[0.2em] text-brand uppercase">{eyebrow}</p>
      )}
      <h2
        id={id}
        className={cn('text-2xl font-bold tracking-tight text-ink sm:text-3xl', eyebrow && 'mt-2')}
      >
        {title}
      </h2>
    </div>
  );
}
