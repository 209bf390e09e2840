import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TITLE_SIZES = {
  /** The main sections of a page (Home's "Our range", a service page's benefits). */
  large: 'text-2xl sm:text-3xl',
  /** A numbered section of a document, a form's card. */
  medium: 'text-xl sm:text-2xl',
  /** A block beside others. */
  small: 'text-xl',
} as const;

/**
 * A section's h2, with the small eyebrow line above it when there is one. `className` goes on
 * the outermost element: the heading, or the block holding eyebrow and heading.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  size = 'large',
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  size?: keyof typeof TITLE_SIZES;
  className?: string;
}) {
  const heading = (
    <h2
      id={id}
      className={cn(
        'font-bold tracking-tight text-ink',
        TITLE_SIZES[size],
        eyebrow ? 'mt-2' : className,
      )}
    >
      {title}
    </h2>
  );
  if (!eyebrow) return heading;
  return (
    <div className={className}>
      <p className="eyebrow">{eyebrow}</p>
      {heading}
    </div>
  );
}
